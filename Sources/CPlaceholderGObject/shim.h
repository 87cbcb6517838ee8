#ifndef PTV_GOBJECT_SHIM_H
#define PTV_GOBJECT_SHIM_H

/* GLib's object system, for the signal and object-data plumbing and the
   PtvPlaceholder type that both toolkits share; GIO for its flags. */
#include <glib-object.h>
#include <gio/gio.h>

/* GLib 2.88 marks its flag enums G_GNUC_FLAG_ENUM, and Swift then imports
   them as option sets without the global constants that older GLib gives
   (G_PARAM_READABLE becomes GParamFlags.PARAM_READABLE). The flags this
   project uses, as plain numbers under names of its own: GLibFlags.swift
   makes each flag type from them with init(rawValue:), which both
   importers provide. */
enum {
    PTV_PARAM_READABLE = G_PARAM_READABLE,
    PTV_PARAM_WRITABLE = G_PARAM_WRITABLE,
    PTV_PARAM_EXPLICIT_NOTIFY = G_PARAM_EXPLICIT_NOTIFY,
    PTV_CONNECT_AFTER = G_CONNECT_AFTER,
    PTV_CONNECT_SWAPPED = G_CONNECT_SWAPPED,
    PTV_SIGNAL_MATCH_ID = G_SIGNAL_MATCH_ID,
    PTV_SIGNAL_MATCH_DATA = G_SIGNAL_MATCH_DATA,
    PTV_SIGNAL_MATCH_UNBLOCKED = G_SIGNAL_MATCH_UNBLOCKED,
    PTV_TYPE_FLAG_FINAL = G_TYPE_FLAG_FINAL,
    PTV_BINDING_SYNC_CREATE = G_BINDING_SYNC_CREATE, /* for the tests */
    PTV_APPLICATION_NON_UNIQUE = G_APPLICATION_NON_UNIQUE,
    PTV_LOG_WARNINGS_AND_CRITICALS =
        G_LOG_LEVEL_WARNING | G_LOG_LEVEL_CRITICAL | G_LOG_FLAG_FATAL | G_LOG_FLAG_RECURSION,
    PTV_LOG_FATAL = G_LOG_FLAG_FATAL,
};

/* g_warning is a variadic macro, which Swift cannot call: logs `message`
   as a warning in the "Ptv" domain. */
static inline void ptv_warn(const char *message) {
    g_log("Ptv", G_LOG_LEVEL_WARNING, "%s", message);
}

/* An integer or enum property of `object` (g_object_get is variadic, which
   Swift cannot call): GtkTextView's margins, spacing, justification and
   wrap mode have the same names and values in GTK 3 and GTK 4. */
static inline gint ptv_object_get_int(gpointer object, const char *name) {
    gint value = 0;
    g_object_get(object, name, &value, NULL);
    return value;
}

/* The PtvPlaceholder GType, defined (with @_cdecl) by the toolkit module
   linked beside the C interface: PlaceholderTextView for GTK 3,
   PlaceholderTextViewGtk4 for GTK 4. */
GType ptv_placeholder_get_type(void);

/* The body of a function that registers the GEnum `name` with the values
   given (terminated here) once: the caller keeps the type. */
#define PTV_REGISTER_ENUM(name, ...)                                        \
    static const GEnumValue values[] = { __VA_ARGS__, { 0, NULL, NULL } }; \
    return g_enum_register_static(name, values)

/* PtvPlaceholderError, so that introspection marks it an error domain. */
static inline GType ptv_register_placeholder_error_enum(void) {
    PTV_REGISTER_ENUM("PtvPlaceholderError", { 0, "PTV_PLACEHOLDER_ERROR_INVALID_MARKUP", "invalid-markup" });
}

/* PtvLimitMode: TextLimitMode's cases, in order. */
static inline GType ptv_register_limit_mode_enum(void) {
    PTV_REGISTER_ENUM("PtvLimitMode", { 0, "PTV_LIMIT_MODE_BLOCK", "block" }, { 1, "PTV_LIMIT_MODE_WARN", "warn" });
}

/* PtvReturnBehavior: ReturnBehavior's cases, in order. */
static inline GType ptv_register_return_behavior_enum(void) {
    PTV_REGISTER_ENUM("PtvReturnBehavior", { 0, "PTV_RETURN_BEHAVIOR_NEWLINE", "newline" },
                      { 1, "PTV_RETURN_BEHAVIOR_ACTIVATES_DEFAULT", "activates-default" },
                      { 2, "PTV_RETURN_BEHAVIOR_MOVES_FOCUS", "moves-focus" });
}

#undef PTV_REGISTER_ENUM

/* A new signal without arguments or return value, run last, on `type`
   (g_signal_new is variadic, which Swift cannot call). */
static inline guint ptv_signal_new_plain(const char *name, GType type) {
    return g_signal_newv(name, type, G_SIGNAL_RUN_LAST, NULL, NULL, NULL, NULL, G_TYPE_NONE, 0, NULL);
}

/* Emits a signal without arguments (g_signal_emit is variadic). */
static inline void ptv_signal_emit_plain(gpointer instance, guint signal_id) {
    g_signal_emit(instance, signal_id, 0);
}

/* Whether `detailed_signal` exists on `instance`'s type and takes no
   argument: a handler of shape (instance, user_data) would otherwise get
   the signal's first argument as its user data (G_TYPE_FROM_INSTANCE is a
   macro, which Swift cannot call). */
static inline gboolean ptv_signal_has_no_arguments(gpointer instance, const char *detailed_signal) {
    guint id = 0;
    GQuark detail = 0;
    GSignalQuery query;
    /* A detail is parsed as g_signal_connect_data parses it (made if new). */
    if (!G_TYPE_CHECK_INSTANCE(instance) ||
        !g_signal_parse_name(detailed_signal, G_TYPE_FROM_INSTANCE(instance), &id, &detail, TRUE))
        return FALSE;
    g_signal_query(id, &query);
    return query.n_params == 0;
}

/* Moves the keyboard focus on from `widget` as Tab does: GtkWidget's
   `move-focus` action signal with GTK_DIR_TAB_FORWARD (0 in GTK 3 and 4),
   which the widget hands to its window. */
static inline void ptv_widget_move_focus_forward(gpointer widget) {
    g_signal_emit_by_name(widget, "move-focus", 0);
}

/* Sets a signal handler's return value to FALSE if the signal returns a
   gboolean (G_VALUE_HOLDS_BOOLEAN is a macro), so that the emission goes
   on to the other handlers and the default one. */
static inline void ptv_value_return_false(GValue *value) {
    if (value != NULL && G_VALUE_HOLDS_BOOLEAN(value))
        g_value_set_boolean(value, FALSE);
}

/* g_return_val_if_fail's message, for the C interface's checks. */
static inline void ptv_return_if_fail_warning(const char *function, const char *expression) {
    g_return_if_fail_warning("Ptv", function, expression);
}

#endif
