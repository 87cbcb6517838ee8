#ifndef PTV_GOBJECT_SHIM_H
#define PTV_GOBJECT_SHIM_H

/* GLib's object system, for the signal and object-data plumbing and the
   PtvPlaceholder type that both toolkits share. */
#include <glib-object.h>

#endif
