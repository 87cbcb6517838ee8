import CPlaceholderGtk4
import PlaceholderTextViewGtk4
import PlaceholderDemoOptions

/// Finds and loads the GTK 4 demo's builder file and style sheet from
/// `Resources/demo-gtk4`, wherever the binary was started from (the search
/// is the GTK 3 demo's, in `DemoResourceLocator`).
enum DemoResources {
    static let uiFile = "placeholder-demo-gtk4.ui"
    static let cssFile = "placeholder-demo-gtk4.css"

    /// Where the resources are looked for: `$PLACEHOLDER_DEMO_RESOURCES`
    /// alone when set, else beside the binary
    /// (`placeholder-demo-gtk4-resources/`, `../share/placeholder-demo-gtk4/`),
    /// `./Resources/demo-gtk4/` and the package's `Resources/demo-gtk4/`.
    static let locator = DemoResourceLocator(program: "placeholder-demo-gtk4", folder: "demo-gtk4")

    /// A builder loaded from the demo's `.ui` file, which declares a
    /// `PtvPlaceholder`.
    @MainActor
    static func loadBuilder() throws(DemoFailure) -> OpaquePointer {
        let path = try locator.locate(uiFile)
        PlaceholderTextView.registerGObjectTypes()
        let builder = gtk_builder_new()!
        var error: UnsafeMutablePointer<GError>?
        guard gtk_builder_add_from_file(builder, path, &error) != 0 else {
            g_object_unref(UnsafeMutableRawPointer(builder))
            let message = consume(error)  // GtkBuilder's usually starts with the file's path and line
            throw DemoFailure(message.hasPrefix(path) ? message : "\(path): \(message)")
        }
        return builder
    }

    /// Applies the demo's style sheet to the whole display. GTK 4 reports
    /// CSS errors through the provider's `parsing-error` signal: the first
    /// one fails the load.
    @MainActor
    static func loadStyleSheet() throws(DemoFailure) {
        let path = try locator.locate(cssFile)
        let provider = gtk_css_provider_new()!
        defer { g_object_unref(UnsafeMutableRawPointer(provider)) }
        let errors = CSSErrorCollector(provider)
        gtk_css_provider_load_from_path(provider, path)
        errors.disconnect()
        if let message = errors.first {
            throw DemoFailure("\(path):\(message)")
        }
        gtk_style_context_add_provider_for_display(
            gdk_display_get_default(), OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    }

    /// The object `id` from `builder`, which must exist.
    @MainActor
    static func object<T>(_ builder: OpaquePointer, _ id: String, as _: T.Type = T.self)
        throws(DemoFailure) -> UnsafeMutablePointer<T>
    {
        try object(builder, id).assumingMemoryBound(to: T.self)
    }

    /// The window, which must be a GtkApplicationWindow (the demo's actions
    /// live on it).
    @MainActor
    static func window(_ builder: OpaquePointer) throws(DemoFailure) -> UnsafeMutablePointer<GtkWidget> {
        let window = try object(builder, "window")
        let instance = window.assumingMemoryBound(to: GTypeInstance.self)
        guard g_type_check_instance_is_a(instance, gtk_application_window_get_type()) != 0 else {
            throw DemoFailure("\(uiFile): 'window' is not a GtkApplicationWindow")
        }
        return window.assumingMemoryBound(to: GtkWidget.self)
    }

    /// The object `id` from `builder`, which must exist, for the types GTK 4
    /// keeps opaque (GtkLabel, GtkSpinButton...).
    @MainActor
    static func object(_ builder: OpaquePointer, _ id: String) throws(DemoFailure) -> UnsafeMutableRawPointer {
        guard let object = gtk_builder_get_object(builder, id) else {
            throw DemoFailure("\(uiFile) has no object '\(id)'")
        }
        return UnsafeMutableRawPointer(object)
    }

    /// A GError's message, freeing it.
    private static func consume(_ error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "unknown error" }
        defer { g_error_free(error) }
        return String(cString: error.pointee.message)
    }
}
