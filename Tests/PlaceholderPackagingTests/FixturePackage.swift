import Foundation
import PlaceholderTestImaging
import XCTest

/// A package under `Tests/Fixtures` that depends on this one by path, built
/// with SwiftPM as an app's author would build it, in its own scratch
/// folder under the ignored `.build/fixtures`.
struct FixturePackage {
    /// This package's root.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The fixture's folder name under `Tests/Fixtures`.
    let name: String

    var path: String { Self.root.appendingPathComponent("Tests/Fixtures/\(name)").path }
    var scratchPath: String { Self.root.appendingPathComponent(".build/fixtures/\(name)").path }

    /// Runs `swift build` on the fixture (extra arguments appended, a
    /// command prefix such as `unshare` before it) and returns what it
    /// printed; the test fails with that output when the build fails.
    @discardableResult
    func build(
        _ arguments: [String] = [], prefix: [String] = [], file: StaticString = #filePath, line: UInt = #line
    ) throws -> ChildProcessResult {
        let command = prefix + ["swift", "build", "--package-path", path, "--scratch-path", scratchPath] + arguments
        let result = try runChildProcess("/usr/bin/env", command, mergeErrors: true)
        XCTAssertEqual(result.status, 0, "\(command.joined(separator: " ")):\n\(result.output.suffix(4000))", file: file, line: line)
        return result
    }

    /// The path of an executable the fixture built (debug).
    func product(_ executable: String) -> String {
        URL(fileURLWithPath: scratchPath).appendingPathComponent("debug/\(executable)").path
    }
}

/// A new empty folder under the system's temporary folder.
func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("ptv-" + UUID().uuidString)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
