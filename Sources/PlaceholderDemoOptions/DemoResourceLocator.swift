import Foundation

/// Where a demo finds its resources (GtkBuilder file, style sheet), wherever
/// its binary was started from or copied to.
///
/// The folders searched, in order: `$PLACEHOLDER_DEMO_RESOURCES` alone when
/// set; otherwise beside the binary (`<program>-resources/`,
/// `../share/<program>/`), the current directory's `Resources/<folder>/`,
/// and the `Resources/<folder>/` of the package the binary was built from.
public struct DemoResourceLocator: Sendable {
    /// The variable that, when set, names the only folder searched.
    public static let overrideVariable = "PLACEHOLDER_DEMO_RESOURCES"

    /// The program's name, such as `placeholder-demo`.
    public let program: String
    /// The folder under the package's `Resources/`, such as `demo`.
    public let folder: String

    /// A locator for `program`'s resources, kept in `Resources/<folder>`.
    public init(program: String, folder: String) {
        self.program = program
        self.folder = folder
    }

    /// The folders searched, in order.
    public var searchPath: [String] {
        if let override = ProcessInfo.processInfo.environment[Self.overrideVariable] {
            return [override]
        }
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        // This file is Sources/PlaceholderDemoOptions/DemoResourceLocator.swift.
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return [
            binary.appendingPathComponent("\(program)-resources").path,
            binary.deletingLastPathComponent().appendingPathComponent("share/\(program)").path,
            FileManager.default.currentDirectoryPath + "/Resources/\(folder)",
            package.appendingPathComponent("Resources/\(folder)").path,
        ]
    }

    /// The path of `file` in the first folder of the search path holding it.
    ///
    /// - Throws: a ``DemoFailure`` naming the file and the folders searched.
    public func locate(_ file: String) throws(DemoFailure) -> String {
        let folders = searchPath
        for folder in folders {
            let path = folder + "/" + file
            if FileManager.default.fileExists(atPath: path) { return path }
        }
        throw DemoFailure("cannot find \(file) (looked in \(folders.joined(separator: ", ")))")
    }
}
