import Foundation

/// A bad command-line value, with the one-line message to print.
public struct BenchOptionError: Error, CustomStringConvertible {
    /// What is wrong, for the user.
    public var description: String

    /// An error saying `description`.
    public init(_ description: String) { self.description = description }
}

/// Checks shared by both benchmarks' command lines.
public enum BenchOptions {
    /// Throws unless a JSON report can be written at `path`: refused before
    /// minutes of measuring rather than after.
    public static func checkWritable(jsonPath path: String) throws(BenchOptionError) {
        let directory = (path as NSString).deletingLastPathComponent
        let folder = directory.isEmpty ? "." : directory
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue,
            FileManager.default.isWritableFile(atPath: folder)
        else { throw BenchOptionError("--json: cannot write to '\(path)': no such writable directory") }
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw BenchOptionError("--json: '\(path)' is a directory")
        }
    }

    /// The names in a comma-separated `list`, trimmed, each checked with
    /// `known`; throws naming the first unknown one and the option.
    public static func names(in list: String, option: String, known: (String) -> Bool) throws(BenchOptionError) -> [String] {
        var names: [String] = []
        for name in list.split(separator: ",") {
            let trimmed = name.trimmingCharacters(in: .whitespaces)
            guard known(trimmed) else { throw BenchOptionError("unknown column '\(name)' in \(option)") }
            names.append(trimmed)
        }
        return names
    }
}
