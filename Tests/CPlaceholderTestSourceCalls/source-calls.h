#ifndef PTV_TEST_SOURCE_CALLS_H
#define PTV_TEST_SOURCE_CALLS_H

/* For the tests: the GtkSourceView functions GtkSourceView 4 (GTK 3) and 5
   (GTK 4) both have, with the same C signature and meaning, under this
   project's names bound to the library's own symbols by asm labels (as
   CPlaceholderGtkCalls does for GTK); each test binary links its version.
   Objects are opaque here; iterators are CPlaceholderGtkCalls' own. */
#include "../../Sources/CPlaceholderGtkCalls/gtk-calls.h"

typedef struct PtvSourceBuffer PtvSourceBuffer;
typedef struct PtvSourceView PtvSourceView;
typedef struct PtvSourceLanguage PtvSourceLanguage;
typedef struct PtvSourceScheme PtvSourceScheme;
typedef struct PtvSourceMarkAttributes PtvSourceMarkAttributes;

enum { PTV_SOURCE_BACKGROUND_PATTERN_GRID = 1 };

#define PTV_SOURCE_CALL(name) __asm__(#name)

PtvGtkWidget *ptv_source_view_new(void) PTV_SOURCE_CALL(gtk_source_view_new);
void ptv_source_view_set_show_line_numbers(PtvSourceView *view, ptv_gtk_boolean show)
    PTV_SOURCE_CALL(gtk_source_view_set_show_line_numbers);
void ptv_source_view_set_show_line_marks(PtvSourceView *view, ptv_gtk_boolean show)
    PTV_SOURCE_CALL(gtk_source_view_set_show_line_marks);
void ptv_source_view_set_show_right_margin(PtvSourceView *view, ptv_gtk_boolean show)
    PTV_SOURCE_CALL(gtk_source_view_set_show_right_margin);
void ptv_source_view_set_right_margin_position(PtvSourceView *view, unsigned int position)
    PTV_SOURCE_CALL(gtk_source_view_set_right_margin_position);
void ptv_source_view_set_background_pattern(PtvSourceView *view, int pattern)
    PTV_SOURCE_CALL(gtk_source_view_set_background_pattern);
void ptv_source_view_set_highlight_current_line(PtvSourceView *view, ptv_gtk_boolean highlight)
    PTV_SOURCE_CALL(gtk_source_view_set_highlight_current_line);
void ptv_source_view_set_mark_attributes(PtvSourceView *view, const char *category, PtvSourceMarkAttributes *attributes,
                                         int priority) PTV_SOURCE_CALL(gtk_source_view_set_mark_attributes);
PtvSourceMarkAttributes *ptv_source_mark_attributes_new(void) PTV_SOURCE_CALL(gtk_source_mark_attributes_new);
void ptv_source_mark_attributes_set_icon_name(PtvSourceMarkAttributes *attributes, const char *icon_name)
    PTV_SOURCE_CALL(gtk_source_mark_attributes_set_icon_name);

void *ptv_source_language_manager_get_default(void) PTV_SOURCE_CALL(gtk_source_language_manager_get_default);
PtvSourceLanguage *ptv_source_language_manager_get_language(void *manager, const char *id)
    PTV_SOURCE_CALL(gtk_source_language_manager_get_language);
const char *ptv_source_language_get_id(PtvSourceLanguage *language) PTV_SOURCE_CALL(gtk_source_language_get_id);
void *ptv_source_style_scheme_manager_get_default(void) PTV_SOURCE_CALL(gtk_source_style_scheme_manager_get_default);
PtvSourceScheme *ptv_source_style_scheme_manager_get_scheme(void *manager, const char *id)
    PTV_SOURCE_CALL(gtk_source_style_scheme_manager_get_scheme);
const char *ptv_source_style_scheme_get_id(PtvSourceScheme *scheme) PTV_SOURCE_CALL(gtk_source_style_scheme_get_id);

void ptv_source_buffer_set_language(PtvSourceBuffer *buffer, PtvSourceLanguage *language)
    PTV_SOURCE_CALL(gtk_source_buffer_set_language);
PtvSourceLanguage *ptv_source_buffer_get_language(PtvSourceBuffer *buffer) PTV_SOURCE_CALL(gtk_source_buffer_get_language);
void ptv_source_buffer_set_style_scheme(PtvSourceBuffer *buffer, PtvSourceScheme *scheme)
    PTV_SOURCE_CALL(gtk_source_buffer_set_style_scheme);
PtvSourceScheme *ptv_source_buffer_get_style_scheme(PtvSourceBuffer *buffer)
    PTV_SOURCE_CALL(gtk_source_buffer_get_style_scheme);
void ptv_source_buffer_set_highlight_syntax(PtvSourceBuffer *buffer, ptv_gtk_boolean highlight)
    PTV_SOURCE_CALL(gtk_source_buffer_set_highlight_syntax);
void ptv_source_buffer_set_highlight_matching_brackets(PtvSourceBuffer *buffer, ptv_gtk_boolean highlight)
    PTV_SOURCE_CALL(gtk_source_buffer_set_highlight_matching_brackets);
void *ptv_source_buffer_create_source_mark(PtvSourceBuffer *buffer, const char *name, const char *category,
                                           const PtvGtkTextIter *where) PTV_SOURCE_CALL(gtk_source_buffer_create_source_mark);
/* A GSList the caller frees (g_slist_free). */
void *ptv_source_buffer_get_source_marks_at_iter(PtvSourceBuffer *buffer, PtvGtkTextIter *iter, const char *category)
    PTV_SOURCE_CALL(gtk_source_buffer_get_source_marks_at_iter);

#undef PTV_SOURCE_CALL

#endif
