#ifndef PTV_DEMO_GTK4_SHIM_H
#define PTV_DEMO_GTK4_SHIM_H

/* The GTK 4 demo's colour and font buttons. GTK 4.10 deprecates
   GtkColorButton and GtkFontButton in favour of GtkColorDialogButton and
   GtkFontDialogButton, which GTK 4.8 does not have: the demo makes and
   reads whichever its GTK offers through these functions, chosen here at
   compile time. */
#include <gtk/gtk.h>

static inline GtkWidget *ptv_demo_color_button_new(void) {
#if GTK_CHECK_VERSION(4, 10, 0)
    return gtk_color_dialog_button_new(gtk_color_dialog_new());
#else
    return gtk_color_button_new();
#endif
}

static inline void ptv_demo_color_button_get(GtkWidget *button, GdkRGBA *rgba) {
#if GTK_CHECK_VERSION(4, 10, 0)
    *rgba = *gtk_color_dialog_button_get_rgba(GTK_COLOR_DIALOG_BUTTON(button));
#else
    gtk_color_chooser_get_rgba(GTK_COLOR_CHOOSER(button), rgba);
#endif
}

static inline void ptv_demo_color_button_set(GtkWidget *button, const GdkRGBA *rgba) {
#if GTK_CHECK_VERSION(4, 10, 0)
    gtk_color_dialog_button_set_rgba(GTK_COLOR_DIALOG_BUTTON(button), rgba);
#else
    gtk_color_chooser_set_rgba(GTK_COLOR_CHOOSER(button), rgba);
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

/* The chosen font as a Pango description string (g_free it), or NULL. */
static inline char *ptv_demo_font_button_get(GtkWidget *button) {
#if GTK_CHECK_VERSION(4, 10, 0)
    PangoFontDescription *font = gtk_font_dialog_button_get_font_desc(GTK_FONT_DIALOG_BUTTON(button));
    return font != NULL ? pango_font_description_to_string(font) : NULL;
#else
    return gtk_font_chooser_get_font(GTK_FONT_CHOOSER(button));
#endif
}

static inline void ptv_demo_font_button_set(GtkWidget *button, const char *description) {
#if GTK_CHECK_VERSION(4, 10, 0)
    PangoFontDescription *font = pango_font_description_from_string(description);
    gtk_font_dialog_button_set_font_desc(GTK_FONT_DIALOG_BUTTON(button), font);
    pango_font_description_free(font);
#else
    gtk_font_chooser_set_font(GTK_FONT_CHOOSER(button), description);
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
