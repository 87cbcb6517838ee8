/* Bad arguments from C, for test-ptv-thread.c: NULL and wrong-typed
 * objects, bad markup, text and colours, limits and enumeration values out
 * of range, through the functions and through GObject. */
#include <ptv.h>
#include <string.h>

#include "check.h"

/* Bad arguments from C: each logs what it says, and nothing changes. */
void
check_bad_arguments (GtkTextView *view, PtvPlaceholder *placeholder)
{
  GObject *object = g_object_new (G_TYPE_OBJECT, NULL);
  GtkWidget *label = g_object_ref_sink (gtk_label_new ("not a text view"));
  GError *error = NULL;

  CHECK (ptv_placeholder_new ((GtkTextView *) object, "x") == NULL);
  CHECK (ptv_placeholder_new ((GtkTextView *) placeholder, "x") == NULL);
  CHECK (logged (2, "critical Ptv: ptv_placeholder_new: assertion 'GTK_IS_TEXT_VIEW (view)' failed", NULL));
  CHECK (ptv_placeholder_get_for_view ((GtkTextView *) object) == NULL);
  CHECK (ptv_placeholder_get_for_view ((GtkTextView *) label) == NULL);
  CHECK (logged (2, "critical Ptv: ptv_placeholder_get_for_view: assertion 'GTK_IS_TEXT_VIEW (view)' failed", NULL));
  ptv_placeholder_set_text (NULL, "x");
  ptv_placeholder_set_text ((PtvPlaceholder *) object, "x");
  CHECK (logged (2, "critical Ptv: ptv_placeholder_set_text: assertion 'PTV_IS_PLACEHOLDER (self)' failed", NULL));
  CHECK (ptv_placeholder_get_text ((PtvPlaceholder *) object) == NULL);
  CHECK (!ptv_placeholder_get_showing (NULL));
  CHECK (ptv_placeholder_get_max_length ((PtvPlaceholder *) label) == 0);
  ptv_placeholder_set_hide_while_focused ((PtvPlaceholder *) object, TRUE);
  CHECK (!ptv_placeholder_set_markup (NULL, "<b>x</b>", &error) && error == NULL);
  CHECK (logged (5, "critical Ptv: ptv_placeholder_", "assertion 'PTV_IS_PLACEHOLDER (self)' failed"));

  CHECK (!ptv_placeholder_set_markup (placeholder, NULL, &error) && error == NULL);
  CHECK (logged (1, "critical Ptv: ptv_placeholder_set_markup: assertion 'markup != NULL' failed", NULL));
  CHECK (!ptv_placeholder_set_markup (placeholder, "<b>unclosed", NULL));  /* no GError asked for */
  CHECK (logged (0, NULL, NULL));
  ptv_placeholder_set_text (placeholder, "not UTF-8: \xff\xfe");
  CHECK (logged (1, "warning Ptv: ", "not valid UTF-8"));
  g_object_unref (ptv_placeholder_new (view, "\xc3"));  /* a second face: made, its text refused */
  CHECK (logged (1, "warning Ptv: ", "not valid UTF-8"));
  ptv_placeholder_set_color (placeholder, "no such colour");
  CHECK (logged (1, "warning Ptv: ", "is not a CSS colour"));

  ptv_placeholder_set_max_length (placeholder, -5);
  ptv_placeholder_set_max_length (placeholder, G_MININT);
  CHECK (logged (2, "critical Ptv: ptv_placeholder_set_max_length: assertion 'max_length >= 0' failed", NULL));
  ptv_placeholder_set_max_lines (placeholder, -1);
  CHECK (logged (1, "critical Ptv: ptv_placeholder_set_max_lines: assertion 'max_lines >= 0' failed", NULL));
  ptv_placeholder_set_limit_mode (placeholder, (PtvLimitMode) 2);
  ptv_placeholder_set_limit_mode (placeholder, (PtvLimitMode) -1);
  CHECK (logged (2, "critical Ptv: ptv_placeholder_set_limit_mode: assertion 'mode is a PtvLimitMode' failed", NULL));
  ptv_placeholder_set_return_behavior (placeholder, (PtvReturnBehavior) -1);
  CHECK (logged (1, "critical Ptv: ptv_placeholder_set_return_behavior:", "'behavior is a PtvReturnBehavior'"));
  ptv_placeholder_set_text_view (placeholder, (GtkTextView *) label);
  CHECK (logged (1, "critical Ptv: ptv_placeholder_set_text_view:", "'view == NULL || GTK_IS_TEXT_VIEW (view)'"));

  /* Through GObject: GLib checks the values against the properties' specifications. */
  g_object_set (placeholder, "text-view", label, NULL);
  g_object_set (placeholder, "max-length", -5, NULL);
  g_object_set (placeholder, "limit-mode", 9, NULL);
  g_object_set (placeholder, "showing", FALSE, NULL);  /* read-only */
  CHECK (logged (4, " GLib-GObject: ", NULL));

  /* The largest limit is a limit, not bad input. */
  ptv_placeholder_set_max_length (placeholder, G_MAXINT);
  CHECK (ptv_placeholder_get_max_length (placeholder) == G_MAXINT && !ptv_placeholder_get_over_limit (placeholder));
  CHECK (ptv_placeholder_get_remaining (placeholder) == G_MAXINT);  /* the view is empty */
  ptv_placeholder_set_max_length (placeholder, 5);
  CHECK (logged (0, NULL, NULL));

  /* Every value as it was. */
  CHECK (strcmp (ptv_placeholder_get_text (placeholder), "Write here") == 0);
  CHECK (ptv_placeholder_get_markup (placeholder) == NULL && strcmp (ptv_placeholder_get_color (placeholder), "") == 0);
  CHECK (ptv_placeholder_get_hide_while_focused (placeholder) == (GTK_MAJOR_VERSION == 3));  /* its default */
  CHECK (ptv_placeholder_get_max_length (placeholder) == 5 && ptv_placeholder_get_max_lines (placeholder) == 0);
  CHECK (ptv_placeholder_get_limit_mode (placeholder) == PTV_LIMIT_MODE_BLOCK);
  CHECK (ptv_placeholder_get_return_behavior (placeholder) == PTV_RETURN_BEHAVIOR_NEWLINE);
  CHECK (ptv_placeholder_get_text_view (placeholder) == view && ptv_placeholder_get_showing (placeholder));
  g_object_unref (label);
  g_object_unref (object);
}
