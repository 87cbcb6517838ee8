#ifndef PTV_TEST_SOURCEVIEW4_SHIM_H
#define PTV_TEST_SOURCEVIEW4_SHIM_H

/* GtkSourceView 4 (GTK 3), for the widget tests only. */
#include <gtksourceview/gtksource.h>

#endif
