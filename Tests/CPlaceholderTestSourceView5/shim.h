#ifndef PTV_TEST_SOURCEVIEW5_SHIM_H
#define PTV_TEST_SOURCEVIEW5_SHIM_H

/* GtkSourceView 5, for the test that attaches a placeholder to a source view
   (a GtkTextView subclass with gutters, line highlighting and its own
   background drawing). Test-only: the product does not depend on it. */
#include <gtksourceview/gtksource.h>

#endif
