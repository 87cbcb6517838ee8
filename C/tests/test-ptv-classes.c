/* The library writes into no class: GtkTextView's, its accessible's (GTK 3),
 * GtkSourceView's and an app's subclass's class structs are byte for byte
 * the same before any placeholder, while placeholders show with every
 * option on, and after they are gone. GLib's own GObjectClass.flags, which
 * GLib itself updates, is left out.
 *   test-ptv-classes       (with a display; built with GtkSourceView:
 *                           gtksourceview-4 for GTK 3, gtksourceview-5 for GTK 4)
 * Exits 0 and says "all checks passed" when every check passed. */
#include <ptv.h>
#include <string.h>
#if GTK_MAJOR_VERSION == 3
#include <gtk/gtk-a11y.h>
#include <gtksourceview/gtksource.h>
#else
#include <gtksourceview/gtksource.h>
#endif

#include "check.h"

int failures = 0;

/* An app's own GtkTextView subclass, with nothing of its own. */
typedef GtkTextView AppTextView;
typedef GtkTextViewClass AppTextViewClass;
G_DEFINE_TYPE (AppTextView, app_text_view, GTK_TYPE_TEXT_VIEW)
static void app_text_view_class_init (AppTextViewClass *klass) {}
static void app_text_view_init (AppTextView *view) {}

/* One class struct, and a copy of its bytes. */
typedef struct {
  const char *name;
  guint8 *klass;
  gsize size;
  guint8 *before;
} ClassBytes;

static void
take (ClassBytes *entry, GType type)
{
  GTypeQuery query;
  g_type_query (type, &query);
  entry->name = g_type_name (type);
  entry->klass = g_type_class_ref (type);
  entry->size = query.class_size;
  entry->before = g_memdup2 (entry->klass, entry->size);
}

/* Whether @entry's bytes are what they were, GObjectClass.flags aside;
 * prints each pointer-sized field that changed. */
static gboolean
unchanged (const ClassBytes *entry, const char *when)
{
  gboolean same = TRUE;
  gsize flags = G_STRUCT_OFFSET (GObjectClass, flags);
  for (gsize offset = 0; offset + sizeof (gpointer) <= entry->size; offset += sizeof (gpointer))
    {
      if (offset == flags)
        continue;
      if (memcmp (entry->klass + offset, entry->before + offset, sizeof (gpointer)) != 0)
        {
          fprintf (stderr, "%s: %s changed at offset %" G_GSIZE_FORMAT "\n", when, entry->name, offset);
          same = FALSE;
        }
    }
  return same;
}

static void
destroy (GtkWidget *window)
{
#if GTK_MAJOR_VERSION == 3
  gtk_widget_destroy (window);
#else
  gtk_window_destroy (GTK_WINDOW (window));
#endif
}

int
main (void)
{
#if GTK_MAJOR_VERSION == 3
  if (!gtk_init_check (NULL, NULL))
#else
  if (!gtk_init_check ())
#endif
    {
      fprintf (stderr, "test-ptv-classes: GTK could not start (no display?)\n");
      return 2;
    }
  GType types[] = { GTK_TYPE_TEXT_VIEW, app_text_view_get_type (), GTK_SOURCE_TYPE_VIEW };
  const guint n_views = G_N_ELEMENTS (types);

  /* Each kind of view made and drawn once with no placeholder, so that
   * what GTK sets up on first use is set up before the first look. */
  for (guint i = 0; i < n_views; i++)
    {
      GtkWidget *view = g_object_new (types[i], NULL);
      GtkWidget *window = show_in_window (view);
#if GTK_MAJOR_VERSION == 3
      g_object_ref (gtk_widget_get_accessible (view));
#endif
      settle ();
      destroy (window);
    }
  settle ();

  ClassBytes classes[4];
  guint n_classes = 0;
  for (guint i = 0; i < n_views; i++)
    take (&classes[n_classes++], types[i]);
#if GTK_MAJOR_VERSION == 3
  take (&classes[n_classes++], GTK_TYPE_TEXT_VIEW_ACCESSIBLE);
#endif

  /* Placeholders on every kind of view, every option on, shown, typed
   * over, emptied. */
  ptv_init ();
  GtkWidget *windows[G_N_ELEMENTS (types)];
  PtvPlaceholder *placeholders[G_N_ELEMENTS (types)];
  for (guint i = 0; i < n_views; i++)
    {
      GtkWidget *view = g_object_new (types[i], NULL);
      windows[i] = show_in_window (view);
      placeholders[i] = ptv_placeholder_new (GTK_TEXT_VIEW (view), "Write a message");
      ptv_placeholder_set_natural_height (placeholders[i], TRUE);
      ptv_placeholder_set_shows_counter (placeholders[i], TRUE);
      ptv_placeholder_set_max_length (placeholders[i], 20);
      ptv_placeholder_set_max_lines (placeholders[i], 3);
      ptv_placeholder_set_return_behavior (placeholders[i], PTV_RETURN_BEHAVIOR_ACTIVATES_DEFAULT);
      ptv_placeholder_set_centered (placeholders[i], TRUE);
#if GTK_MAJOR_VERSION == 3
      atk_object_get_description (gtk_widget_get_accessible (view));
#endif
    }
  settle ();
  for (guint i = 0; i < n_views; i++)
    CHECK (ptv_placeholder_get_showing (placeholders[i]));
  for (guint i = 0; i < n_classes; i++)
    CHECK (unchanged (&classes[i], "while placeholders show"));
  for (guint i = 0; i < n_views; i++)
    {
      GtkTextBuffer *buffer = gtk_text_view_get_buffer (ptv_placeholder_get_text_view (placeholders[i]));
      gtk_text_buffer_set_text (buffer, "typed", -1);
      settle ();
      CHECK (!ptv_placeholder_get_showing (placeholders[i]));
      gtk_text_buffer_set_text (buffer, "", -1);
    }
  settle ();
  for (guint i = 0; i < n_classes; i++)
    CHECK (unchanged (&classes[i], "after typing"));

  /* Every placeholder and view gone. */
  for (guint i = 0; i < n_views; i++)
    {
      destroy (windows[i]);
      g_object_unref (placeholders[i]);
    }
  settle ();
  for (guint i = 0; i < n_classes; i++)
    CHECK (unchanged (&classes[i], "after every placeholder is gone"));

  if (failures > 0)
    fprintf (stderr, "test-ptv-classes: %d checks failed\n", failures);
  else
    printf ("test-ptv-classes: all checks passed\n");
  return failures > 0 ? 1 : 0;
}
