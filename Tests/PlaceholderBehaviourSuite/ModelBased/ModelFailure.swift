/// The first disagreement between the live views and the reference model
/// in a run: which operation it followed and what differed.
struct ModelFailure: Error, CustomStringConvertible {
    /// The index of the operation after which the check failed.
    var index: Int
    /// That operation.
    var operation: ModelOperation
    /// What differed.
    var messages: [String]

    /// One line per difference.
    var description: String {
        "after operation #\(index) \(operation):\n  " + messages.joined(separator: "\n  ")
    }
}

/// Lists operations as Swift source, one per line, ready to paste into a
/// test as `let operations: [ModelOperation] = [...]`.
func swiftListing(_ operations: [ModelOperation]) -> String {
    operations.map { "    .\($0)," }.joined(separator: "\n")
}
