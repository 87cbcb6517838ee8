#ifndef PTV_TEST_ADWAITA_SHIM_H
#define PTV_TEST_ADWAITA_SHIM_H

/* libadwaita, which most GTK 4 apps style themselves with, for the tests
   that put the placeholder in an AdwApplicationWindow. */
#include <adwaita.h>

/* A new AdwApplicationWindow outside any application (g_object_new is
   variadic). */
static inline GtkWidget *ptv_test_adw_window_new(void) {
    return GTK_WIDGET(g_object_new(ADW_TYPE_APPLICATION_WINDOW, NULL));
}

#endif
