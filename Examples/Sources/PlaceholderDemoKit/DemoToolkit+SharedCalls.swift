import CPlaceholderGObject
import CPlaceholderGtkCalls

/// What the demo asks of GTK that GTK 3 and GTK 4 do with the same calls
/// (CPlaceholderGtkCalls): written once for both demos.
public extension DemoToolkit {
    /// Every widget's default direction.
    static func setDefaultDirection(_ direction: DemoDirection) {
        ptv_gtk_widget_set_default_direction(Int32(direction == .rtl ? PTV_GTK_TEXT_DIR_RTL : PTV_GTK_TEXT_DIR_LTR))
    }

    /// Sets `widget`'s text direction.
    static func setDirection(_ direction: DemoDirection, of widget: gpointer) {
        ptv_gtk_widget_set_direction(
            OpaquePointer(widget), Int32(direction == .rtl ? PTV_GTK_TEXT_DIR_RTL : PTV_GTK_TEXT_DIR_LTR))
    }

    /// Presents `window` and focuses `widget` in it (setting a window's
    /// focus grabs it for the widget, in both toolkits).
    static func present(_ window: gpointer, focusing widget: gpointer) {
        ptv_gtk_window_present(OpaquePointer(window))
        ptv_gtk_window_set_focus(OpaquePointer(window), OpaquePointer(widget))
    }

    /// Asks `window` to close, as its close button does.
    static func close(_ window: gpointer) { ptv_gtk_window_close(OpaquePointer(window)) }

    /// A new `GtkApplication` with `id` and `flags`.
    static func newApplication(_ id: String, flags: GApplicationFlags) -> gpointer {
        ptv_gtk_application_new(id, Int32(bitPattern: flags.rawValue))!
    }

    /// Binds `keys` (such as `<Control>q`) to the detailed `action`.
    static func setAccelerator(_ keys: String, for action: String, in application: gpointer) {
        keys.withCString { key in
            let accels: [UnsafePointer<CChar>?] = [key, nil]
            accels.withUnsafeBufferPointer { ptv_gtk_application_set_accels_for_action(application, action, $0.baseAddress) }
        }
    }

    /// A new, empty `GtkBuilder`.
    static func newBuilder() -> gpointer { ptv_gtk_builder_new()! }

    /// Adds the objects of the `.ui` file at `path`; the error's message on
    /// failure.
    static func addObjects(from path: String, to builder: gpointer) -> String? {
        var error: UnsafeMutableRawPointer?
        guard ptv_gtk_builder_add_from_file(builder, path, &error) == 0 else { return nil }
        guard let error = error?.assumingMemoryBound(to: GError.self) else { return "unknown error" }
        defer { g_error_free(error) }
        return String(cString: error.pointee.message)
    }

    /// The builder's object `id`, not retained, or nil.
    static func object(_ id: String, in builder: gpointer) -> gpointer? { ptv_gtk_builder_get_object(builder, id) }
}
