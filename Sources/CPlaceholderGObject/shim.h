#ifndef PTV_GOBJECT_SHIM_H
#define PTV_GOBJECT_SHIM_H

/* GLib's object system, for the signal and object-data plumbing and the
   PtvPlaceholder type that both toolkits share. */
#include <glib-object.h>

/* g_warning is a variadic macro, which Swift cannot call: logs `message`
   as a warning in the "Ptv" domain. */
static inline void ptv_warn(const char *message) {
    g_log("Ptv", G_LOG_LEVEL_WARNING, "%s", message);
}

#endif
