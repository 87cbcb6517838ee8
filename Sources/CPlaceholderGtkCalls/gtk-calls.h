#ifndef PTV_GTK_CALLS_H
#define PTV_GTK_CALLS_H

/* GTK functions that GTK 3 and GTK 4 both have, with the same C signature
   and meaning, declared under this project's own names for code written
   once for both toolkits (the engine's new views, text window, input limit and GDK colours, the
   demo kit, the benchmark kit, the test harnesses). Each name is bound to GTK's own symbol by an asm label, so a
   call is GTK's call; whichever GTK the program links provides it. No GTK
   header is included: the types are this header's own, with GTK's layout
   where one is passed by value or filled in (the behaviour suite's
   SharedCallsBehaviour checks the layouts and values against each toolkit's
   headers, GdkRGBA's as the running GTK's member of PtvGdkRGBA). Only
   functions deprecated in neither toolkit belong here. */

typedef int ptv_gtk_boolean;
typedef struct PtvGtkWidget PtvGtkWidget;
typedef struct PtvGtkTextView PtvGtkTextView;
typedef struct PtvGtkTextBuffer PtvGtkTextBuffer;
typedef struct PtvGtkTextMark PtvGtkTextMark;
typedef struct PtvGtkTextTagTable PtvGtkTextTagTable;
typedef struct PtvGtkTextTag PtvGtkTextTag;
typedef struct PtvGtkWindow PtvGtkWindow;
typedef struct PtvGtkEntry PtvGtkEntry;
typedef struct PtvPangoContext PtvPangoContext;

/* GtkTextIter's layout (opaque to its users, the same in GTK 3 and 4). */
typedef struct PtvGtkTextIter {
    void *dummy1, *dummy2;
    int dummy3, dummy4, dummy5, dummy6, dummy7, dummy8;
    void *dummy9, *dummy10;
    int dummy11, dummy12, dummy13;
    void *dummy14;
} PtvGtkTextIter;

/* GdkRectangle. */
typedef struct PtvGtkRectangle {
    int x, y, width, height;
} PtvGtkRectangle;

/* GdkRGBA: four doubles in GTK 3, four floats in GTK 4. The GTK the program
   runs with (ptv_gtk_get_major_version) says which member GDK reads and
   writes. */
typedef union PtvGdkRGBA {
    double gtk3[4];
    float gtk4[4];
} PtvGdkRGBA;

/* The values both toolkits give these enumerations. */
enum {
    PTV_GTK_WRAP_NONE = 0, PTV_GTK_WRAP_CHAR = 1, PTV_GTK_WRAP_WORD = 2, PTV_GTK_WRAP_WORD_CHAR = 3,
    PTV_GTK_JUSTIFY_LEFT = 0, PTV_GTK_JUSTIFY_RIGHT = 1, PTV_GTK_JUSTIFY_CENTER = 2, PTV_GTK_JUSTIFY_FILL = 3,
    PTV_GTK_TEXT_DIR_LTR = 1, PTV_GTK_TEXT_DIR_RTL = 2,
    PTV_GTK_TEXT_WINDOW_WIDGET = 1,
    PTV_GTK_ORIENTATION_VERTICAL = 1,
};

/* GDK's key values (X keysyms in both toolkits). */
enum {
    PTV_GTK_KEY_BackSpace = 0xff08, PTV_GTK_KEY_Return = 0xff0d, PTV_GTK_KEY_Left = 0xff51,
    PTV_GTK_KEY_Delete = 0xffff, PTV_GTK_KEY_dead_acute = 0xfe51,
};

#define PTV_GTK_CALL(name) __asm__(#name)

/* GtkTextBuffer and GtkTextIter. */
PtvGtkTextBuffer *ptv_gtk_text_buffer_new(PtvGtkTextTagTable *table) PTV_GTK_CALL(gtk_text_buffer_new);
void ptv_gtk_text_buffer_set_text(PtvGtkTextBuffer *buffer, const char *text, int length)
    PTV_GTK_CALL(gtk_text_buffer_set_text);
void ptv_gtk_text_buffer_insert(PtvGtkTextBuffer *buffer, PtvGtkTextIter *iter, const char *text, int length)
    PTV_GTK_CALL(gtk_text_buffer_insert);
void ptv_gtk_text_buffer_insert_at_cursor(PtvGtkTextBuffer *buffer, const char *text, int length)
    PTV_GTK_CALL(gtk_text_buffer_insert_at_cursor);
