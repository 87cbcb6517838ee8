import Foundation
import PlaceholderCore

/// What both benchmarks put in their views.
public enum BenchContent {
    /// The two-line placeholder every view shows.
    public static let placeholder = "Write a message to the team…\nShift+Enter starts a new line"
    /// The size of the keystroke measurement's document: 10 MiB.
    public static let documentBytes = 10 * 1024 * 1024
    /// The `limited` column's limit: room for the document and every
    /// keystroke the measurement adds, so that the limit counts each one
    /// and refuses none.
    public static let lengthLimit = 2 * documentBytes

    /// The `limited` column's limit: `lengthLimit` characters, or with
    /// `PLACEHOLDER_BENCH_LIMIT=lines` as many lines (a line limit, which
    /// lays out the edited paragraph on each keystroke).
    @MainActor public static var limit: TextLimit {
        let inLines = ProcessInfo.processInfo.environment["PLACEHOLDER_BENCH_LIMIT"] == "lines"
        return (try? TextLimit(maxLength: inLines ? 0 : lengthLimit, maxLines: inLines ? lengthLimit : 0)) ?? .none
    }

    /// Lines of ordinary prose, `bytes` long in all.
    public static func document(bytes: Int) -> String {
        let line = "The quick brown fox jumps over the lazy dog, and the placeholder stays hidden.\n"
        var text = String(repeating: line, count: bytes / line.utf8.count)
        text += String(repeating: "x", count: bytes - text.utf8.count)
        return text
    }
}
