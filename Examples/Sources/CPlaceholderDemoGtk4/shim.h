#ifndef PTV_DEMO_GTK4_SHIM_H
#define PTV_DEMO_GTK4_SHIM_H

/* The GTK 4 demo's calls that depend on the GTK version, chosen here at
   compile time. Its colour and font buttons: GTK 4.10 deprecates
   GtkColorButton and GtkFontButton in favour of GtkColorDialogButton and
   GtkFontDialogButton, which GTK 4.8 does not have: the demo makes
   whichever its GTK offers through these functions, and reads and sets it
   through the property each kind has: the colour buttons' `rgba`, the font
   buttons' `font-desc`. */
#include <gtk/gtk.h>

static inline GtkWidget *ptv_demo_color_button_new(void) {
#if GTK_CHECK_VERSION(4, 10, 0)
    return gtk_color_dialog_button_new(gtk_color_dialog_new());
#else
    return gtk_color_button_new();
#endif
}

/* The signal that tells of a new colour. */
static inline const char *ptv_demo_color_button_signal(void) {
#if GTK_CHECK_VERSION(4, 10, 0)
    return "notify::rgba";
#else
    return "color-set";
#endif
}

static inline GtkWidget *ptv_demo_font_button_new(void) {
#if GTK_CHECK_VERSION(4, 10, 0)
    return gtk_font_dialog_button_new(gtk_font_dialog_new());
#else
    return gtk_font_button_new();
#endif
}

/* The signal that tells of a new font. */
static inline const char *ptv_demo_font_button_signal(void) {
#if GTK_CHECK_VERSION(4, 10, 0)
    return "notify::font-desc";
#else
    return "font-set";
#endif
}

#endif
