import Foundation
import XCTest

/// The model-based test's size: `PLACEHOLDER_MODEL_OPS` operations in all
/// (100,000 by default), in runs of 2,000 on fresh views.
private let totalOperations = Int(ProcessInfo.processInfo.environment["PLACEHOLDER_MODEL_OPS"] ?? "") ?? 100_000
private let operationsPerRun = 2_000

/// Random operations on real views against a reference model of the
/// documented rules, reproducible from a printed seed (`PLACEHOLDER_SEED`),
/// shrunk to a short list on failure.
@MainActor
public final class ModelBasedBehaviour: BehaviourGroup {
    /// `totalOperations` random operations in runs on fresh views; set
    /// `PLACEHOLDER_MODEL_TRACE` to print each operation before it runs.
    public func testRandomOperationsKeepEveryInvariantOfTheModel() throws {
        let seed = SplitMix64.seed(fromEnvironment: "PLACEHOLDER_SEED", default: 0x00C0_FFEE_5EED)
        let seedText = "0x" + String(seed, radix: 16)
        let name = "ModelBasedBehaviour (\(harness.toolkitName))"
        print("\(name): seed \(seedText) (replay with PLACEHOLDER_SEED=\(seedText)), \(totalOperations) operations")
        let started = Date()
        var runSeeds = SplitMix64(seed: seed)
        var done = 0, runs = 0, executed = 0
        var statistics = ModelStatistics()
        // `PLACEHOLDER_MODEL_RUN` replays one run of the seed alone.
        let onlyRun = Int(ProcessInfo.processInfo.environment["PLACEHOLDER_MODEL_RUN"] ?? "")
        while done < totalOperations {
            let operations = OperationGenerator.operations(
                seed: runSeeds.next(), count: min(operationsPerRun, totalOperations - done))
            if onlyRun == nil || runs == onlyRun {
                if let failure = try ModelRunner.run(operations, harness: harness, statistics: &statistics) {
                    let (shortest, shortFailure) = try Shrinker { try ModelRunner.run($0, harness: self.harness) }
                        .shrink(operations, failure: failure)
                    XCTFail("""
                        seed \(seedText), run \(runs) of fresh views: \(failure)
                        shrunk to \(shortest.count) operations, which fail \(shortFailure):
                        \(swiftListing(shortest))
                        """)
                    return
                }
                executed += operations.count
            }
            (done, runs) = (done + operations.count, runs + 1)
        }
        let seconds = Date().timeIntervalSince(started)
        print("\(name): \(executed) operations in \(runs) runs, \(String(format: "%.1f", seconds)) s; \(statistics)")
        XCTAssertGreaterThan(statistics.visibleChecks, executed / 10, "the placeholder was visible often enough to matter")
        XCTAssertGreaterThan(statistics.pixelComparisonsShown, 0)
        XCTAssertLessThan(statistics.pixelComparisonsShown, statistics.pixelComparisons)
    }

    /// The harness itself: a model that ignores focus hiding must be caught,
    /// and the counter-example shrunk to the few operations that matter (a
    /// placeholder, what gives the focus, and where the toolkit's entry
    /// keeps its placeholder while focused, the behaviour that hides it).
    public func testAPlantedModelBugIsCaughtAndShrunkToAFewOperations() throws {
        let operations = OperationGenerator.operations(seed: 42, count: operationsPerRun)
        let failure = try XCTUnwrap(
            try ModelRunner.run(operations, harness: harness, plantedBug: true), "the planted bug went unnoticed")
        let (shortest, shortFailure) = try Shrinker(
            fails: { try ModelRunner.run($0, harness: self.harness, plantedBug: true) }
        ).shrink(operations, failure: failure)
        XCTAssertLessThanOrEqual(shortest.count, 4, "shrunk to:\n" + swiftListing(shortest))
        XCTAssertTrue(shortFailure.description.contains("isPlaceholderVisible"), shortFailure.description)
        let slot = shortFailure.operation.slot ?? 0
        if !harness.entryHidesPlaceholderWhileFocused {
            XCTAssertTrue(shortest.contains(.setFocusBehavior(view: slot, behavior: .hiddenWhileFocused)),
                          swiftListing(shortest))
        }
        XCTAssertNil(try ModelRunner.run(shortest, harness: harness), "the list passes against the right model")
    }
}