void ptv_gtk_text_buffer_delete(PtvGtkTextBuffer *buffer, PtvGtkTextIter *start, PtvGtkTextIter *end)
    PTV_GTK_CALL(gtk_text_buffer_delete);
void ptv_gtk_text_buffer_get_bounds(PtvGtkTextBuffer *buffer, PtvGtkTextIter *start, PtvGtkTextIter *end)
    PTV_GTK_CALL(gtk_text_buffer_get_bounds);
void ptv_gtk_text_buffer_get_start_iter(PtvGtkTextBuffer *buffer, PtvGtkTextIter *iter)
    PTV_GTK_CALL(gtk_text_buffer_get_start_iter);
void ptv_gtk_text_buffer_get_end_iter(PtvGtkTextBuffer *buffer, PtvGtkTextIter *iter)
    PTV_GTK_CALL(gtk_text_buffer_get_end_iter);
void ptv_gtk_text_buffer_select_range(PtvGtkTextBuffer *buffer, const PtvGtkTextIter *insert,
                                      const PtvGtkTextIter *bound) PTV_GTK_CALL(gtk_text_buffer_select_range);
void ptv_gtk_text_buffer_get_iter_at_offset(PtvGtkTextBuffer *buffer, PtvGtkTextIter *iter, int offset)
    PTV_GTK_CALL(gtk_text_buffer_get_iter_at_offset);
char *ptv_gtk_text_buffer_get_text(PtvGtkTextBuffer *buffer, const PtvGtkTextIter *start, const PtvGtkTextIter *end,
                                   ptv_gtk_boolean include_hidden) PTV_GTK_CALL(gtk_text_buffer_get_text);
int ptv_gtk_text_buffer_get_char_count(PtvGtkTextBuffer *buffer) PTV_GTK_CALL(gtk_text_buffer_get_char_count);
char *ptv_gtk_text_buffer_get_slice(PtvGtkTextBuffer *buffer, const PtvGtkTextIter *start, const PtvGtkTextIter *end,
                                    ptv_gtk_boolean include_hidden) PTV_GTK_CALL(gtk_text_buffer_get_slice);
void ptv_gtk_text_buffer_place_cursor(PtvGtkTextBuffer *buffer, const PtvGtkTextIter *where)
    PTV_GTK_CALL(gtk_text_buffer_place_cursor);
PtvGtkTextMark *ptv_gtk_text_buffer_get_insert(PtvGtkTextBuffer *buffer) PTV_GTK_CALL(gtk_text_buffer_get_insert);
PtvGtkTextMark *ptv_gtk_text_buffer_get_mark(PtvGtkTextBuffer *buffer, const char *name)
    PTV_GTK_CALL(gtk_text_buffer_get_mark);
void ptv_gtk_text_buffer_get_iter_at_mark(PtvGtkTextBuffer *buffer, PtvGtkTextIter *iter, PtvGtkTextMark *mark)
    PTV_GTK_CALL(gtk_text_buffer_get_iter_at_mark);
ptv_gtk_boolean ptv_gtk_text_buffer_get_selection_bounds(PtvGtkTextBuffer *buffer, PtvGtkTextIter *start,
                                                         PtvGtkTextIter *end)
    PTV_GTK_CALL(gtk_text_buffer_get_selection_bounds);
ptv_gtk_boolean ptv_gtk_text_buffer_get_modified(PtvGtkTextBuffer *buffer) PTV_GTK_CALL(gtk_text_buffer_get_modified);
void ptv_gtk_text_buffer_begin_user_action(PtvGtkTextBuffer *buffer) PTV_GTK_CALL(gtk_text_buffer_begin_user_action);
void ptv_gtk_text_buffer_end_user_action(PtvGtkTextBuffer *buffer) PTV_GTK_CALL(gtk_text_buffer_end_user_action);
PtvGtkTextTagTable *ptv_gtk_text_buffer_get_tag_table(PtvGtkTextBuffer *buffer)
    PTV_GTK_CALL(gtk_text_buffer_get_tag_table);
int ptv_gtk_text_tag_table_get_size(PtvGtkTextTagTable *table) PTV_GTK_CALL(gtk_text_tag_table_get_size);
ptv_gtk_boolean ptv_gtk_text_tag_table_add(PtvGtkTextTagTable *table, PtvGtkTextTag *tag)
    PTV_GTK_CALL(gtk_text_tag_table_add);
