#ifndef PTV_TEST_GTK3_SHIM_H
#define PTV_TEST_GTK3_SHIM_H

/* For the GTK 3 tests only: GtkSourceView 4 (the GtkTextView subclass most
   apps use), GLib's variadic calls, which Swift cannot make itself, and real
   pointer input through the X server (XTEST), which drag-and-drop needs. */
#include <gtk/gtk.h>
#include <gdk/gdkx.h>
#include <gtksourceview/gtksource.h>
#include <X11/Xlib.h>
#include <X11/extensions/XTest.h>
#include "../CPlaceholderTestX11/xtest-pointer.h"

/* g_signal_emit_by_name is variadic; tests emit "preedit-changed" the way
   an input method does. */
static inline void ptv_test_emit_preedit_changed(GtkTextView *view, const char *preedit) {
    g_signal_emit_by_name(view, "preedit-changed", preedit);
}

/* Moves the pointer to `x`, `y` in the toplevel `window` (through the X
   server: GTK 3 starts and ends a drag on real pointer events only). */
static inline void ptv_test_move_pointer(GtkWidget *window, double x, double y) {
    GdkWindow *surface = gtk_widget_get_window(window);
    if (surface == NULL || !GDK_IS_X11_WINDOW(surface)) return;
    ptv_xtest_move_pointer(GDK_WINDOW_XDISPLAY(surface), GDK_WINDOW_XID(surface), gdk_window_get_scale_factor(surface),
                           x, y);
}

/* Moves the pointer to the screen's bottom-right corner. */
static inline void ptv_test_park_pointer(void) {
    GdkDisplay *display = gdk_display_get_default();
    if (display != NULL && GDK_IS_X11_DISPLAY(display)) ptv_xtest_park_pointer(GDK_DISPLAY_XDISPLAY(display));
}

/* Presses (`press`) or releases `button` where the pointer is. */
static inline void ptv_test_button(GtkWidget *window, unsigned int button, gboolean press) {
    GdkWindow *surface = gtk_widget_get_window(window);
    if (surface == NULL || !GDK_IS_X11_WINDOW(surface)) return;
    XTestFakeButtonEvent(GDK_WINDOW_XDISPLAY(surface), button, press, CurrentTime);
    XSync(GDK_WINDOW_XDISPLAY(surface), False);
}

#endif
