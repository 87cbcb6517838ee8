import Foundation
import XCTest

/// The names in `directory`, with each file's contents.
private func snapshot(_ directory: String) throws -> [String: Data] {
    try Dictionary(uniqueKeysWithValues: FileManager.default.contentsOfDirectory(atPath: directory).map { name in
        (name, FileManager.default.contents(atPath: directory + "/" + name) ?? Data())
    })
}

/// Every way a demo's command can fail exits non-zero with exactly one line,
/// on standard error only, and writes nothing: no screenshot, no partial or
/// temporary file, and an existing file at the screenshot path is left as it
/// was.
extension DemoFailureBehaviour {
    /// Bad flags and values, no display (the line says how to get one),
    /// unwritable paths, no resources.
    public func testEveryFailureIsOneLineOnStandardErrorAndWritesNothing() throws {
        let directory = demo.temporaryPath("failures")
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
            ("bad colour", ["--color", "#12345", "--screenshot", fresh], [:]),
            ("bad colour name", ["--color", "not-a-colour", "--screenshot", fresh], [:]),
            ("bad wrap", ["--wrap", "sideways", "--screenshot", fresh], [:]),
            ("negative length", ["--max-length", "-1", "--screenshot", fresh], [:]),
            ("negative lines", ["--max-lines", "-1", "--screenshot", fresh], [:]),
            ("bad return", ["--return", "sends", "--screenshot", fresh], [:]),
            ("no display, no flags", [], noDisplay),
            ("no display", ["--screenshot", fresh], noDisplay),
            ("no display, existing file", ["--screenshot", existing], noDisplay),
            ("missing directory", ["--screenshot", directory + "/missing/shot.png"], [:]),
            ("parent is a file", ["--screenshot", file + "/shot.png"], [:]),
            ("path is a directory", ["--screenshot", directory], [:]),
            ("no resources", ["--screenshot", fresh], ["PLACEHOLDER_DEMO_RESOURCES": directory]),
        ]
        for (what, arguments, environment) in cases {
            let run = try demo.run(arguments, environment: environment)
            XCTAssertNotEqual(run.status, 0, what)
            XCTAssertEqual(run.output, "", "\(what): nothing on standard output")
            let lines = run.errors.split(separator: "\n", omittingEmptySubsequences: false)
            XCTAssertEqual(lines.count, 2, "\(what): one line ending in a newline: \(run.errors.debugDescription)")
            XCTAssertTrue(lines.first?.hasPrefix("\(demo.program): ") ?? false, what)
            if environment == noDisplay { XCTAssertTrue(run.errors.contains("Xvfb"), "\(what): \(run.errors)") }
            XCTAssertEqual(try snapshot(directory), before, "\(what): nothing written")
        }
    }
}
