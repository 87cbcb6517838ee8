/* frame_instructions.c — the instructions a frame of a GtkTextView with a
 * placeholder costs, for callgrind to count.
 *
 * A 300×160 window holds an empty GtkTextView with, unless the argument
 * "bare" is given, ptv_placeholder_new (view, "Tell us about yourself").
 * Once the window has drawn and the main loop has settled, the view is
 * drawn WARMUP times (caches filled), then N times in draw_frames(), the
 * one function to count:
 *
 *   GTK 3  gtk_widget_draw (view, cr) onto a Cairo image surface of the
 *          view's size: the view's own drawing and its "draw" handlers,
 *          the placeholder's among them, every frame.
 *   GTK 4  gtk_widget_queue_draw (view), a new snapshot of the view
 *          (gtk_widget_snapshot_child, so the view's snapshot runs again;
 *          the placeholder's overlay widget, not queued itself, gives the
 *          node GTK kept for it) and gsk_render_node_draw() of the node
 *          onto the same kind of surface. With the argument "paintable"
 *          instead: a snapshot of gtk_widget_paintable_new (view),
 *          rendered the same way; but a GtkWidgetPaintable hands out the
 *          render node the view made when the window last painted, so no
 *          snapshot code (the view's or the placeholder's) runs in it,
 *          only the rendering of that node.
 *
 * Arguments, in any order: bare, paintable (GTK 4), n=N (200),
 * warmup=W (5), png=FILE (the last frame, to look at).
 * Prints the view's size and its "ink": the pixels of the last frame that
 * differ from the bottom-right one, which is background (a bare view has
 * none but the cursor's; the placeholder's text adds its own).
 *
 * Build (GTK 3; ptv-4 for GTK 4), and count with callgrind:
 *   cc -O2 -g C/bench/frame_instructions.c -o /tmp/fi $(pkg-config --cflags --libs ptv-3)
 *   NO_AT_BRIDGE=1 xvfb-run -a valgrind --tool=callgrind \
 *       --toggle-collect=draw_frames --callgrind-out-file=/tmp/fi.out /tmp/fi n=200
 * C/bench/frame_instructions.sh does both and divides by N.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <gtk/gtk.h>
#ifndef FRAME_BARE_ONLY
#include <ptv.h>
#endif

static GtkWidget *window;
static GtkWidget *view;
static cairo_surface_t *surface;
static int width, height;
static gboolean use_paintable;
#if GTK_MAJOR_VERSION == 4
static GdkPaintable *paintable;
#endif
static gboolean drawn;

#if GTK_MAJOR_VERSION == 3
static gboolean
on_draw (GtkWidget *widget, cairo_t *cr, gpointer data)
{
  drawn = TRUE;
  return FALSE;
}
#else
static void
on_after_paint (GdkFrameClock *clock, gpointer data)
{
  drawn = TRUE;
}
#endif

/* One frame of the view, onto `surface`. */
static void
draw_frame (void)
{
  cairo_t *cr = cairo_create (surface);
#if GTK_MAJOR_VERSION == 3
  gtk_widget_draw (view, cr);
#else
  GskRenderNode *node;
  if (use_paintable)
    {
      GtkSnapshot *s = gtk_snapshot_new ();
      gdk_paintable_snapshot (paintable, s, width, height);
      node = gtk_snapshot_free_to_node (s);
    }
  else
    {
      graphene_rect_t bounds;
      GtkWidget *parent = gtk_widget_get_parent (view);
      GtkSnapshot *s = gtk_snapshot_new ();
      gtk_widget_queue_draw (view);
      gtk_widget_snapshot_child (parent, view, s);
      node = gtk_snapshot_free_to_node (s);
      /* snapshot_child places the view where it is in its parent. */
      if (gtk_widget_compute_bounds (view, parent, &bounds))
        cairo_translate (cr, -bounds.origin.x, -bounds.origin.y);
    }
  if (node)
    {
      gsk_render_node_draw (node, cr);
      gsk_render_node_unref (node);
    }
#endif
  cairo_destroy (cr);
}