PtvGtkTextTag *ptv_gtk_text_tag_new(const char *name) PTV_GTK_CALL(gtk_text_tag_new);
void ptv_gtk_text_buffer_apply_tag(PtvGtkTextBuffer *buffer, PtvGtkTextTag *tag, const PtvGtkTextIter *start,
                                   const PtvGtkTextIter *end) PTV_GTK_CALL(gtk_text_buffer_apply_tag);
int ptv_gtk_text_iter_get_offset(const PtvGtkTextIter *iter) PTV_GTK_CALL(gtk_text_iter_get_offset);
int ptv_gtk_text_iter_get_line(const PtvGtkTextIter *iter) PTV_GTK_CALL(gtk_text_iter_get_line);
void ptv_gtk_text_iter_set_line(PtvGtkTextIter *iter, int line) PTV_GTK_CALL(gtk_text_iter_set_line);
int ptv_gtk_text_iter_get_line_offset(const PtvGtkTextIter *iter) PTV_GTK_CALL(gtk_text_iter_get_line_offset);
ptv_gtk_boolean ptv_gtk_text_iter_ends_line(const PtvGtkTextIter *iter) PTV_GTK_CALL(gtk_text_iter_ends_line);
ptv_gtk_boolean ptv_gtk_text_iter_forward_to_line_end(PtvGtkTextIter *iter)
    PTV_GTK_CALL(gtk_text_iter_forward_to_line_end);
int ptv_gtk_text_buffer_get_line_count(PtvGtkTextBuffer *buffer) PTV_GTK_CALL(gtk_text_buffer_get_line_count);
ptv_gtk_boolean ptv_gtk_text_iter_backward_chars(PtvGtkTextIter *iter, int count)
    PTV_GTK_CALL(gtk_text_iter_backward_chars);

/* GtkTextView. */
PtvGtkWidget *ptv_gtk_text_view_new(void) PTV_GTK_CALL(gtk_text_view_new);
ptv_gtk_boolean ptv_gtk_text_view_forward_display_line(PtvGtkTextView *view, PtvGtkTextIter *iter)
    PTV_GTK_CALL(gtk_text_view_forward_display_line);
PtvGtkTextBuffer *ptv_gtk_text_view_get_buffer(PtvGtkTextView *view) PTV_GTK_CALL(gtk_text_view_get_buffer);
void ptv_gtk_text_view_set_buffer(PtvGtkTextView *view, PtvGtkTextBuffer *buffer)
    PTV_GTK_CALL(gtk_text_view_set_buffer);
void ptv_gtk_text_view_set_wrap_mode(PtvGtkTextView *view, int mode) PTV_GTK_CALL(gtk_text_view_set_wrap_mode);
void ptv_gtk_text_view_set_justification(PtvGtkTextView *view, int justification)
    PTV_GTK_CALL(gtk_text_view_set_justification);
void ptv_gtk_text_view_set_left_margin(PtvGtkTextView *view, int margin) PTV_GTK_CALL(gtk_text_view_set_left_margin);
void ptv_gtk_text_view_set_right_margin(PtvGtkTextView *view, int margin)
    PTV_GTK_CALL(gtk_text_view_set_right_margin);
void ptv_gtk_text_view_set_top_margin(PtvGtkTextView *view, int margin) PTV_GTK_CALL(gtk_text_view_set_top_margin);
void ptv_gtk_text_view_set_bottom_margin(PtvGtkTextView *view, int margin)
    PTV_GTK_CALL(gtk_text_view_set_bottom_margin);
void ptv_gtk_text_view_set_indent(PtvGtkTextView *view, int indent) PTV_GTK_CALL(gtk_text_view_set_indent);
void ptv_gtk_text_view_set_pixels_above_lines(PtvGtkTextView *view, int pixels)
    PTV_GTK_CALL(gtk_text_view_set_pixels_above_lines);
void ptv_gtk_text_view_set_pixels_inside_wrap(PtvGtkTextView *view, int pixels)
    PTV_GTK_CALL(gtk_text_view_set_pixels_inside_wrap);
void ptv_gtk_text_view_set_pixels_below_lines(PtvGtkTextView *view, int pixels)
    PTV_GTK_CALL(gtk_text_view_set_pixels_below_lines);
