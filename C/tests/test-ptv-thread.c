/* GTK run on a thread of its own, a call from a thread other than GTK's,
 * and bad arguments: the library answers the latter two with a logged
 * critical or warning, as GLib does, and never ends the process.
 *   test-ptv-thread        (with a display)
 * Built with test-ptv-bad-input.c (the bad arguments).
 * The first thread only starts GTK's thread and waits for it. Exits 0 and
 * says "all checks passed" when every check passed. */
#include <ptv.h>
#include <string.h>

#include "check.h"

int failures = 0;

/* The warnings and criticals of the library and of GLib logged, from any
 * thread, each as "LEVEL DOMAIN: MESSAGE"; checked and forgotten by
 * logged(). GTK's own (a missing session bus, say) go to standard error,
 * as in any program. */
static GMutex log_lock;
static GPtrArray *messages;

static GLogWriterOutput
record (GLogLevelFlags level, const GLogField *fields, gsize n_fields, gpointer data)
{
  char *domain = NULL, *message = NULL;
  for (gsize i = 0; i < n_fields; i++)
    {
      char **field = strcmp (fields[i].key, "GLIB_DOMAIN") == 0 ? &domain
                     : strcmp (fields[i].key, "MESSAGE") == 0 ? &message : NULL;
      if (field != NULL && *field == NULL)
        *field = fields[i].length < 0 ? g_strdup (fields[i].value) : g_strndup (fields[i].value, fields[i].length);
    }
  if (!(level & (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING)) || domain == NULL
      || !(strcmp (domain, "Ptv") == 0 || strcmp (domain, "GLib") == 0 || strcmp (domain, "GLib-GObject") == 0))
    {
      g_free (domain);
      g_free (message);
      return g_log_writer_default (level, fields, n_fields, data);
    }
  g_mutex_lock (&log_lock);
  g_ptr_array_add (messages, g_strdup_printf ("%s %s: %s", level & G_LOG_LEVEL_CRITICAL ? "critical" : "warning",
                                              domain ? domain : "-", message ? message : ""));
  g_mutex_unlock (&log_lock);
  g_free (domain);
  g_free (message);
  return G_LOG_WRITER_HANDLED;
}

/* Whether exactly @count messages were logged since the last call, each
 * containing @part and @other (NULL for anything); forgets them. */
gboolean
logged (guint count, const char *part, const char *other)
{
  g_mutex_lock (&log_lock);
  gboolean matched = messages->len == count;
  for (guint i = 0; i < messages->len; i++)
    {
      const char *message = messages->pdata[i];
      matched = matched && (part == NULL || strstr (message, part)) && (other == NULL || strstr (message, other));
    }
  if (!matched)
    {
      fprintf (stderr, "expected %u messages with \"%s\" and \"%s\"; logged %u:\n", count, part ? part : "",
               other ? other : "", messages->len);
      for (guint i = 0; i < messages->len; i++)
        fprintf (stderr, "  %s\n", (const char *) messages->pdata[i]);
    }
  g_ptr_array_set_size (messages, 0);
  g_mutex_unlock (&log_lock);
  return matched;
}

/* Whether a message logged since logged() was last called contains @part. */
static gboolean
logged_one_with (const char *part)
{
  g_mutex_lock (&log_lock);
  gboolean found = FALSE;
  for (guint i = 0; i < messages->len; i++)
    found = found || strstr (messages->pdata[i], part) != NULL;
  g_mutex_unlock (&log_lock);
  return found;
}

/* A call made from a thread other than GTK's, while GTK's thread runs its
 * main loop, and what the library answered. */
typedef struct {
  PtvPlaceholder *placeholder;
  GtkTextView *view;
  GMainLoop *loop;
  GThread *thread;
  const char *text;
  gboolean showing, markup_set;
  int max_length;
  PtvPlaceholder *made, *found;
  GError *error;
} Intruder;

static gboolean
quit (gpointer loop)
{
  g_main_loop_quit (loop);
  return G_SOURCE_REMOVE;
}

/* The intruding thread: each call must log a critical and do nothing. */
static gpointer
intrude (gpointer data)
{
  Intruder *in = data;
  ptv_placeholder_set_text (in->placeholder, "from another thread");
  in->text = ptv_placeholder_get_text (in->placeholder);
  in->showing = ptv_placeholder_get_showing (in->placeholder);
  ptv_placeholder_set_max_length (in->placeholder, 1);
  in->max_length = ptv_placeholder_get_max_length (in->placeholder);
  in->markup_set = ptv_placeholder_set_markup (in->placeholder, "<b>from another thread</b>", &in->error);
  in->made = ptv_placeholder_new (in->view, "from another thread");
  in->found = ptv_placeholder_get_for_view (in->view);
  g_idle_add (quit, in->loop);  /* thread-safe: GTK's thread quits its loop */
  return NULL;
}

/* On GTK's thread, dispatching: starts the intruder and waits for it. */
static gboolean
intrude_while_dispatching (gpointer data)
{
  Intruder *in = data;
  g_thread_join (g_thread_new ("intruder", intrude, in));
  return G_SOURCE_REMOVE;
}

/* On GTK's thread: starts the intruder, which calls while the loop polls. */
static gboolean
intrude_while_polling (gpointer data)
{
  Intruder *in = data;
  in->thread = g_thread_new ("intruder", intrude, in);
  return G_SOURCE_REMOVE;
}

