/* A view's placeholder found again from the view (ptv_placeholder_get_for_view),
 * and an object whose view was destroyed: every call that would change a
 * setting logs a critical naming it and changes nothing; reads and moving
 * the object to another view work on. */
#include <ptv.h>
#include <string.h>

#include "check.h"

static void
count_notify (GObject *object, GParamSpec *spec, gpointer data)
{
  (*(int *) data)++;
}

/* Expects one critical of the library naming @function, as g_return_if_fail words it. */
static void
expect_dead_view_critical (const char *function)
{
  char *pattern = g_strdup_printf ("%s: assertion 'the placeholder's view is alive' failed", function);
  g_test_expect_message ("Ptv", G_LOG_LEVEL_CRITICAL, pattern);
  g_free (pattern);
}

/* A new text view, referenced by the caller (GTK 3 sinks the floating reference). */
static GtkWidget *
new_view (void)
{
  return g_object_ref_sink (gtk_text_view_new ());
}

/* GTK 3's gtk_widget_destroy(); GTK 4 disposes a widget no parent holds. */
static void
destroy_view (GtkWidget *view)
{
#if GTK_MAJOR_VERSION == 3
  gtk_widget_destroy (view);
#else
  g_object_run_dispose (G_OBJECT (view));
#endif
}

void
check_placeholder_for_view (void)
{
  GtkWidget *view = new_view ();
  /* None yet, and looking makes none. */
  CHECK (ptv_placeholder_get_for_view (GTK_TEXT_VIEW (view)) == NULL);
  CHECK (ptv_placeholder_get_for_view (GTK_TEXT_VIEW (view)) == NULL);

  /* An object attached with nothing set: found while it lives, sharing its state. */
  PtvPlaceholder *first = ptv_placeholder_new (GTK_TEXT_VIEW (view), NULL);
  ptv_placeholder_set_centered (first, TRUE);
  PtvPlaceholder *found = ptv_placeholder_get_for_view (GTK_TEXT_VIEW (view));
  CHECK (found != NULL && found != first && ptv_placeholder_get_centered (found));
  CHECK (found != NULL && ptv_placeholder_get_text_view (found) == GTK_TEXT_VIEW (view));
  g_clear_object (&found);
  g_object_unref (first);
  CHECK (ptv_placeholder_get_for_view (GTK_TEXT_VIEW (view)) == NULL);   /* nothing needed the view */

  /* A text set: the view keeps the placeholder once the object is dropped. */
  first = ptv_placeholder_new (GTK_TEXT_VIEW (view), "Kept by the view");
  found = ptv_placeholder_get_for_view (GTK_TEXT_VIEW (view));
  CHECK (found != NULL && strcmp (ptv_placeholder_get_text (found), "Kept by the view") == 0);
  int notified = 0;
  g_signal_connect (found, "notify::text", G_CALLBACK (count_notify), &notified);
  ptv_placeholder_set_text (first, "Changed through the first");
  CHECK (notified == 1 && strcmp (ptv_placeholder_get_text (found), "Changed through the first") == 0);
  ptv_placeholder_set_max_length (found, 7);
  CHECK (ptv_placeholder_get_max_length (first) == 7);
  g_object_unref (first);
  g_object_unref (found);
  found = ptv_placeholder_get_for_view (GTK_TEXT_VIEW (view));
  CHECK (found != NULL && strcmp (ptv_placeholder_get_text (found), "Changed through the first") == 0);
  CHECK (found != NULL && ptv_placeholder_get_max_length (found) == 7);
  g_clear_object (&found);

  /* Destroyed (still referenced here): no placeholder to find. */
  destroy_view (view);
  CHECK (ptv_placeholder_get_for_view (GTK_TEXT_VIEW (view)) == NULL);
  g_object_unref (view);

  /* Not a text view: a critical, as g_return_val_if_fail. */
  GtkWidget *label = g_object_ref_sink (gtk_label_new ("not a text view"));
  g_test_expect_message ("Ptv", G_LOG_LEVEL_CRITICAL,
                         "ptv_placeholder_get_for_view: assertion 'GTK_IS_TEXT_VIEW (view)' failed");
  CHECK (ptv_placeholder_get_for_view ((GtkTextView *) label) == NULL);
  g_test_expect_message ("Ptv", G_LOG_LEVEL_CRITICAL,
                         "ptv_placeholder_get_for_view: assertion 'GTK_IS_TEXT_VIEW (view)' failed");
  CHECK (ptv_placeholder_get_for_view (NULL) == NULL);
  g_test_assert_expected_messages ();
  g_object_unref (label);
}

