import Foundation
import PlaceholderTestImaging
import XCTest

/// The model-based random test of the C library (`C/tests/model_ptv.py`):
/// views, faces, moves, destructions, property sets and edits chosen at
/// random from a seed, every live face's properties compared with a model
/// after each operation.
extension CLibraryChecks {
    /// Operations of a plain run (about 20 seconds).
    static let modelOperations = 20_000
    /// Operations under memcheck, some 50 times slower (about 1.5 minutes
    /// with GTK 3, 2.5 with GTK 4).
    static let memcheckOperations = 1_000
    /// The seed under memcheck: fixed, so that a failure replays as it is.
    static let memcheckSeed = 1

    /// A seed of this test run's own, from the clock: each run tries other
    /// operations.
    static let seedOfThisRun = Int(Date().timeIntervalSince1970) % 1_000_000_000

    /// Runs the model with `seed`; a failure's message names the seed and
    /// the command that replays it.
    func modelBasedRandomOperations(seed: Int, operations: Int = modelOperations) throws {
        let arguments = ["\(gtk)", "\(seed)", "\(operations)"]
        let run = try python("model_ptv.py", arguments, environment: installed.environment)
        assertAllChecksPassed(run, "GTK \(gtk), seed \(seed) (replay: \(replay(arguments))):\n")
        XCTAssertTrue(
            run.output.contains("all checks passed (\(operations) operations, seed \(seed))"),
            "GTK \(gtk), seed \(seed): \(run.output)")
    }

    /// Runs the model under valgrind memcheck (`C/tests/memcheck.sh`) with
    /// the fixed seed: no error may be the C library's.
    func modelBasedRandomOperationsUnderMemcheck() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let log = directory.appendingPathComponent("memcheck.log").path
        let arguments = ["\(gtk)", "\(Self.memcheckSeed)", "\(Self.memcheckOperations)"]
        let memcheck = try runChildProcess(
            "/bin/bash", [source("tests/memcheck.sh"), log, "/usr/bin/python3", source("tests/model_ptv.py")] + arguments,
            environment: installed.environment, mergeErrors: true)
        let context = "GTK \(gtk) under memcheck (replay: \(replay(arguments))):\n"
        XCTAssertEqual(memcheck.status, 0, context + memcheck.output)
        XCTAssertTrue(memcheck.output.contains("attributable to the C library: 0"), context + memcheck.output)
        XCTAssertTrue(memcheck.output.contains("all checks passed"), context + memcheck.output)
    }

    /// The command that runs the model again with `arguments`.
    private func replay(_ arguments: [String]) -> String {
        (["python3", source("tests/model_ptv.py")] + arguments).joined(separator: " ")
    }
}
