/* The C library from C: built with the installed ptv-3.pc (or ptv-4.pc:
 * the same file serves GTK 3 and GTK 4), run under a display by
 * CLibraryTests.
 *   test-ptv OUTPUT_DIRECTORY
 * Writes placeholder.png and typed.png (the test compares their ink) and
 * exits non-zero, with a message, when any check fails. */
#include <ptv.h>
#include <stdio.h>
#include <string.h>

#include "check.h"

#define TEXT "Tell us about yourself: what you do, what you like, and what brought you here today."

int failures = 0;
static int criticals = 0;

static void
count_critical (const char *domain, GLogLevelFlags level, const char *message, gpointer data)
{
  criticals++;
}

static void
count_notify (GObject *object, GParamSpec *spec, gpointer data)
{
  (*(int *) data)++;
}

#if GTK_MAJOR_VERSION == 3
static gboolean
write_png (GtkWidget *widget, const char *directory, const char *name)
{
  int width = gtk_widget_get_allocated_width (widget);
  int height = gtk_widget_get_allocated_height (widget);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cairo_t *cr = cairo_create (surface);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  gtk_widget_draw (widget, cr);
  cairo_destroy (cr);
  char *path = g_build_filename (directory, name, NULL);
  gboolean ok = cairo_surface_write_to_png (surface, path) == CAIRO_STATUS_SUCCESS;
  g_free (path);
  cairo_surface_destroy (surface);
  return ok;
}

#define destroy_window(window) gtk_widget_destroy (window)
#define GTK_INIT_CHECK(argc, argv) gtk_init_check (argc, argv)
#else
/* GTK 4: the widget's paintable, rendered by its window's renderer. */
static gboolean
write_png (GtkWidget *widget, const char *directory, const char *name)
{
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  GdkPaintable *paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  gtk_snapshot_append_color (snapshot, &(GdkRGBA) { 1, 1, 1, 1 }, &GRAPHENE_RECT_INIT (0, 0, width, height));
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  GskRenderNode *node = gtk_snapshot_free_to_node (snapshot);
  GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));
  GdkTexture *texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, width, height));
  char *path = g_build_filename (directory, name, NULL);
  gboolean ok = gdk_texture_save_to_png (texture, path);
  g_free (path);
  g_object_unref (texture);
  gsk_render_node_unref (node);
  g_object_unref (paintable);
  return ok;
}

#define destroy_window(window) gtk_window_destroy (GTK_WINDOW (window))
#define GTK_INIT_CHECK(argc, argv) gtk_init_check ()
#endif

static GtkWidget *
new_view_in_window (GtkWidget **window)
{
  GtkWidget *view = gtk_text_view_new ();
  gtk_text_view_set_wrap_mode (GTK_TEXT_VIEW (view), GTK_WRAP_WORD);
  gtk_text_view_set_left_margin (GTK_TEXT_VIEW (view), 14);
  gtk_text_view_set_top_margin (GTK_TEXT_VIEW (view), 9);
  gtk_text_view_set_indent (GTK_TEXT_VIEW (view), 11);
  /* No caret in the pictures (GTK 4 focuses the view). */
  gtk_text_view_set_cursor_visible (GTK_TEXT_VIEW (view), FALSE);
#if GTK_MAJOR_VERSION == 3
  *window = gtk_window_new (GTK_WINDOW_TOPLEVEL);
  gtk_window_set_default_size (GTK_WINDOW (*window), 300, 160);
  gtk_container_add (GTK_CONTAINER (*window), view);
  gtk_widget_show_all (*window);
#else
  *window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (*window), 300, 160);
  gtk_window_set_child (GTK_WINDOW (*window), view);
  gtk_window_present (GTK_WINDOW (*window));
#endif
  settle ();
  return view;
}