void ptv_gtk_text_view_set_monospace(PtvGtkTextView *view, ptv_gtk_boolean monospace)
    PTV_GTK_CALL(gtk_text_view_set_monospace);
void ptv_gtk_text_view_set_cursor_visible(PtvGtkTextView *view, ptv_gtk_boolean visible)
    PTV_GTK_CALL(gtk_text_view_set_cursor_visible);
void ptv_gtk_text_view_get_cursor_locations(PtvGtkTextView *view, const PtvGtkTextIter *iter, PtvGtkRectangle *strong,
                                            PtvGtkRectangle *weak) PTV_GTK_CALL(gtk_text_view_get_cursor_locations);
void ptv_gtk_text_view_get_iter_location(PtvGtkTextView *view, const PtvGtkTextIter *iter, PtvGtkRectangle *location)
    PTV_GTK_CALL(gtk_text_view_get_iter_location);
void ptv_gtk_text_view_get_visible_rect(PtvGtkTextView *view, PtvGtkRectangle *visible_rect)
    PTV_GTK_CALL(gtk_text_view_get_visible_rect);
void ptv_gtk_text_view_get_line_yrange(PtvGtkTextView *view, const PtvGtkTextIter *iter, int *y, int *height)
    PTV_GTK_CALL(gtk_text_view_get_line_yrange);
void ptv_gtk_text_view_buffer_to_window_coords(PtvGtkTextView *view, int window, int buffer_x, int buffer_y,
                                               int *window_x, int *window_y)
    PTV_GTK_CALL(gtk_text_view_buffer_to_window_coords);

/* GtkEntry and GtkEditable. */
PtvGtkWidget *ptv_gtk_entry_new(void) PTV_GTK_CALL(gtk_entry_new);
void ptv_gtk_entry_set_placeholder_text(PtvGtkEntry *entry, const char *text)
    PTV_GTK_CALL(gtk_entry_set_placeholder_text);
unsigned short ptv_gtk_entry_get_text_length(PtvGtkEntry *entry) PTV_GTK_CALL(gtk_entry_get_text_length);
int ptv_gtk_editable_get_position(PtvGtkEntry *editable) PTV_GTK_CALL(gtk_editable_get_position);
void ptv_gtk_editable_set_position(PtvGtkEntry *editable, int position) PTV_GTK_CALL(gtk_editable_set_position);
void ptv_gtk_editable_insert_text(PtvGtkEntry *editable, const char *text, int length, int *position)
    PTV_GTK_CALL(gtk_editable_insert_text);
void ptv_gtk_editable_delete_text(PtvGtkEntry *editable, int start, int end) PTV_GTK_CALL(gtk_editable_delete_text);

/* GtkApplication and GtkBuilder (GObjects and GError as opaque pointers). */
void *ptv_gtk_application_new(const char *application_id, int flags) PTV_GTK_CALL(gtk_application_new);
void ptv_gtk_application_set_accels_for_action(void *application, const char *detailed_action,
                                               const char *const *accels)
    PTV_GTK_CALL(gtk_application_set_accels_for_action);
void *ptv_gtk_builder_new(void) PTV_GTK_CALL(gtk_builder_new);
/* GTK 3 returns guint, GTK 4 gboolean: both a 32-bit value, 0 on failure. */
unsigned int ptv_gtk_builder_add_from_file(void *builder, const char *filename, void **error)
    PTV_GTK_CALL(gtk_builder_add_from_file);
void *ptv_gtk_builder_get_object(void *builder, const char *name) PTV_GTK_CALL(gtk_builder_get_object);
/* As above; and GTK 3's length is a gsize, GTK 4's a gssize: -1 has the
   same bits in both and means "up to the NUL" in both. */
unsigned int ptv_gtk_builder_add_from_string(void *builder, const char *buffer, long length, void **error)
    PTV_GTK_CALL(gtk_builder_add_from_string);

