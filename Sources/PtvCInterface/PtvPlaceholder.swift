import CPlaceholderGObject
import PlaceholderGObject

// The C library's functions (C/ptv.h documents each), exported under their
// C names. Each checks its arguments in the manner of
// g_return_val_if_fail, logging a critical and doing nothing on bad input,
// when called from a thread other than GTK's (`GtkThread`), or, for a call
// that changes a setting, once the placeholder's view was destroyed. They are
// not isolated: what they call is, on GTK's thread (GtkThreadIsolation.swift).

/// The domain of the library's errors (`PTV_PLACEHOLDER_ERROR`).
@_cdecl("ptv_placeholder_error_quark")
nonisolated public func ptv_placeholder_error_quark() -> GQuark {
    PlaceholderCInterface.errorQuark
}

/// `ptv_placeholder_new (GtkTextView *view, const char *text)`.
@_cdecl("ptv_placeholder_new")
nonisolated public func ptv_placeholder_new(_ view: gpointer?, _ text: UnsafePointer<CChar>?) -> gpointer? {
    guard GtkThread.isCurrent("ptv_placeholder_new") else { return nil }
    guard PlaceholderCInterface.check(
        view, is: PlaceholderCInterface.textViewType, in: "ptv_placeholder_new", "GTK_IS_TEXT_VIEW (view)"),
        let view
    else { return nil }
    return PlaceholderCInterface.new(view: view, text: text, in: "ptv_placeholder_new")
}

/// `ptv_placeholder_get_for_view (GtkTextView *view)`.
@_cdecl("ptv_placeholder_get_for_view")
nonisolated public func ptv_placeholder_get_for_view(_ view: gpointer?) -> gpointer? {
    guard GtkThread.isCurrent("ptv_placeholder_get_for_view") else { return nil }
    guard PlaceholderCInterface.check(
        view, is: PlaceholderCInterface.textViewType, in: "ptv_placeholder_get_for_view", "GTK_IS_TEXT_VIEW (view)"),
        let view
    else { return nil }
    return PlaceholderCInterface.existing(on: view)
}

/// `ptv_placeholder_get_text_view (PtvPlaceholder *self)`.
@_cdecl("ptv_placeholder_get_text_view")
nonisolated public func ptv_placeholder_get_text_view(_ object: gpointer?) -> gpointer? {
    guard GtkThread.isCurrent("ptv_placeholder_get_text_view") else { return nil }
    guard PlaceholderCInterface.checkPlaceholder(object, in: "ptv_placeholder_get_text_view"), let object
    else { return nil }
    return PlaceholderCInterface.value(object, .textView) { g_value_get_object($0) }
}

/// `ptv_placeholder_set_text_view (PtvPlaceholder *self, GtkTextView *view)`.
@_cdecl("ptv_placeholder_set_text_view")
nonisolated public func ptv_placeholder_set_text_view(_ object: gpointer?, _ view: gpointer?) {
    guard GtkThread.isCurrent("ptv_placeholder_set_text_view") else { return }
    guard PlaceholderCInterface.checkPlaceholder(object, in: "ptv_placeholder_set_text_view"), let object,
        view == nil || PlaceholderCInterface.check(
            view, is: PlaceholderCInterface.textViewType, in: "ptv_placeholder_set_text_view",
            "view == NULL || GTK_IS_TEXT_VIEW (view)")
    else { return }
    PlaceholderCInterface.set(object, .textView) { g_value_set_object($0, view) }
}

/// `ptv_placeholder_get_text (PtvPlaceholder *self)`.
@_cdecl("ptv_placeholder_get_text")
nonisolated public func ptv_placeholder_get_text(_ object: gpointer?) -> UnsafePointer<CChar>? {
    guard GtkThread.isCurrent("ptv_placeholder_get_text") else { return nil }
    return PlaceholderCInterface.string(object, .text, in: "ptv_placeholder_get_text")
}

/// `ptv_placeholder_set_text (PtvPlaceholder *self, const char *text)`.
@_cdecl("ptv_placeholder_set_text")
nonisolated public func ptv_placeholder_set_text(_ object: gpointer?, _ text: UnsafePointer<CChar>?) {
    guard GtkThread.isCurrent("ptv_placeholder_set_text") else { return }
    guard PlaceholderCInterface.checkPlaceholder(object, in: "ptv_placeholder_set_text"), let object else { return }
    guard text != nil else { return ptv_return_if_fail_warning("ptv_placeholder_set_text", "text != NULL") }
    guard PlaceholderCInterface.checkViewIsAlive(object, in: "ptv_placeholder_set_text") else { return }
    PlaceholderCInterface.set(object, .text) { g_value_set_string($0, text) }
}

/// `ptv_placeholder_get_markup (PtvPlaceholder *self)`.
@_cdecl("ptv_placeholder_get_markup")
nonisolated public func ptv_placeholder_get_markup(_ object: gpointer?) -> UnsafePointer<CChar>? {
    guard GtkThread.isCurrent("ptv_placeholder_get_markup") else { return nil }
    return PlaceholderCInterface.string(object, .markup, in: "ptv_placeholder_get_markup")
}

/// `ptv_placeholder_set_markup (PtvPlaceholder *self, const char *markup, GError **error)`.
@_cdecl("ptv_placeholder_set_markup")
nonisolated public func ptv_placeholder_set_markup(
    _ object: gpointer?, _ markup: UnsafePointer<CChar>?, _ error: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
) -> gboolean {
    guard GtkThread.isCurrent("ptv_placeholder_set_markup") else { return 0 }
    guard PlaceholderCInterface.checkPlaceholder(object, in: "ptv_placeholder_set_markup"), let object else { return 0 }
    guard let markup else {
        ptv_return_if_fail_warning("ptv_placeholder_set_markup", "markup != NULL")
        return 0
    }
    // FALSE with no GError, as g_return_val_if_fail: a bug, not a bad markup.
    guard PlaceholderCInterface.checkViewIsAlive(object, in: "ptv_placeholder_set_markup") else { return 0 }
    return PlaceholderCInterface.setMarkup(object, markup, failure: error)
}

/// `ptv_placeholder_get_color (PtvPlaceholder *self)`.
@_cdecl("ptv_placeholder_get_color")
nonisolated public func ptv_placeholder_get_color(_ object: gpointer?) -> UnsafePointer<CChar>? {
    guard GtkThread.isCurrent("ptv_placeholder_get_color") else { return nil }
    return PlaceholderCInterface.string(object, .color, in: "ptv_placeholder_get_color")
}

/// `ptv_placeholder_set_color (PtvPlaceholder *self, const char *color)`.
@_cdecl("ptv_placeholder_set_color")
nonisolated public func ptv_placeholder_set_color(_ object: gpointer?, _ color: UnsafePointer<CChar>?) {
    guard GtkThread.isCurrent("ptv_placeholder_set_color") else { return }
    guard PlaceholderCInterface.checkSettable(object, in: "ptv_placeholder_set_color"), let object else { return }
    PlaceholderCInterface.set(object, .color) { g_value_set_string($0, color) }
}
