#ifndef CGTK_SHIM_H
#define CGTK_SHIM_H

#include <gtk/gtk.h>
#include <pango/pangocairo.h>

/* GType constants are macros built from function calls or shifts, which
   Swift does not import. These inline helpers expose the few it needs. */
static inline GType cgtk_type_text_view(void) { return GTK_TYPE_TEXT_VIEW; }
static inline GType cgtk_type_string(void) { return G_TYPE_STRING; }

static inline gboolean cgtk_is_text_view(gpointer instance) {
    return instance != NULL && GTK_IS_TEXT_VIEW(instance);
}

static inline gboolean cgtk_is_gobject(gpointer instance) {
    return instance != NULL && G_IS_OBJECT(instance);
}

/* g_signal_emit_by_name is variadic; tests emit "preedit-changed" the way an
   input method does. */
static inline void cgtk_emit_preedit_changed(GtkTextView *view, const char *preedit) {
    g_signal_emit_by_name(view, "preedit-changed", preedit);
}

#endif
