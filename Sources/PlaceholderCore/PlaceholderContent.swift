/// What the placeholder says: literal text, or Pango markup.
public enum PlaceholderContent: Sendable, Equatable, Hashable {
    /// Text drawn literally: `<b>` shows as `<b>`.
    case plain(String)
    /// Pango markup, for a rich placeholder (bold, italics, colours, sizes).
    case markup(String)

    /// No placeholder at all.
    public static let none = PlaceholderContent.plain("")

    /// The source string, as the app gave it.
    public var source: String {
        switch self {
        case .plain(let text), .markup(let text): return text
        }
    }

    /// Whether there is nothing to draw.
    public var isEmpty: Bool { source.isEmpty }

    /// Whether the content is markup.
    public var isMarkup: Bool {
        if case .markup = self { return true }
        return false
    }

    /// The plain text as handed to Pango: NUL characters, which Pango cannot
    /// lay out, are replaced with U+FFFD. Markup is returned unchanged (the
    /// markup parser reports NULs as an error).
    package var drawableSource: String {
        switch self {
        case .markup(let text): return text
        case .plain(let text):
            guard text.utf8.contains(0) else { return text }
            return String(text.unicodeScalars.map { $0 == "\0" ? "\u{FFFD}" : Character($0) })
        }
    }
}
