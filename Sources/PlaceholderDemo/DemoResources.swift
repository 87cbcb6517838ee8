import CPlaceholderGtk3
import PlaceholderTextView
import PlaceholderDemoOptions

/// Finds and loads the demo's builder file and style sheet from
/// `Resources/demo`, wherever the binary was started from.
enum DemoResources {
    static let uiFile = "placeholder-demo.ui"
    static let cssFile = "placeholder-demo.css"

    /// A resource that is missing or does not load, named in the message.
    typealias LoadError = DemoFailure

    /// Where the resources are looked for (shared with the GTK 4 demo).
    static let locator = DemoResourceLocator(program: "placeholder-demo", folder: "demo")

    /// The folders searched, in order: `$PLACEHOLDER_DEMO_RESOURCES` alone
    /// when set; otherwise beside the binary (`placeholder-demo-resources/`,
    /// `../share/placeholder-demo/`), the current directory's
    /// `Resources/demo/`, and the package's own `Resources/demo/`.
    static var searchPath: [String] { locator.searchPath }

    /// The path of `file` in the first folder of the search path holding it.
    static func locate(_ file: String) throws(LoadError) -> String {
        try locator.locate(file)
    }

    /// A builder loaded from the demo's `.ui` file, which declares a
    /// `PtvPlaceholder`.
    @MainActor
    static func loadBuilder() throws(LoadError) -> UnsafeMutablePointer<GtkBuilder> {
        let path = try locate(uiFile)
        PlaceholderTextView.registerGObjectTypes()
        let builder = gtk_builder_new()!
        var error: UnsafeMutablePointer<GError>?
        guard gtk_builder_add_from_file(builder, path, &error) != 0 else {
            g_object_unref(UnsafeMutableRawPointer(builder))
            throw LoadError("\(path): \(consume(error))")
        }
        return builder
    }

    /// Applies the demo's style sheet to the whole screen.
    @MainActor
    static func loadStyleSheet() throws(LoadError) {
        let path = try locate(cssFile)
        let provider = gtk_css_provider_new()!
        defer { g_object_unref(UnsafeMutableRawPointer(provider)) }
        var error: UnsafeMutablePointer<GError>?
        guard gtk_css_provider_load_from_path(provider, path, &error) != 0, error == nil else {
            throw LoadError("\(path): \(consume(error))")
        }
        gtk_style_context_add_provider_for_screen(
            gdk_screen_get_default(), OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    }

    /// The object `id` from `builder`, which must exist.
    @MainActor
    static func object<T>(_ builder: UnsafeMutablePointer<GtkBuilder>, _ id: String, as _: T.Type = T.self) throws(LoadError)
        -> UnsafeMutablePointer<T>
    {
        guard let object = gtk_builder_get_object(builder, id) else {
            throw LoadError("\(uiFile) has no object '\(id)'")
        }
        return UnsafeMutableRawPointer(object).assumingMemoryBound(to: T.self)
    }

    /// A GError's message, freeing it.
    private static func consume(_ error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "unknown error" }
        defer { g_error_free(error) }
        return String(cString: error.pointee.message)
    }
}
