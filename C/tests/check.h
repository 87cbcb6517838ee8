/* What the C test's files share: its CHECK, counting failures. */
#ifndef PTV_TEST_CHECK_H
#define PTV_TEST_CHECK_H

#include <ptv.h>
#include <stdio.h>

extern int failures;

#define CHECK(condition) \
  do { if (!(condition)) { fprintf (stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #condition); failures++; } } while (0)

/* test-ptv-ui.c: ptv_init(), a .ui file, and text and markup set in every order. */
void check_init_and_ui_files (void);

/* test-ptv-composer.c: max-length, limit-mode and the count on @view (its text
   is emptied; one critical is logged). */
void check_length_limit (GtkTextView *view);

/* test-ptv-composer.c: return-behavior and the activate signal on @view (one
   critical is logged). */
void check_return_behavior (GtkTextView *view);

/* test-ptv-composer.c: shows-counter, the room it takes below the text of @view, and
   max-lines (one critical is logged). */
void check_counter (GtkTextView *view);

/* test-ptv-observers.c: faces of @view dropped by another face's handler while
   the library tells them of a change (the view's text is emptied). */
void check_faces_dropped_while_told (GtkTextView *view);

/* test-ptv-faces.c: ptv_placeholder_get_for_view() on views of its own (one
   critical per bad argument, expected with g_test_expect_message). */
void check_placeholder_for_view (void);

/* test-ptv-faces.c: an object whose view was destroyed, every setter refused
   with a critical (expected with g_test_expect_message), reads unchanged. */
void check_dead_view_criticals (void);

/* test-ptv-thread.c: whether exactly @count warnings or criticals were
   logged since the last call, each containing @part and @other (NULL for
   anything); forgets them. */
gboolean logged (guint count, const char *part, const char *other);

/* test-ptv-bad-input.c: bad arguments on @placeholder (on @view, empty),
   each logged as it should be, every value kept. */
void check_bad_arguments (GtkTextView *view, PtvPlaceholder *placeholder);

/* Runs the main loop until it is idle, twenty times over 0.1 s: what was
   queued (idles, frames, deferred size requests) has run. */
static inline void
settle (void)
{
  for (int i = 0; i < 20; i++)
    {
      while (g_main_context_iteration (NULL, FALSE))
        ;
      g_usleep (5000);
    }
}

/* A window holding @view, shown, 300 × 160. */
static inline GtkWidget *
show_in_window (GtkWidget *view)
{
#if GTK_MAJOR_VERSION == 3
  GtkWidget *window = gtk_window_new (GTK_WINDOW_TOPLEVEL);
  gtk_container_add (GTK_CONTAINER (window), view);
  gtk_widget_show_all (window);
#else
  GtkWidget *window = gtk_window_new ();
  gtk_window_set_child (GTK_WINDOW (window), view);
  gtk_window_present (GTK_WINDOW (window));
#endif
  gtk_window_set_default_size (GTK_WINDOW (window), 300, 160);
  return window;
}

#endif
