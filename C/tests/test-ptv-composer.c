/* The composer's settings from C: the length limit and its count
 * (accessors and properties agree, text set by code is never cut, the count
 * notifies exactly on change) and Return's behaviour; bad input is a
 * critical that keeps the old value. */
#include <ptv.h>
#include <string.h>

#include "check.h"

static void
count_notify (GObject *object, GParamSpec *spec, gpointer data)
{
  (*(int *) data)++;
}

void
check_length_limit (GtkTextView *view)
{
  PtvPlaceholder *placeholder = ptv_placeholder_new (view, NULL);
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (view);
  gtk_text_buffer_set_text (buffer, "", -1);
  int length_notifications = 0, over_notifications = 0;
  g_signal_connect (placeholder, "notify::length", G_CALLBACK (count_notify), &length_notifications);
  g_signal_connect (placeholder, "notify::over-limit", G_CALLBACK (count_notify), &over_notifications);

  ptv_placeholder_set_max_length (placeholder, 5);
  CHECK (ptv_placeholder_get_max_length (placeholder) == 5 && ptv_placeholder_get_remaining (placeholder) == 5);
  CHECK (ptv_placeholder_get_limit_mode (placeholder) == PTV_LIMIT_MODE_BLOCK);
  gtk_text_buffer_set_text (buffer, "longer than five", -1);
  char *text = NULL;
  g_object_get (buffer, "text", &text, NULL);
  CHECK (strcmp (text, "longer than five") == 0);  /* code's text is never cut */
  g_free (text);
  CHECK (ptv_placeholder_get_length (placeholder) == 16 && ptv_placeholder_get_remaining (placeholder) == -11);
  CHECK (ptv_placeholder_get_over_limit (placeholder) && over_notifications == 1);
  CHECK (length_notifications == 1);
  g_object_set (placeholder, "limit-mode", PTV_LIMIT_MODE_WARN, "max-length", 20, NULL);
  CHECK (ptv_placeholder_get_limit_mode (placeholder) == PTV_LIMIT_MODE_WARN);
  CHECK (!ptv_placeholder_get_over_limit (placeholder) && over_notifications == 2);
  CHECK (length_notifications == 1);  /* the length did not change */

  ptv_placeholder_set_max_length (placeholder, -1);  /* a critical; the limit stays */
  CHECK (ptv_placeholder_get_max_length (placeholder) == 20);
  ptv_placeholder_set_max_length (placeholder, 0);
  CHECK (ptv_placeholder_get_length (placeholder) == 0 && ptv_placeholder_get_remaining (placeholder) == 0);
  CHECK (g_type_from_name ("PtvLimitMode") == PTV_TYPE_LIMIT_MODE);
  gtk_text_buffer_set_text (buffer, "", -1);
  g_object_unref (placeholder);
}

void
check_return_behavior (GtkTextView *view)
{
  PtvPlaceholder *placeholder = ptv_placeholder_new (view, NULL);
  int notifications = 0;
  g_signal_connect (placeholder, "notify::return-behavior", G_CALLBACK (count_notify), &notifications);
  CHECK (ptv_placeholder_get_return_behavior (placeholder) == PTV_RETURN_BEHAVIOR_NEWLINE);
  ptv_placeholder_set_return_behavior (placeholder, PTV_RETURN_BEHAVIOR_ACTIVATES_DEFAULT);
  CHECK (ptv_placeholder_get_return_behavior (placeholder) == PTV_RETURN_BEHAVIOR_ACTIVATES_DEFAULT);
  g_object_set (placeholder, "return-behavior", PTV_RETURN_BEHAVIOR_MOVES_FOCUS, NULL);
  CHECK (ptv_placeholder_get_return_behavior (placeholder) == PTV_RETURN_BEHAVIOR_MOVES_FOCUS);
  CHECK (notifications == 2);
  ptv_placeholder_set_return_behavior (placeholder, (PtvReturnBehavior) 7);  /* a critical; kept */
  CHECK (ptv_placeholder_get_return_behavior (placeholder) == PTV_RETURN_BEHAVIOR_MOVES_FOCUS && notifications == 2);
  CHECK (g_signal_lookup ("activate", PTV_TYPE_PLACEHOLDER) != 0);
  CHECK (g_type_from_name ("PtvReturnBehavior") == PTV_TYPE_RETURN_BEHAVIOR);
  ptv_placeholder_set_return_behavior (placeholder, PTV_RETURN_BEHAVIOR_NEWLINE);
  g_object_unref (placeholder);
}

void
check_counter (GtkTextView *view)
{
  PtvPlaceholder *placeholder = ptv_placeholder_new (view, NULL);
  int notifications = 0;
  g_signal_connect (placeholder, "notify::shows-counter", G_CALLBACK (count_notify), &notifications);
  CHECK (!ptv_placeholder_get_shows_counter (placeholder));
  ptv_placeholder_set_max_length (placeholder, 10);
  ptv_placeholder_set_shows_counter (placeholder, TRUE);
  g_object_set (placeholder, "shows-counter", TRUE, NULL);  /* unchanged: not notified */
  CHECK (ptv_placeholder_get_shows_counter (placeholder) && notifications == 1);
  /* The counter has room of its own below the text. */
#if GTK_MAJOR_VERSION == 4
  {
    /* GTK hands back the box it wraps a gutter's widget in. */
    GtkWidget *gutter = gtk_text_view_get_gutter (view, GTK_TEXT_WINDOW_BOTTOM);
    CHECK (gutter != NULL && (GTK_IS_LABEL (gutter) || GTK_IS_LABEL (gtk_widget_get_first_child (gutter))));
  }
#else
  CHECK (gtk_text_view_get_border_window_size (view, GTK_TEXT_WINDOW_BOTTOM) > 0);
#endif
  /* A line limit: the length is then in lines. */
  ptv_placeholder_set_max_lines (placeholder, 3);
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (view), "a\nb\nc\nd", -1);
  CHECK (ptv_placeholder_get_max_lines (placeholder) == 3);
  CHECK (ptv_placeholder_get_length (placeholder) == 4 && ptv_placeholder_get_over_limit (placeholder));
  ptv_placeholder_set_max_lines (placeholder, -1);  /* a critical; the limit stays */
  CHECK (ptv_placeholder_get_max_lines (placeholder) == 3);
  ptv_placeholder_set_max_lines (placeholder, 0);
  CHECK (ptv_placeholder_get_length (placeholder) == 7);
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (view), "", -1);
  ptv_placeholder_set_shows_counter (placeholder, FALSE);
#if GTK_MAJOR_VERSION == 4
  CHECK (gtk_text_view_get_gutter (view, GTK_TEXT_WINDOW_BOTTOM) == NULL);
#else
  CHECK (gtk_text_view_get_border_window_size (view, GTK_TEXT_WINDOW_BOTTOM) == 0);
#endif
  ptv_placeholder_set_max_length (placeholder, 0);
  g_object_unref (placeholder);
}
