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
    /// The most lines, as the view displays them (a wrapped line counts),
    /// user edits may bring the text to; 0 for no limit.
    public private(set) var maxLines: Int
    /// What happens to input beyond the limit.
    public var mode: TextLimitMode

    /// No limit, blocking once one is set.
    public init() {
        maxLength = 0
        maxLines = 0
        mode = .block
    }

    /// A limit of `maxLength` characters and `maxLines` displayed lines
    /// (0: none of that kind).
    ///
    /// - Throws: `PlaceholderError.invalidLimit(_:)` for a negative limit
    ///   or one above ``largest``.
    public init(maxLength: Int = 0, maxLines: Int = 0, mode: TextLimitMode = .block) throws(PlaceholderError) {
        for limit in [maxLength, maxLines] where !(0...Self.largest).contains(limit) { throw .invalidLimit(limit) }
        self.maxLength = maxLength
        self.maxLines = maxLines
        self.mode = mode
    }

    /// Whether a limit is set.
    public var isSet: Bool { maxLength > 0 || maxLines > 0 }

    /// What the count counts: lines while a line limit is set, otherwise
    /// characters.
    public var unit: TextCountUnit { maxLines > 0 ? .lines : .characters }

    /// How many of the `count` characters a user edit inserts get into a
    /// text of `length` characters: all of them with no limit or in
    /// ``TextLimitMode/warn`` mode; otherwise the first ones that fit
    /// (none when the text is at or over the limit already).
    public func charactersFitting(_ count: Int, into length: Int) -> Int {
        guard maxLength > 0, mode == .block else { return count }
        return max(0, min(count, maxLength - length))
    }

    /// The count of a text of `length` characters under this limit.
    public func count(of length: Int) -> TextCount {
        TextCount(length: length, limit: maxLength)
    }

    /// The count of a text of `characters` characters displayed on `lines`
    /// lines: in lines while a line limit is set.
    public func count(characters: Int, lines: Int) -> TextCount {
        maxLines > 0 ? TextCount(length: lines, limit: maxLines, unit: .lines) : count(of: characters)
    }

    /// Whether a text displayed on `lines` lines is within the line limit
    /// (always without one, or in ``TextLimitMode/warn`` mode).
    public func linesFit(_ lines: Int) -> Bool {
        maxLines == 0 || mode == .warn || lines <= maxLines
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

/// What a ``TextCount`` counts.
public enum TextCountUnit: Sendable, Equatable {
    /// Characters (Unicode code points).
    case characters
    /// Lines as the view displays them.
    case lines
}

/// A view's length against its limit, as a counter shows it.
public struct TextCount: Sendable, Equatable, CustomStringConvertible {
    /// The characters (or lines) in the view now.
    public var length: Int
    /// The limit (0: none).
    public var limit: Int
    /// What is counted.
    public var unit: TextCountUnit

    /// A count of `length` against `limit`, in characters unless told.
    public init(length: Int, limit: Int, unit: TextCountUnit = .characters) {
        self.length = length
        self.limit = limit
        self.unit = unit
    }

    /// How many more characters (or lines) fit: negative when over the
    /// limit, 0 with no limit.
    public var remaining: Int { limit > 0 ? limit - length : 0 }

    /// Whether the text is longer than the limit (only text the app put
    /// there, or any text in ``TextLimitMode/warn`` mode, can be).
    public var isOverLimit: Bool { limit > 0 && length > limit }

    /// What a counter says: "120 / 500", "3 / 5 lines", or "120" with no
    /// limit.
    public var description: String {
        guard limit > 0 else { return "\(length)" }
        return unit == .lines ? "\(length) / \(limit) lines" : "\(length) / \(limit)"
    }
}
