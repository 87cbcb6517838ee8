#ifndef PTV_GTK3_SHIM_H
#define PTV_GTK3_SHIM_H

/* GTK 3, GDK, Pango and Cairo for the GTK 3 product. The module has a
   project-specific name so that an app with its own GTK module (often named
   CGtk) can depend on this package; Swift imports C types into one namespace,
   so a GtkTextView pointer from either module is the same Swift type. */
#include <gtk/gtk.h>
#include <gtk/gtk-a11y.h>
#include <pango/pangocairo.h>

#endif