/* GtkWidget, GtkWindow, GtkFixed, GtkButton, GtkLabel, GtkSettings, GDK's keys. */
ptv_gtk_boolean ptv_gtk_widget_get_mapped(PtvGtkWidget *widget) PTV_GTK_CALL(gtk_widget_get_mapped);
ptv_gtk_boolean ptv_gtk_widget_get_realized(PtvGtkWidget *widget) PTV_GTK_CALL(gtk_widget_get_realized);
ptv_gtk_boolean ptv_gtk_widget_has_focus(PtvGtkWidget *widget) PTV_GTK_CALL(gtk_widget_has_focus);
void ptv_gtk_widget_error_bell(PtvGtkWidget *widget) PTV_GTK_CALL(gtk_widget_error_bell);
int ptv_gtk_widget_get_scale_factor(PtvGtkWidget *widget) PTV_GTK_CALL(gtk_widget_get_scale_factor);
PtvPangoContext *ptv_gtk_widget_get_pango_context(PtvGtkWidget *widget) PTV_GTK_CALL(gtk_widget_get_pango_context);
PtvPangoContext *ptv_gtk_widget_create_pango_context(PtvGtkWidget *widget)
    PTV_GTK_CALL(gtk_widget_create_pango_context);
void ptv_gtk_widget_set_visible(PtvGtkWidget *widget, ptv_gtk_boolean visible) PTV_GTK_CALL(gtk_widget_set_visible);
void ptv_gtk_widget_set_size_request(PtvGtkWidget *widget, int width, int height)
    PTV_GTK_CALL(gtk_widget_set_size_request);
void ptv_gtk_widget_get_size_request(PtvGtkWidget *widget, int *width, int *height)
    PTV_GTK_CALL(gtk_widget_get_size_request);
void ptv_gtk_widget_set_direction(PtvGtkWidget *widget, int direction) PTV_GTK_CALL(gtk_widget_set_direction);
int ptv_gtk_widget_get_direction(PtvGtkWidget *widget) PTV_GTK_CALL(gtk_widget_get_direction);
void ptv_gtk_widget_set_default_direction(int direction) PTV_GTK_CALL(gtk_widget_set_default_direction);
unsigned long ptv_gtk_window_get_type(void) PTV_GTK_CALL(gtk_window_get_type);
unsigned long ptv_gtk_text_view_get_type(void) PTV_GTK_CALL(gtk_text_view_get_type);
PtvGtkWidget *ptv_gtk_window_get_focus(PtvGtkWindow *window) PTV_GTK_CALL(gtk_window_get_focus);
void ptv_gtk_window_set_focus(PtvGtkWindow *window, PtvGtkWidget *focus) PTV_GTK_CALL(gtk_window_set_focus);
void ptv_gtk_window_present(PtvGtkWindow *window) PTV_GTK_CALL(gtk_window_present);
void ptv_gtk_window_close(PtvGtkWindow *window) PTV_GTK_CALL(gtk_window_close);
PtvGtkWidget *ptv_gtk_fixed_new(void) PTV_GTK_CALL(gtk_fixed_new);
PtvGtkWidget *ptv_gtk_widget_get_ancestor(PtvGtkWidget *widget, unsigned long type)
    PTV_GTK_CALL(gtk_widget_get_ancestor);
PtvGtkWidget *ptv_gtk_button_new_with_label(const char *label) PTV_GTK_CALL(gtk_button_new_with_label);
PtvGtkWidget *ptv_gtk_label_new(const char *text) PTV_GTK_CALL(gtk_label_new);
PtvGtkWidget *ptv_gtk_box_new(int orientation, int spacing) PTV_GTK_CALL(gtk_box_new);
void *ptv_gtk_settings_get_default(void) PTV_GTK_CALL(gtk_settings_get_default);
unsigned int ptv_gtk_unicode_to_keyval(unsigned int character) PTV_GTK_CALL(gdk_unicode_to_keyval);

/* GDK's colours (a GdkRGBA's layout differs: see PtvGdkRGBA) and the
   version of the GTK the program runs with; neither needs gtk_init. */
ptv_gtk_boolean ptv_gdk_rgba_parse(PtvGdkRGBA *rgba, const char *spec) PTV_GTK_CALL(gdk_rgba_parse);
char *ptv_gdk_rgba_to_string(const PtvGdkRGBA *rgba) PTV_GTK_CALL(gdk_rgba_to_string);
unsigned int ptv_gtk_get_major_version(void) PTV_GTK_CALL(gtk_get_major_version);
unsigned int ptv_gtk_get_minor_version(void) PTV_GTK_CALL(gtk_get_minor_version);
unsigned int ptv_gtk_get_micro_version(void) PTV_GTK_CALL(gtk_get_micro_version);

#undef PTV_GTK_CALL

#endif
