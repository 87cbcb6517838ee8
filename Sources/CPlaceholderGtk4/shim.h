#ifndef PTV_GTK4_SHIM_H
#define PTV_GTK4_SHIM_H

/* GTK 4, GDK, GSK, Pango and Cairo for the GTK 4 product. Like the GTK 3
   module, it has a project-specific name so that an app with its own GTK
   module can depend on this package; Swift imports C types into one
   namespace, so a GtkTextView pointer from either module is the same type. */
#include <gtk/gtk.h>
#include <pango/pangocairo.h>

/* gtk_accessible_update_property is variadic: `widget`'s accessible
   string `property` (a label, a placeholder) becomes `text`. */
static inline void ptv_gtk4_set_accessible_string(GtkWidget *widget, GtkAccessibleProperty property, const char *text) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), property, text, -1);
}

/* gtk_accessible_update_relation is variadic: `view` is described by
   `description` (NULL: by nothing). */
static inline void ptv_gtk4_set_described_by(GtkWidget *view, GtkWidget *description) {
    if (description != NULL)
        gtk_accessible_update_relation(GTK_ACCESSIBLE(view), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, description, NULL, -1);
    else
        gtk_accessible_reset_relation(GTK_ACCESSIBLE(view), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY);
}

/* What changed between GTK 4.8 and the newest GTK 4, chosen here at
   compile time, so that the project's code calls nothing deprecated on the
   GTK it is built against. */

/* A widget's CSS colour: GTK 4.10 deprecates style contexts and gives
   gtk_widget_get_color. */
static inline void ptv_gtk4_widget_color(GtkWidget *widget, GdkRGBA *color) {
#if GTK_CHECK_VERSION(4, 10, 0)
    gtk_widget_get_color(widget, color);
#else
    gtk_style_context_get_color(gtk_widget_get_style_context(widget), color);
#endif
}

/* The height of `widget`'s CSS margin box (its content, CSS padding, border and margin), which
   GTK compares its size request with. gtk_widget_get_allocation gives it; GTK 4.12 deprecates that
   call and names no other for the margin box (gtk_widget_compute_bounds gives the border box). */
static inline int ptv_gtk4_widget_margin_box_height(GtkWidget *widget) {
    GtkAllocation allocation;
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    gtk_widget_get_allocation(widget, &allocation);
    G_GNUC_END_IGNORE_DEPRECATIONS
    return allocation.height;
}

/* How many copies of an overlay's (or a gutter widget's) drawing the running
   GTK composites: GtkTextViewChild before 4.14 draws its children with its
   parent class, then its overlays again. Asked at run time: a program built
   against 4.8 may run on a newer GTK. */
static inline int ptv_gtk4_overlay_copies(void) {
    return gtk_get_major_version() == 4 && gtk_get_minor_version() < 14 ? 2 : 1;
}

/* Loads a style sheet from a string: GTK 4.12 deprecates load_from_data. */
static inline void ptv_gtk4_load_css(GtkCssProvider *provider, const char *css) {
#if GTK_CHECK_VERSION(4, 12, 0)
    gtk_css_provider_load_from_string(provider, css);
#else
    gtk_css_provider_load_from_data(provider, css, -1);
#endif
}

#endif
