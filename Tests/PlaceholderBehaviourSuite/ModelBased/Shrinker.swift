import Foundation

/// Shrinks a failing operation list to a short one that still fails, by
/// replaying candidates on fresh views: first the prefix up to the failing
/// operation, then delta-debugging removal of ever smaller chunks
/// (Zeller's ddmin, simplified), within a time budget.
@MainActor
struct Shrinker {
    /// Whether a list fails; replays it on fresh views.
    let fails: ([ModelOperation]) throws -> ModelFailure?
    /// How long shrinking may take, in seconds.
    var budget: TimeInterval = 60

    /// The shortest failing list found from `operations`, which failed
    /// with `failure`, and its failure.
    func shrink(_ operations: [ModelOperation], failure: ModelFailure) throws -> ([ModelOperation], ModelFailure) {
        let deadline = Date().addingTimeInterval(budget)
        var current = Array(operations.prefix(failure.index + 1))
        var currentFailure = failure
        var chunk = max(1, current.count / 2)
        while Date() < deadline {
            var removedAny = false
            var start = 0
            while start < current.count && Date() < deadline {
                var candidate = current
                candidate.removeSubrange(start..<min(current.count, start + chunk))
                if !candidate.isEmpty, let candidateFailure = try fails(candidate) {
                    // Keep only what led up to the (possibly earlier) failure.
                    current = Array(candidate.prefix(candidateFailure.index + 1))
                    currentFailure = candidateFailure
                    removedAny = true
                } else {
                    start += chunk
                }
            }
            if chunk == 1 && !removedAny { break }
            if !removedAny { chunk = max(1, chunk / 2) }
        }
        return (current, currentFailure)
    }
}
