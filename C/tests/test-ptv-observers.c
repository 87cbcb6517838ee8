/* Faces released by another face's handler while the library tells the
 * view's faces of a change: the first face's notify::showing handler drops
 * the second face and itself. The library must not touch a face that went
 * away meanwhile (the memcheck run of this program would see it), must not
 * tell it, and must still tell the faces after it. */
#include <ptv.h>

#include "check.h"

static void
count_told (GObject *object, GParamSpec *spec, gpointer data)
{
  (*(int *) data)++;
}

/* @data: the three faces; drops the second and the first (this one). */
static void
drop_second_and_self (GObject *object, GParamSpec *spec, gpointer data)
{
  PtvPlaceholder **faces = data;
  g_clear_object (&faces[1]);
  g_clear_object (&faces[0]);
}

void
check_faces_dropped_while_told (GtkTextView *view)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (view);
  gtk_text_buffer_set_text (buffer, "", -1);
  PtvPlaceholder *faces[3];
  for (int i = 0; i < 3; i++)
    faces[i] = ptv_placeholder_new (view, "Observed");
  int second = 0, third = 0;
  g_signal_connect (faces[0], "notify::showing", G_CALLBACK (drop_second_and_self), faces);
  g_signal_connect (faces[1], "notify::showing", G_CALLBACK (count_told), &second);
  g_signal_connect (faces[2], "notify::showing", G_CALLBACK (count_told), &third);
  gtk_text_buffer_insert_at_cursor (buffer, "a", -1);    /* showing flips: the faces are told */
  CHECK (faces[0] == NULL && faces[1] == NULL);
  CHECK (second == 0 && third == 1);
  gtk_text_buffer_set_text (buffer, "", -1);
  CHECK (third == 2 && ptv_placeholder_get_showing (faces[2]));
  g_object_unref (faces[2]);
}
