#ifndef CGTK_SHIM_H
#define CGTK_SHIM_H

#include <gtk/gtk.h>
#include <gtk/gtk-a11y.h>
#include <pango/pangocairo.h>

/* Type checks are macros, which Swift does not import. */
static inline gboolean cgtk_is_text_view(gpointer instance) {
    return instance != NULL && GTK_IS_TEXT_VIEW(instance);
}

/* Whether `instance` is a GtkTextView itself, not a subclass. */
static inline gboolean cgtk_is_exactly_text_view(gpointer instance) {
    return instance != NULL && G_OBJECT_TYPE(instance) == GTK_TYPE_TEXT_VIEW;
}

/* g_signal_emit_by_name is variadic; tests emit "preedit-changed" the way an
   input method does. */
static inline void cgtk_emit_preedit_changed(GtkTextView *view, const char *preedit) {
    g_signal_emit_by_name(view, "preedit-changed", preedit);
}

#endif
