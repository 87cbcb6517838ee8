#ifndef PTV_TEST_GTK3_SHIM_H
#define PTV_TEST_GTK3_SHIM_H

/* For the GTK 3 tests only: GtkSourceView 4 (the GtkTextView subclass most
   apps use) and GLib's variadic calls, which Swift cannot make itself. */
#include <gtk/gtk.h>
#include <gtksourceview/gtksource.h>

/* g_object_set (object, name, value, NULL) with an object value, as C code
   calls it (the value is not checked before GObject checks it). */
static inline void ptv_test_set_object(gpointer object, const char *name, gpointer value) {
    g_object_set(object, name, value, NULL);
}

/* g_object_set with a string value. */
static inline void ptv_test_set_string(gpointer object, const char *name, const char *value) {
    g_object_set(object, name, value, NULL);
}

/* g_object_get of a string property; the caller frees the result. */
static inline char *ptv_test_get_string(gpointer object, const char *name) {
    char *value = NULL;
    g_object_get(object, name, &value, NULL);
    return value;
}

/* g_signal_emit_by_name is variadic; tests emit "preedit-changed" the way
   an input method does. */
static inline void ptv_test_emit_preedit_changed(GtkTextView *view, const char *preedit) {
    g_signal_emit_by_name(view, "preedit-changed", preedit);
}

#endif
