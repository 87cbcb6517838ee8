import CPlaceholderGtk3
import PlaceholderTextView
import Foundation

/// Finds and loads the demo's builder file and style sheet from
/// `Resources/demo`, wherever the binary was started from.
enum DemoResources {
    static let uiFile = "placeholder-demo.ui"
    static let cssFile = "placeholder-demo.css"

    /// A resource that is missing or does not load, named in the message.
    struct LoadError: Error, CustomStringConvertible {
        let description: String
    }

    /// The folders searched, in order: `$PLACEHOLDER_DEMO_RESOURCES` alone
    /// when set; otherwise beside the binary (`placeholder-demo-resources/`,
    /// `../share/placeholder-demo/`), the current directory's
    /// `Resources/demo/`, and the package's own `Resources/demo/`.
    static var searchPath: [String] {
        if let override = ProcessInfo.processInfo.environment["PLACEHOLDER_DEMO_RESOURCES"] {
            return [override]
        }
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return [
            binary.appendingPathComponent("placeholder-demo-resources").path,
            binary.deletingLastPathComponent().appendingPathComponent("share/placeholder-demo").path,
            FileManager.default.currentDirectoryPath + "/Resources/demo",
            package.appendingPathComponent("Resources/demo").path,
        ]
    }

    /// The path of `file` in the first folder of the search path holding it.
    static func locate(_ file: String) throws(LoadError) -> String {
        for folder in searchPath {
            let path = folder + "/" + file
            if FileManager.default.fileExists(atPath: path) { return path }
        }
        throw LoadError(description: "cannot find \(file) (looked in \(searchPath.joined(separator: ", ")))")
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
            throw LoadError(description: "\(path): \(consume(error))")
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
            throw LoadError(description: "\(path): \(consume(error))")
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
            throw LoadError(description: "\(uiFile) has no object '\(id)'")
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
