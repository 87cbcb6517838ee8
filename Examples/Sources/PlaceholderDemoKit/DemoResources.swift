import CPlaceholderGObject
import Foundation
import PlaceholderDemoOptions
import PlaceholderObjectProperties

/// Finds and loads a demo's builder file and style sheet,
/// `Resources/<folder>/<program>.ui` and `.css`, wherever its binary was
/// started from or copied to.
@MainActor
public enum DemoResources<Toolkit: DemoToolkit> {
    /// The builder file's name, such as `placeholder-demo.ui`.
    public static var uiFile: String { Toolkit.program + ".ui" }
    /// The style sheet's name, such as `placeholder-demo.css`.
    public static var cssFile: String { Toolkit.program + ".css" }

    /// The folders searched, in order: `$PLACEHOLDER_DEMO_RESOURCES` alone
    /// when set; otherwise beside the binary (`<program>-resources/`,
    /// `../share/<program>/`), the current directory's `Resources/<folder>/`,
    /// and the `Resources/<folder>/` of the package the binary was built from.
    public static var searchPath: [String] {
        if let override = ProcessInfo.processInfo.environment["PLACEHOLDER_DEMO_RESOURCES"] {
            return [override]
        }
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        // This file is Sources/PlaceholderDemoKit/DemoResources.swift.
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return [
            binary.appendingPathComponent("\(Toolkit.program)-resources").path,
            binary.deletingLastPathComponent().appendingPathComponent("share/\(Toolkit.program)").path,
            FileManager.default.currentDirectoryPath + "/Resources/\(Toolkit.resourceFolder)",
            package.appendingPathComponent("Resources/\(Toolkit.resourceFolder)").path,
        ]
    }

    /// The path of `file` in the first folder of the search path holding it.
    ///
    /// - Throws: a ``DemoFailure`` naming the file and the folders searched.
    public static func locate(_ file: String) throws(DemoFailure) -> String {
        let folders = searchPath
        for folder in folders {
            let path = folder + "/" + file
            if FileManager.default.fileExists(atPath: path) { return path }
        }
        throw DemoFailure("cannot find \(file) (looked in \(folders.joined(separator: ", ")))")
    }

    /// A builder loaded from the demo's `.ui` file, which declares a
    /// `PtvPlaceholder`; the caller unreferences it.
    static func loadBuilder() throws(DemoFailure) -> gpointer {
        let path = try locate(uiFile)
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
        try Toolkit.loadStyleSheet(try locate(cssFile))
    }

    /// The object `id` from `builder`, which must exist.
    public static func object(_ id: String, in builder: gpointer) throws(DemoFailure) -> gpointer {
        guard let object = Toolkit.object(id, in: builder) else {
            throw DemoFailure("\(uiFile) has no object '\(id)'")
        }
        return object
    }
}
