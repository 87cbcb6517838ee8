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

/* The PtvPlaceholder GType, defined (with @_cdecl) by the toolkit module
   linked beside the C interface: PlaceholderTextView for GTK 3,
   PlaceholderTextViewGtk4 for GTK 4. */
GType ptv_placeholder_get_type(void);

/* g_return_val_if_fail's message, for the C interface's checks. */
static inline void ptv_return_if_fail_warning(const char *function, const char *expression) {
    g_return_if_fail_warning("Ptv", function, expression);
}

#endif
