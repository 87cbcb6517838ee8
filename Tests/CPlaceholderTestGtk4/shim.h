#ifndef PTV_TEST_GTK4_SHIM_H
#define PTV_TEST_GTK4_SHIM_H

/* Test-only helpers for the GTK 4 widget tests: real X11 input through the
   XTEST extension (GTK 4 has no public way to make a key or button event, and
   Xvfb delivers XTEST events exactly as a keyboard's), and GTK's accessibility
   test checks, which are variadic. */
#include <gtk/gtk.h>
#include <gdk/x11/gdkx.h>
#include <X11/Xlib.h>
#include <X11/XKBlib.h>
#include <X11/keysym.h>
#include <X11/extensions/XTest.h>
#include "../CPlaceholderTestX11/xtest-pointer.h"

static inline Display *ptv_test_xdisplay(void) {
    GdkDisplay *display = gdk_display_get_default();
    if (display == NULL || !GDK_IS_X11_DISPLAY(display)) return NULL;
    return gdk_x11_display_get_xdisplay(display);
}

/* Whether the default display is an X11 display the helpers can drive. */
static inline gboolean ptv_test_has_x11(void) {
    Display *display = ptv_test_xdisplay();
    int event, error, major, minor;
    return display != NULL && XTestQueryExtension(display, &event, &error, &major, &minor);
}

/* Gives the X input focus to the toplevel `window` (Xvfb has no window
   manager to do it); GDK then marks it active. */
static inline void ptv_test_focus_window(GtkWidget *window) {
    Display *display = ptv_test_xdisplay();
    GdkSurface *surface = gtk_native_get_surface(GTK_NATIVE(window));
    if (display == NULL || surface == NULL) return;
    XSetInputFocus(display, gdk_x11_surface_get_xid(surface), RevertToParent, CurrentTime);
    XSync(display, False);
}

/* What the X server shows of `window` (a toplevel), as 0xRRGGBB pixels,
   row after row, into `out` (width × height of them): the frames GTK
   really painted, where a widget snapshot would paint anew. FALSE when X
   gives nothing. */
static inline gboolean ptv_test_screen_pixels(GtkWidget *window, int width, int height, guint32 *out) {
    Display *display = ptv_test_xdisplay();
    GdkSurface *surface = gtk_native_get_surface(GTK_NATIVE(window));
    if (display == NULL || surface == NULL) return FALSE;
    XSync(display, False);
    XImage *image = XGetImage(display, gdk_x11_surface_get_xid(surface), 0, 0, (unsigned)width, (unsigned)height,
                              AllPlanes, ZPixmap);
    if (image == NULL) return FALSE;
    for (int y = 0; y < height; y++)
        for (int x = 0; x < width; x++)
            out[y * width + x] = (guint32)(XGetPixel(image, x, y) & 0xffffff);
    XDestroyImage(image);
    return TRUE;
}

/* Puts the keycode of the key that gives `keysym` at shift level 0 or 1 in
   `keycode_out` and returns the level (0 when both give it), or -1 when no
   key gives it. */
static inline int ptv_test_key_for(unsigned long keysym, int *keycode_out) {
    Display *display = ptv_test_xdisplay();
    if (display == NULL) return -1;
    KeyCode keycode = XKeysymToKeycode(display, (KeySym)keysym);
    if (keycode == 0) return -1;
    *keycode_out = keycode;
    return XkbKeycodeToKeysym(display, keycode, 0, 0) != (KeySym)keysym
        && XkbKeycodeToKeysym(display, keycode, 0, 1) == (KeySym)keysym;
}

/* Presses (or releases) the key that gives the modifier `keysym`, if any. */
static inline void ptv_test_raw_key(Display *display, KeySym keysym, gboolean press) {
    KeyCode keycode = XKeysymToKeycode(display, keysym);
    if (keycode != 0) XTestFakeKeyEvent(display, keycode, press, CurrentTime);
}

/* Types `keysym` with the modifiers held: bit 0 Shift, bit 1 Control. Returns
   FALSE when the keyboard has no key for it. */
static inline gboolean ptv_test_press_key(unsigned long keysym, unsigned int modifiers) {
    Display *display = ptv_test_xdisplay();
    int keycode = 0;
    int level = ptv_test_key_for(keysym, &keycode);
    if (level < 0) return FALSE;
    gboolean shift = (modifiers & 1) || level == 1;
    if (modifiers & 2) ptv_test_raw_key(display, XK_Control_L, TRUE);
    if (shift) ptv_test_raw_key(display, XK_Shift_L, TRUE);
    XTestFakeKeyEvent(display, (unsigned int)keycode, True, CurrentTime);
    XTestFakeKeyEvent(display, (unsigned int)keycode, False, CurrentTime);
    if (shift) ptv_test_raw_key(display, XK_Shift_L, FALSE);
    if (modifiers & 2) ptv_test_raw_key(display, XK_Control_L, FALSE);
    XSync(display, False);
    return TRUE;
}

/* Moves the pointer to `x`, `y` in `window`'s surface. */
static inline void ptv_test_move_pointer(GtkWidget *window, double x, double y) {
    Display *display = ptv_test_xdisplay();
    GdkSurface *surface = gtk_native_get_surface(GTK_NATIVE(window));
    if (display == NULL || surface == NULL) return;
    ptv_xtest_move_pointer(display, gdk_x11_surface_get_xid(surface), gdk_surface_get_scale_factor(surface), x, y);
}

/* Moves the pointer to the screen's bottom-right corner. */
static inline void ptv_test_park_pointer(void) {
    Display *display = ptv_test_xdisplay();
    if (display != NULL) ptv_xtest_park_pointer(display);
}

/* Presses (`press`) or releases `button` where the pointer is. */
static inline void ptv_test_button(unsigned int button, gboolean press) {
    Display *display = ptv_test_xdisplay();
    if (display == NULL) return;
    XTestFakeButtonEvent(display, button, press, CurrentTime);
    XSync(display, False);
}

/* NULL when `widget`'s accessible string property `property` is `expected`;
   otherwise GTK's message (free it with g_free). */
static inline char *ptv_test_check_accessible_property(GtkWidget *widget, GtkAccessibleProperty property,
                                                       const char *expected) {
    return gtk_test_accessible_check_property(GTK_ACCESSIBLE(widget), property, expected);
}

/* NULL when `view` is described by `description` alone; otherwise GTK's
   message (free it with g_free). */
static inline char *ptv_test_check_described_by(GtkWidget *view, GtkWidget *description) {
    return gtk_test_accessible_check_relation(GTK_ACCESSIBLE(view), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, description, NULL);
}

/* g_signal_emit_by_name is variadic. */
static inline void ptv_test_emit_preedit_changed(GtkTextView *view, const char *preedit) {
    g_signal_emit_by_name(view, "preedit-changed", preedit);
}

#endif
