import Foundation

/// Why a demo cannot go on, said in one line: a missing or broken resource,
/// an unwritable screenshot.
public struct DemoFailure: Error, CustomStringConvertible, Sendable {
    /// The message, without the program's name.
    public let description: String

    /// A failure saying `description`.
    public init(_ description: String) {
        self.description = description
    }
}

/// Prints `program: message` as one line on standard error (line breaks in
/// `message` become spaces).
public func printDemoError(_ message: String, program: String) {
    let line = program + ": " + message.split(separator: "\n").joined(separator: " ") + "\n"
    FileHandle.standardError.write(Data(line.utf8))
}
