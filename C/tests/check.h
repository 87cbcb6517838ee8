/* What the C test's files share: its CHECK, counting failures. */
#ifndef PTV_TEST_CHECK_H
#define PTV_TEST_CHECK_H

#include <ptv.h>
#include <stdio.h>

extern int failures;

#define CHECK(condition) \
  do { if (!(condition)) { fprintf (stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #condition); failures++; } } while (0)

/* test-ptv-ui.c: ptv_init(), a .ui file, and text and markup set in every order. */
void check_init_and_ui_files (void);

/* test-ptv-composer.c: max-length, limit-mode and the count on @view (its text
   is emptied; one critical is logged). */
void check_length_limit (GtkTextView *view);

/* test-ptv-composer.c: return-behavior and the activate signal on @view (one
   critical is logged). */
void check_return_behavior (GtkTextView *view);

/* test-ptv-composer.c: shows-counter, the room it takes below the text of @view, and
   max-lines (one critical is logged). */
void check_counter (GtkTextView *view);

/* test-ptv-thread.c: whether exactly @count warnings or criticals were
   logged since the last call, each containing @part and @other (NULL for
   anything); forgets them. */
gboolean logged (guint count, const char *part, const char *other);

/* test-ptv-bad-input.c: bad arguments on @placeholder (on @view, empty),
   each logged as it should be, every value kept. */
void check_bad_arguments (GtkTextView *view, PtvPlaceholder *placeholder);

#endif
