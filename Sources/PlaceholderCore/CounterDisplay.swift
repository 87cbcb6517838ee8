/// What a view's built-in counter shows for its count: drawn below the text
/// in the view's font, in the placeholder's colour within the limit and the
/// theme's error colour over it, and told to screen readers in words.
public struct CounterDisplay: Sendable, Equatable {
    /// The count it shows.
    public let count: TextCount

    /// The counter for `count`, or nil when none shows: the app did not
    /// ask for one, or no limit is set (the count is followed only then).
    public init?(count: TextCount, shown: Bool) {
        guard shown, count.limit > 0 else { return nil }
        self.count = count
    }

    /// What it says on screen: "120 / 500", or "3 / 5 lines".
    public var text: String { count.description }

    /// Whether it is painted in the error colour: the text is over the limit.
    public var isOverLimit: Bool { count.isOverLimit }

    /// What screen readers say: "120 of 500 characters", and how far over
    /// the limit the text is when it is ("…, 3 over the limit").
    public var spokenText: String {
        let noun = count.unit == .lines ? "line" : "character"
        let unit = count.limit == 1 ? noun : noun + "s"
        let base = "\(count.length) of \(count.limit) \(unit)"
        return isOverLimit ? "\(base), \(-count.remaining) over the limit" : base
    }
}
