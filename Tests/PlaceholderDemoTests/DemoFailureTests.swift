import Foundation
import PlaceholderTestSupportGtk3
import XCTest

/// The names in `directory`, with each file's contents.
private func snapshot(_ directory: String) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: directory) {
        files[name] = FileManager.default.contents(atPath: directory + "/" + name) ?? Data()
    }
    return files
}

/// Issue 4, point 5: what `DemoCommandTests` leaves out. Every way the
/// command can fail exits non-zero with exactly one line, on standard error
/// only, and writes nothing: no screenshot, no partial or temporary file,
/// and an existing file at the screenshot path is left as it was.
final class DemoFailureTests: XCTestCase {
    /// Bad flags and values, no display, unwritable paths.
    func testEveryFailureIsOneLineOnStandardErrorAndWritesNothing() throws {
        let directory = NSTemporaryDirectory() + "placeholder-demo-failures-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let existing = directory + "/existing.png", fresh = directory + "/fresh.png", file = directory + "/file"
        try Data("an older screenshot".utf8).write(to: URL(fileURLWithPath: existing))
        try Data("a plain file".utf8).write(to: URL(fileURLWithPath: file))
        let before = try snapshot(directory)
        let noDisplay: [String: String?] = ["DISPLAY": nil, "WAYLAND_DISPLAY": nil]
        let cases: [(what: String, arguments: [String], environment: [String: String?])] = [
            ("unknown flag", ["--frobnicate", "--screenshot", fresh], [:]),
            ("unknown flag, existing file", ["--frobnicate", "--screenshot", existing], [:]),
            ("missing value", ["--screenshot", fresh, "--placeholder"], [:]),
            ("bad value", ["--scale", "9", "--screenshot", existing], [:]),
            ("no display", ["--screenshot", fresh], noDisplay),
            ("no display, existing file", ["--screenshot", existing], noDisplay),
            ("missing directory", ["--screenshot", directory + "/missing/shot.png"], [:]),
            ("parent is a file", ["--screenshot", file + "/shot.png"], [:]),
            ("path is a directory", ["--screenshot", directory], [:]),
        ]
        for (what, arguments, environment) in cases {
            let run = try runChildProcess(builtProduct("placeholder-demo"), arguments, environment: environment)
            XCTAssertNotEqual(run.status, 0, what)
            XCTAssertEqual(run.output, "", "\(what): nothing on standard output")
            let lines = run.errors.split(separator: "\n", omittingEmptySubsequences: false)
            XCTAssertEqual(lines.count, 2, "\(what): one line ending in a newline: \(run.errors.debugDescription)")
            XCTAssertFalse(lines.first?.isEmpty ?? true, what)
            XCTAssertEqual(try snapshot(directory), before, "\(what): nothing written")
        }
    }
}
