import Foundation

/// Shrinks a failing operation list to a short one that still fails, by
/// replaying candidates on fresh views: first the prefix up to the failing
/// operation, then delta-debugging removal of ever smaller chunks
/// (Zeller's ddmin, simplified), then removal of every operation of one
/// kind at once (which frees pairs apart in the list, such as an insert
/// and the delete that undoes it), again while that helps, within a time
/// budget.
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
        while true {
            (current, currentFailure) = try removeChunks(from: current, failure: currentFailure, until: deadline)
            guard let fewer = try removeKinds(from: current, until: deadline) else { break }
            (current, currentFailure) = fewer
        }
        return (current, currentFailure)
    }

    /// ddmin: removes ever smaller chunks while the list still fails.
    private func removeChunks(from operations: [ModelOperation], failure: ModelFailure, until deadline: Date) throws
        -> ([ModelOperation], ModelFailure)
    {
        var current = operations, currentFailure = failure
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

    /// The list without every operation of one kind, for the first kind
    /// whose removal still fails; nil when none does.
    private func removeKinds(from operations: [ModelOperation], until deadline: Date) throws
        -> ([ModelOperation], ModelFailure)?
    {
        func kind(_ operation: ModelOperation) -> Substring { String(describing: operation).prefix { $0 != "(" } }
        for name in Set(operations.map(kind)).sorted() where Date() < deadline {
            let candidate = operations.filter { kind($0) != name }
            if !candidate.isEmpty, let failure = try fails(candidate) {
                return (Array(candidate.prefix(failure.index + 1)), failure)
            }
        }
        return nil
    }
}
