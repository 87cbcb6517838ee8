/// How long the text of a view may grow through the user's own edits.
/// Text the app sets or inserts in the buffer is never cut: a limit only
/// decides how much of what the user types, pastes, drops or commits from
/// an input method gets in, and what the count says.
public struct TextLimit: Sendable, Equatable {
    /// The largest limit GObject properties can carry (`G_MAXINT`).
    public static let largest = Int(Int32.max)
    /// No limit: nothing is refused, and nothing is connected to count.
    public static let none = TextLimit()

    /// The most characters (Unicode code points, as `GtkEntry` counts them)
    /// user edits may bring the text to; 0 for no limit.
    public private(set) var maxLength: Int
    /// What happens to input beyond the limit.
    public var mode: TextLimitMode

    /// No limit, blocking once one is set.
    public init() {
        maxLength = 0
        mode = .block
    }

    /// A limit of `maxLength` characters (0: none).
    ///
    /// - Throws: `PlaceholderError.invalidLimit(_:)` for a negative length
    ///   or one above ``largest``.
    public init(maxLength: Int, mode: TextLimitMode = .block) throws(PlaceholderError) {
        guard (0...Self.largest).contains(maxLength) else { throw .invalidLimit(maxLength) }
        self.maxLength = maxLength
        self.mode = mode
    }

    /// Whether a limit is set.
    public var isSet: Bool { maxLength > 0 }

    /// How many of the `count` characters a user edit inserts get into a
    /// text of `length` characters: all of them with no limit or in
    /// ``TextLimitMode/warn`` mode; otherwise the first ones that fit
    /// (none when the text is at or over the limit already).
    public func charactersFitting(_ count: Int, into length: Int) -> Int {
        guard isSet, mode == .block else { return count }
        return max(0, min(count, maxLength - length))
    }

    /// The count of a text of `length` characters under this limit.
    public func count(of length: Int) -> TextCount {
        TextCount(length: length, limit: maxLength)
    }
}

/// What happens to user input beyond a ``TextLimit``.
public enum TextLimitMode: String, Sendable, Equatable, CaseIterable {
    /// Input is cut to what fits (a paste keeps its first characters that
    /// fit, as `GtkEntry` does) and a keystroke that does not fit is
    /// refused with the widget's error bell. The default.
    case block
    /// Nothing is refused: the count shows the overflow.
    case warn
}

/// A view's length against its limit, as a counter shows it.
public struct TextCount: Sendable, Equatable, CustomStringConvertible {
    /// The characters in the view now.
    public var length: Int
    /// The limit (0: none).
    public var limit: Int

    /// A count of `length` against `limit`.
    public init(length: Int, limit: Int) {
        self.length = length
        self.limit = limit
    }

    /// How many more characters fit: negative when over the limit, 0 with
    /// no limit.
    public var remaining: Int { limit > 0 ? limit - length : 0 }

    /// Whether the text is longer than the limit (only text the app put
    /// there, or any text in ``TextLimitMode/warn`` mode, can be).
    public var isOverLimit: Bool { limit > 0 && length > limit }

    /// What a counter says: "120 / 500", or "120" with no limit.
    public var description: String { limit > 0 ? "\(length) / \(limit)" : "\(length)" }
}