__attribute__((noinline)) void
draw_frames (int n)
{
  for (int i = 0; i < n; i++)
    draw_frame ();
}

/* Runs what is pending, WAITS times with a little sleep in between. */
static void
settle (int waits)
{
  for (int i = 0; i < waits; i++)
    {
      while (g_main_context_iteration (NULL, FALSE))
        ;
      g_usleep (2000);
    }
}

static long
ink (void)
{
  cairo_surface_flush (surface);
  unsigned char *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);
  guint32 background = *(guint32 *) (data + (height - 1) * stride + (width - 1) * 4);
  long count = 0;
  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      if (*(guint32 *) (data + y * stride + x * 4) != background)
        count++;
  return count;
}

int
main (int argc, char **argv)
{
  gboolean bare = FALSE;
  int n = 200, warmup = 5;
  const char *png = NULL;

  for (int i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "bare") == 0)
        bare = TRUE;
      else if (strcmp (argv[i], "paintable") == 0)
        use_paintable = TRUE;
      else if (strncmp (argv[i], "n=", 2) == 0)
        n = atoi (argv[i] + 2);
      else if (strncmp (argv[i], "warmup=", 7) == 0)
        warmup = atoi (argv[i] + 7);
      else if (strncmp (argv[i], "png=", 4) == 0)
        png = argv[i] + 4;
      else
        {
          fprintf (stderr, "usage: %s [bare] [paintable] [n=N] [warmup=W] [png=FILE]\n", argv[0]);
          return 2;
        }
    }

#if GTK_MAJOR_VERSION == 3
  gtk_init (NULL, NULL);
#else
  gtk_init ();
#endif
  /* A blinking cursor would make frames differ with the time they start. */
  g_object_set (gtk_settings_get_default (), "gtk-cursor-blink", FALSE, NULL);

  view = gtk_text_view_new ();
#ifndef FRAME_BARE_ONLY
  PtvPlaceholder *placeholder = NULL;
  if (!bare)
    placeholder = ptv_placeholder_new (GTK_TEXT_VIEW (view), "Tell us about yourself");
#else
  if (!bare)
    {
      fprintf (stderr, "built without the library: only \"bare\"\n");
      return 2;
    }
#endif

#if GTK_MAJOR_VERSION == 3
  window = gtk_window_new (GTK_WINDOW_TOPLEVEL);
  gtk_window_set_default_size (GTK_WINDOW (window), 300, 160);
  gtk_container_add (GTK_CONTAINER (window), view);
  g_signal_connect_after (view, "draw", G_CALLBACK (on_draw), NULL);
  gtk_widget_show_all (window);
#else
  window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (window), 300, 160);
  gtk_window_set_child (GTK_WINDOW (window), view);
  gtk_window_present (GTK_WINDOW (window));
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint",
                    G_CALLBACK (on_after_paint), NULL);
#endif

  /* Until the window has drawn (a minute at most, valgrind is slow),
   * then a little longer for what the first frame set going. */
  for (int i = 0; i < 30000 && !drawn; i++)
    {
      while (g_main_context_iteration (NULL, FALSE))
        ;
      g_usleep (2000);
    }
  if (!drawn)
    {
      fprintf (stderr, "the window never drew\n");
      return 1;
    }
  settle (50);

#if GTK_MAJOR_VERSION == 3
  width = gtk_widget_get_allocated_width (view);
  height = gtk_widget_get_allocated_height (view);
#else
  width = gtk_widget_get_width (view);
  height = gtk_widget_get_height (view);
  paintable = gtk_widget_paintable_new (view);
#endif
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);

  for (int i = 0; i < warmup; i++)
    draw_frame ();
  draw_frames (n);

  printf ("view %d×%d, %s, %d frames after %d warm-up; ink %ld pixels\n",
          width, height, bare ? "bare" : "placeholder", n, warmup, ink ());
  if (png)
    cairo_surface_write_to_png (surface, png);

  cairo_surface_destroy (surface);
#if GTK_MAJOR_VERSION == 4
  g_object_unref (paintable);
#endif
#ifndef FRAME_BARE_ONLY
  g_clear_object (&placeholder);
#endif
  return 0;
}