/* Runs GTK's main loop while an intruder, started by @start, calls: the
 * loop owns the default main context throughout, whether it is dispatching
 * @start or polling. */
static void
check_calls_from_another_thread (GtkTextView *view, PtvPlaceholder *placeholder, GSourceFunc start)
{
  Intruder in = { placeholder, view, g_main_loop_new (NULL, FALSE) };
  g_idle_add (start, &in);
  g_main_loop_run (in.loop);
  if (in.thread != NULL)
    g_thread_join (in.thread);
  g_main_loop_unref (in.loop);
  CHECK (in.text == NULL && !in.showing && in.max_length == 0 && in.made == NULL && in.found == NULL);
  CHECK (!in.markup_set && in.error == NULL);
  CHECK (logged_one_with ("critical Ptv: ptv_placeholder_set_text: assertion 'called on the thread that runs GTK'"));
  CHECK (logged_one_with ("ptv_placeholder_new: assertion 'called on the thread that runs GTK'"));
  CHECK (logged_one_with ("ptv_placeholder_get_for_view: assertion 'called on the thread that runs GTK'"));
  CHECK (logged (8, "critical Ptv: ptv_", ": assertion 'called on the thread that runs GTK' failed"));
  /* Nothing changed, as GTK's own thread reads it. */
  CHECK (strcmp (ptv_placeholder_get_text (placeholder), "Write here") == 0);
  CHECK (ptv_placeholder_get_markup (placeholder) == NULL && ptv_placeholder_get_max_length (placeholder) == 5);
  CHECK (ptv_placeholder_get_showing (placeholder));
  CHECK (logged (0, NULL, NULL));
}

/* GTK's thread: GTK, a window, the placeholder, and the checks. */
static gpointer
run_gtk (gpointer data)
{
#if GTK_MAJOR_VERSION == 3
  if (!gtk_init_check (NULL, NULL))
#else
  if (!gtk_init_check ())
#endif
    return GINT_TO_POINTER (FALSE);
  ptv_init ();
  GtkWidget *view = gtk_text_view_new ();
  GtkWidget *window = show_in_window (view);
  PtvPlaceholder *placeholder = ptv_placeholder_new (GTK_TEXT_VIEW (view), "Write here");
  settle ();
  CHECK (gtk_widget_get_mapped (view));
  CHECK (ptv_placeholder_get_showing (placeholder));
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (view));
  gtk_text_buffer_set_text (buffer, "typed", -1);
  settle ();
  CHECK (!ptv_placeholder_get_showing (placeholder));
  gtk_text_buffer_set_text (buffer, "", -1);
  settle ();
  CHECK (ptv_placeholder_get_showing (placeholder));

  /* A limit and its counter; text from code is never cut. */
  ptv_placeholder_set_max_length (placeholder, 5);
  ptv_placeholder_set_shows_counter (placeholder, TRUE);
  gtk_text_buffer_set_text (buffer, "longer than five", -1);
  settle ();
  CHECK (gtk_text_buffer_get_char_count (buffer) == 16);
  CHECK (ptv_placeholder_get_length (placeholder) == 16 && ptv_placeholder_get_remaining (placeholder) == -11);
  CHECK (ptv_placeholder_get_over_limit (placeholder) && ptv_placeholder_get_shows_counter (placeholder));
#if GTK_MAJOR_VERSION == 4
  CHECK (gtk_text_view_get_gutter (GTK_TEXT_VIEW (view), GTK_TEXT_WINDOW_BOTTOM) != NULL);
#else
  CHECK (gtk_text_view_get_border_window_size (GTK_TEXT_VIEW (view), GTK_TEXT_WINDOW_BOTTOM) > 0);
#endif
  gtk_text_buffer_set_text (buffer, "", -1);
  settle ();
  CHECK (!ptv_placeholder_get_over_limit (placeholder) && ptv_placeholder_get_remaining (placeholder) == 5);
  CHECK (logged (0, NULL, NULL));  /* GTK off the first thread is not misuse */

  check_calls_from_another_thread (GTK_TEXT_VIEW (view), placeholder, intrude_while_dispatching);
  check_calls_from_another_thread (GTK_TEXT_VIEW (view), placeholder, intrude_while_polling);
  check_bad_arguments (GTK_TEXT_VIEW (view), placeholder);

#if GTK_MAJOR_VERSION == 3
  gtk_widget_destroy (window);
#else
  gtk_window_destroy (GTK_WINDOW (window));
#endif
  settle ();
  CHECK (ptv_placeholder_get_text_view (placeholder) == NULL);
  g_object_unref (placeholder);
  settle ();
  CHECK (logged (0, NULL, NULL));
  return GINT_TO_POINTER (TRUE);
}

int
main (void)
{
  /* Criticals are what is tested: they must not end the process here. */
  g_log_set_always_fatal (G_LOG_LEVEL_ERROR);
  messages = g_ptr_array_new_with_free_func (g_free);
  g_log_set_writer_func (record, NULL, NULL);
  if (!GPOINTER_TO_INT (g_thread_join (g_thread_new ("gtk", run_gtk, NULL))))
    {
      fprintf (stderr, "test-ptv-thread: GTK could not start (no display?)\n");
      return 2;
    }
  if (failures > 0)
    fprintf (stderr, "test-ptv-thread: %d checks failed\n", failures);
  else
    printf ("test-ptv-thread: all checks passed\n");
  return failures > 0 ? 1 : 0;
}
