/// What a model-based run exercised, to show it is not vacuous: how often
/// each kind of operation ran, how many checks expected a visible
/// placeholder, and how many pixel comparisons were made.
struct ModelStatistics: CustomStringConvertible {
    /// Operations by kind (the case name).
    var operations: [String: Int] = [:]
    /// Invariant checks made (each covers both slots).
    var checks = 0
    /// Slot checks at which the rule said "visible".
    var visibleChecks = 0
    /// Pixel comparisons made (blank placeholders are checked by state only).
    var pixelComparisons = 0
    /// Pixel comparisons that found the placeholder drawn.
    var pixelComparisonsShown = 0
    /// User edits a length limit cut or refused, as the model expected.
    var limitedEdits = 0
    /// User edits made under a blocking line limit (judged by GTK's layout).
    var lineLimitedEdits = 0
    /// Returns the Return behaviour took.
    var returnsTaken = 0

    /// Counts one operation.
    mutating func count(_ operation: ModelOperation) {
        let name = String(describing: operation).prefix { $0 != "(" }
        operations[String(name), default: 0] += 1
    }

    /// One summary line.
    var description: String {
        "\(checks) checks (\(visibleChecks) slot checks expecting a visible placeholder), "
            + "\(pixelComparisons) pixel comparisons (\(pixelComparisonsShown) shown), "
            + "\(limitedEdits) user edits cut by a limit, \(lineLimitedEdits) under a line limit, \(returnsTaken) Returns taken; operations: "
            + operations.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    }
}
