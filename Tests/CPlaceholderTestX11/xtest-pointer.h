#ifndef PTV_TEST_XTEST_POINTER_H
#define PTV_TEST_XTEST_POINTER_H

/* The pointer moved through the X server (XTEST), as a mouse moves it: the
   X side of both toolkits' test shims, which find the display and window
   their own way (GDK 3's and GDK 4's X11 calls differ) and include this. */
#include <X11/Xlib.h>
#include <X11/extensions/XTest.h>

/* Moves the pointer to `x`, `y` (in points) in the X window `window`,
   whose contents are drawn at `scale` device pixels a point. */
static inline void ptv_xtest_move_pointer(Display *display, Window window, int scale, double x, double y) {
    int rootX = 0, rootY = 0;
    Window child;
    XTranslateCoordinates(display, window, DefaultRootWindow(display), (int)(x * scale), (int)(y * scale), &rootX,
                          &rootY, &child);
    XTestFakeMotionEvent(display, -1, rootX, rootY, CurrentTime);
    XSync(display, False);
}

/* Moves the pointer to the screen's bottom-right corner. */
static inline void ptv_xtest_park_pointer(Display *display) {
    int screen = DefaultScreen(display);
    XTestFakeMotionEvent(display, screen, DisplayWidth(display, screen) - 1, DisplayHeight(display, screen) - 1,
                         CurrentTime);
    XSync(display, False);
}

#endif
