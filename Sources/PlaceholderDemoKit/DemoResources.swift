import CPlaceholderGObject
import PlaceholderDemoOptions
import PlaceholderObjectProperties

/// Finds and loads a demo's builder file and style sheet,
/// `Resources/<folder>/<program>.ui` and `.css`, wherever the binary was
/// started from (the search is `DemoResourceLocator`'s).
@MainActor
public enum DemoResources<Toolkit: DemoToolkit> {
    /// The builder file's name, such as `placeholder-demo.ui`.
    public static var uiFile: String { Toolkit.program + ".ui" }
    /// The style sheet's name, such as `placeholder-demo.css`.
    public static var cssFile: String { Toolkit.program + ".css" }

    /// Where the resources are looked for: `$PLACEHOLDER_DEMO_RESOURCES`
    /// alone when set, else beside the binary (`<program>-resources/`,
    /// `../share/<program>/`), `./Resources/<folder>/` and the package's.
    public static var locator: DemoResourceLocator {
        DemoResourceLocator(program: Toolkit.program, folder: Toolkit.resourceFolder)
    }

    /// A builder loaded from the demo's `.ui` file, which declares a
    /// `PtvPlaceholder`; the caller unreferences it.
    static func loadBuilder() throws(DemoFailure) -> gpointer {
        let path = try locator.locate(uiFile)
        Toolkit.View.registerGObjectTypes()
        let builder = Toolkit.newBuilder()
        if let message = Toolkit.addObjects(from: path, to: builder) {
            g_object_unref(builder)
            // GtkBuilder's message usually starts with the file's path and line.
            throw DemoFailure(message.hasPrefix(path) ? message : "\(path): \(message)")
        }
        return builder
    }

    /// Applies the demo's style sheet to the whole display.
    static func loadStyleSheet() throws(DemoFailure) {
        try Toolkit.loadStyleSheet(try locator.locate(cssFile))
    }

    /// The object `id` from `builder`, which must exist.
    public static func object(_ id: String, in builder: gpointer) throws(DemoFailure) -> gpointer {
        guard let object = Toolkit.object(id, in: builder) else {
            throw DemoFailure("\(uiFile) has no object '\(id)'")
        }
        return object
    }
}
