/* The GTK layouts Sources/CPlaceholderGtkCalls/gtk-calls.h copies (its
 * modules must not include both toolkits' headers) against the real ones of
 * the GTK this is compiled for: compiling it is the test, so a GTK that
 * changes GtkTextIter or GdkRGBA fails the build of this file.
 *   cc -fsyntax-only -I Sources/CPlaceholderGtkCalls test-gtk-layouts.c $(pkg-config --cflags gtk+-3.0)   (or gtk4) */
#include <gtk/gtk.h>
#include <stddef.h>

#include "gtk-calls.h"

_Static_assert (sizeof (PtvGtkTextIter) == sizeof (GtkTextIter), "GtkTextIter's size");
_Static_assert (_Alignof (PtvGtkTextIter) == _Alignof (GtkTextIter), "GtkTextIter's alignment");
_Static_assert (sizeof (PtvGtkRectangle) == sizeof (GdkRectangle), "GdkRectangle's size");
_Static_assert (offsetof (PtvGtkRectangle, width) == offsetof (GdkRectangle, width), "GdkRectangle's fields");
#if GTK_MAJOR_VERSION == 3
_Static_assert (sizeof (((PtvGdkRGBA *) 0)->gtk3) == sizeof (GdkRGBA), "GTK 3's GdkRGBA: four doubles");
_Static_assert (offsetof (GdkRGBA, alpha) == 3 * sizeof (double), "GTK 3's GdkRGBA: red, green, blue, alpha");
#else
_Static_assert (sizeof (((PtvGdkRGBA *) 0)->gtk4) == sizeof (GdkRGBA), "GTK 4's GdkRGBA: four floats");
_Static_assert (offsetof (GdkRGBA, alpha) == 3 * sizeof (float), "GTK 4's GdkRGBA: red, green, blue, alpha");
#endif