void
check_dead_view_criticals (void)
{
  GtkWidget *view = new_view ();
  PtvPlaceholder *placeholder = ptv_placeholder_new (GTK_TEXT_VIEW (view), "Before");
  ptv_placeholder_set_max_length (placeholder, 9);
  int notified = 0;
  g_signal_connect (placeholder, "notify", G_CALLBACK (count_notify), &notified);
  destroy_view (view);
  CHECK (notified == 2);   /* text-view and showing */
  notified = 0;

  expect_dead_view_critical ("ptv_placeholder_set_text");
  ptv_placeholder_set_text (placeholder, "After");
  expect_dead_view_critical ("ptv_placeholder_set_markup");
  GError *error = NULL;
  CHECK (!ptv_placeholder_set_markup (placeholder, "<b>After</b>", &error) && error == NULL);
  expect_dead_view_critical ("ptv_placeholder_set_color");
  ptv_placeholder_set_color (placeholder, "red");
  expect_dead_view_critical ("ptv_placeholder_set_hide_while_focused");
  ptv_placeholder_set_hide_while_focused (placeholder, GTK_MAJOR_VERSION != 3);  /* not its default */
  expect_dead_view_critical ("ptv_placeholder_set_centered");
  ptv_placeholder_set_centered (placeholder, TRUE);
  expect_dead_view_critical ("ptv_placeholder_set_natural_height");
  ptv_placeholder_set_natural_height (placeholder, TRUE);
  expect_dead_view_critical ("ptv_placeholder_set_max_length");
  ptv_placeholder_set_max_length (placeholder, 3);
  expect_dead_view_critical ("ptv_placeholder_set_max_lines");
  ptv_placeholder_set_max_lines (placeholder, 2);
  expect_dead_view_critical ("ptv_placeholder_set_limit_mode");
  ptv_placeholder_set_limit_mode (placeholder, PTV_LIMIT_MODE_WARN);
  expect_dead_view_critical ("ptv_placeholder_set_return_behavior");
  ptv_placeholder_set_return_behavior (placeholder, PTV_RETURN_BEHAVIOR_MOVES_FOCUS);
  expect_dead_view_critical ("ptv_placeholder_set_shows_counter");
  ptv_placeholder_set_shows_counter (placeholder, TRUE);
  /* The property path names the property: one critical each. */
  expect_dead_view_critical ("ptv_placeholder_set_property (PtvPlaceholder:text)");
  expect_dead_view_critical ("ptv_placeholder_set_property (PtvPlaceholder:centered)");
  g_object_set (placeholder, "text", "After", "centered", TRUE, NULL);
  /* ptv_placeholder_new() given a text on the destroyed view (GTK 4's is still referenced here). */
  expect_dead_view_critical ("ptv_placeholder_new");
  PtvPlaceholder *late = ptv_placeholder_new (GTK_TEXT_VIEW (view), "Late");
  g_test_assert_expected_messages ();

  /* Nothing changed, nothing notified; reads work without a critical. */
  CHECK (notified == 0);
  CHECK (strcmp (ptv_placeholder_get_text (placeholder), "Before") == 0 && ptv_placeholder_get_markup (placeholder) == NULL);
  CHECK (strcmp (ptv_placeholder_get_color (placeholder), "") == 0);
  CHECK (ptv_placeholder_get_hide_while_focused (placeholder) == (GTK_MAJOR_VERSION == 3));  /* its default */
  CHECK (!ptv_placeholder_get_centered (placeholder));
  CHECK (!ptv_placeholder_get_natural_height (placeholder) && !ptv_placeholder_get_shows_counter (placeholder));
  CHECK (ptv_placeholder_get_max_length (placeholder) == 9 && ptv_placeholder_get_max_lines (placeholder) == 0);
  CHECK (ptv_placeholder_get_limit_mode (placeholder) == PTV_LIMIT_MODE_BLOCK);
  CHECK (ptv_placeholder_get_return_behavior (placeholder) == PTV_RETURN_BEHAVIOR_NEWLINE);
  CHECK (ptv_placeholder_get_length (placeholder) == 0 && ptv_placeholder_get_remaining (placeholder) == 9);
  CHECK (!ptv_placeholder_get_showing (placeholder) && ptv_placeholder_get_text_view (placeholder) == NULL);
  CHECK (strcmp (ptv_placeholder_get_text (late), "Before") == 0);
  g_object_unref (late);
  g_object_unref (view);

  /* Moving on is no setting: to a new view (the settings carried along), then to NULL. */
  GtkWidget *next = new_view ();
  ptv_placeholder_set_text_view (placeholder, GTK_TEXT_VIEW (next));
  CHECK (ptv_placeholder_get_text_view (placeholder) == GTK_TEXT_VIEW (next));
  ptv_placeholder_set_text (placeholder, "On the next view");
  CHECK (strcmp (ptv_placeholder_get_text (placeholder), "On the next view") == 0);
  g_object_set (placeholder, "text-view", NULL, NULL);
  ptv_placeholder_set_centered (placeholder, TRUE);   /* no view: any setting is taken */
  CHECK (ptv_placeholder_get_centered (placeholder));
  g_object_unref (placeholder);

  /* An object that never had a view takes every setting, as a builder sets them. */
  PtvPlaceholder *unattached = g_object_new (PTV_TYPE_PLACEHOLDER, "text", "Early", "max-lines", 2, NULL);
  ptv_placeholder_set_color (unattached, "#336699");
  CHECK (strcmp (ptv_placeholder_get_text (unattached), "Early") == 0 && ptv_placeholder_get_max_lines (unattached) == 2);
  g_object_unref (unattached);
  g_object_unref (next);
}