int
main (int argc, char **argv)
{
  if (argc != 2 || !GTK_INIT_CHECK (&argc, &argv))
    {
      fprintf (stderr, "usage: test-ptv OUTPUT_DIRECTORY (with a display)\n");
      return 2;
    }
  g_log_set_handler ("Ptv", G_LOG_LEVEL_CRITICAL, count_critical, NULL);
  CHECK (PTV_CHECK_VERSION (1, 0, 0));
  check_init_and_ui_files ();

  /* Pixels: the placeholder, in the view's text colour, then the same text typed. */
  GtkWidget *window;
  GtkWidget *view = new_view_in_window (&window);
  PtvPlaceholder *placeholder = ptv_placeholder_new (GTK_TEXT_VIEW (view), TEXT);
  GdkRGBA rgba;
#if GTK_MAJOR_VERSION == 3
  GtkStyleContext *style = gtk_widget_get_style_context (view);
  gtk_style_context_get_color (style, gtk_style_context_get_state (style), &rgba);
#elif GTK_CHECK_VERSION (4, 10, 0)
  gtk_widget_get_color (view, &rgba);   /* 4.10 deprecates style contexts */
#else
  gtk_style_context_get_color (gtk_widget_get_style_context (view), &rgba);
#endif
  char *color = gdk_rgba_to_string (&rgba);
  ptv_placeholder_set_color (placeholder, color);
  g_free (color);
  settle ();
  CHECK (ptv_placeholder_get_showing (placeholder));
  CHECK (write_png (view, argv[1], "placeholder.png"));
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (GTK_TEXT_VIEW (view)), TEXT, -1);
  settle ();
  CHECK (!ptv_placeholder_get_showing (placeholder));
  CHECK (write_png (view, argv[1], "typed.png"));

  /* hide-while-focused defaults to the toolkit's entry's rule: GTK 3's
   * GtkEntry hides its placeholder while focused, GTK 4's GtkText keeps it. */
  GParamSpec *hide_spec = g_object_class_find_property (G_OBJECT_GET_CLASS (placeholder), "hide-while-focused");
  gboolean entry_rule = GTK_MAJOR_VERSION == 3;
  CHECK (ptv_placeholder_get_hide_while_focused (placeholder) == entry_rule);
  CHECK (G_PARAM_SPEC_BOOLEAN (hide_spec)->default_value == entry_rule);

  /* Properties round-trip, through the accessors and g_object_get/set. */
  ptv_placeholder_set_text (placeholder, "Plain");
  CHECK (strcmp (ptv_placeholder_get_text (placeholder), "Plain") == 0);
  CHECK (ptv_placeholder_get_markup (placeholder) == NULL);
  GError *error = NULL;
  CHECK (ptv_placeholder_set_markup (placeholder, "<i>Rich</i> text", &error) && error == NULL);
  CHECK (strcmp (ptv_placeholder_get_markup (placeholder), "<i>Rich</i> text") == 0);
  CHECK (strcmp (ptv_placeholder_get_text (placeholder), "Rich text") == 0);
  ptv_placeholder_set_color (placeholder, "#336699");
  CHECK (strcmp (ptv_placeholder_get_color (placeholder), "rgb(51,102,153)") == 0);
  ptv_placeholder_set_hide_while_focused (placeholder, TRUE);
  ptv_placeholder_set_centered (placeholder, TRUE);
  ptv_placeholder_set_natural_height (placeholder, TRUE);
  gboolean hide, centered, natural;
  char *text = NULL;
  g_object_get (placeholder, "hide-while-focused", &hide, "centered", &centered, "natural-height", &natural,
                "text", &text, NULL);
  CHECK (hide && centered && natural && strcmp (text, "Rich text") == 0);
  g_free (text);
  g_object_set (placeholder, "hide-while-focused", FALSE, "text", "Back to plain", NULL);
  CHECK (!ptv_placeholder_get_hide_while_focused (placeholder));
  CHECK (ptv_placeholder_get_centered (placeholder) && ptv_placeholder_get_natural_height (placeholder));
  CHECK (ptv_placeholder_get_text_view (placeholder) == GTK_TEXT_VIEW (view));

  /* Invalid markup: FALSE and a GError with Pango's message; the old placeholder is kept. */
  CHECK (!ptv_placeholder_set_markup (placeholder, "<b>unterminated", &error));
  CHECK (error != NULL && error->domain == PTV_PLACEHOLDER_ERROR
         && error->code == PTV_PLACEHOLDER_ERROR_INVALID_MARKUP && strstr (error->message, "line 1") != NULL);
  g_clear_error (&error);
  CHECK (!ptv_placeholder_set_markup (placeholder, "not UTF-8: \xff\xfe", &error));
  CHECK (error != NULL && error->domain == PTV_PLACEHOLDER_ERROR);
  g_clear_error (&error);
  CHECK (strcmp (ptv_placeholder_get_text (placeholder), "Back to plain") == 0);

  /* notify::showing exactly on flips. */
  int showing_notifications = 0;
  g_signal_connect (placeholder, "notify::showing", G_CALLBACK (count_notify), &showing_notifications);
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (view));
  gtk_text_buffer_set_text (buffer, "", -1);
  CHECK (showing_notifications == 1 && ptv_placeholder_get_showing (placeholder));
  gtk_text_buffer_insert_at_cursor (buffer, "a", -1);
  CHECK (showing_notifications == 2 && !ptv_placeholder_get_showing (placeholder));
  gtk_text_buffer_insert_at_cursor (buffer, "b", -1);
  CHECK (showing_notifications == 2);
  gtk_text_buffer_set_text (buffer, "", -1);
  CHECK (showing_notifications == 3);

  check_length_limit (GTK_TEXT_VIEW (view));
  check_return_behavior (GTK_TEXT_VIEW (view));
  check_counter (GTK_TEXT_VIEW (view));
  check_faces_dropped_while_told (GTK_TEXT_VIEW (view));
  check_placeholder_for_view ();
  check_dead_view_criticals ();

  /* Bad input: criticals, no crash (and one each from the composer's checks). */
  CHECK (ptv_placeholder_new (NULL, "x") == NULL);
  GtkWidget *label = g_object_ref_sink (gtk_label_new ("not a text view"));
  CHECK (ptv_placeholder_new ((GtkTextView *) label, "x") == NULL);
  g_object_unref (label);
  ptv_placeholder_set_text (placeholder, NULL);
  CHECK (ptv_placeholder_get_text (NULL) == NULL);
  CHECK (criticals == 7);

  /* The view destroyed before the object is dropped: the object is inert,
     and a setter says so (test-ptv-faces.c checks every one). */
  char *before = g_strdup (ptv_placeholder_get_text (placeholder));
  destroy_window (window);
  settle ();
  CHECK (ptv_placeholder_get_text_view (placeholder) == NULL);
  CHECK (!ptv_placeholder_get_showing (placeholder));
  g_test_expect_message ("Ptv", G_LOG_LEVEL_CRITICAL, "ptv_placeholder_set_text: assertion * failed");
  ptv_placeholder_set_text (placeholder, "ignored");
  g_test_assert_expected_messages ();
  CHECK (strcmp (ptv_placeholder_get_text (placeholder), before) == 0);
  g_free (before);
  g_object_unref (placeholder);

  /* The object dropped before the view is destroyed: the placeholder stays. */
  view = new_view_in_window (&window);
  placeholder = ptv_placeholder_new (GTK_TEXT_VIEW (view), "Stays");
  g_object_unref (placeholder);
  settle ();
  placeholder = ptv_placeholder_get_for_view (GTK_TEXT_VIEW (view));
  CHECK (placeholder != NULL && strcmp (ptv_placeholder_get_text (placeholder), "Stays") == 0);
  CHECK (placeholder != NULL && ptv_placeholder_get_showing (placeholder));
  g_clear_object (&placeholder);
  destroy_window (window);
  settle ();

  if (failures > 0)
    fprintf (stderr, "test-ptv: %d checks failed\n", failures);
  else
    printf ("test-ptv: all checks passed\n");
  return failures > 0 ? 1 : 0;
}
