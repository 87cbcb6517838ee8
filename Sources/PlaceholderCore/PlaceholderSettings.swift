/// Everything an app chooses about a placeholder. A value: setting its
/// fields in any order gives the same result.
public struct PlaceholderSettings: Sendable, Equatable {
    /// What the placeholder says; empty for none.
    public var content: PlaceholderContent
    /// Where its colour comes from.
    public var color: PlaceholderColorChoice
    /// Whether focus hides it.
    public var focusBehavior: PlaceholderFocusBehavior
    /// Where the placeholder sits vertically.
    public var verticalPlacement: PlaceholderVerticalPlacement
    /// Whether an empty view asks for the height the whole placeholder needs.
    public var requestsNaturalHeight: Bool
    /// How long user edits may make the text (none by default).
    public var limit: TextLimit
    /// What Return does (a new line by default).
    public var returnBehavior: ReturnBehavior
    /// Whether a counter ("120 / 500") shows below the text while a limit
    /// is set (off by default).
    public var showsCounter: Bool

    /// Creates settings; the defaults are no placeholder, the theme's colour,
    /// the toolkit's entry's focus rule, on the first line, and no effect
    /// on the view's size, no length limit, Return a new line, and no
    /// counter.
    public init(
        content: PlaceholderContent = .none,
        color: PlaceholderColorChoice = .themeDefault,
        focusBehavior: PlaceholderFocusBehavior = .matchingEntry,
        verticalPlacement: PlaceholderVerticalPlacement = .firstLine,
        requestsNaturalHeight: Bool = false,
        limit: TextLimit = .none,
        returnBehavior: ReturnBehavior = .newline,
        showsCounter: Bool = false
    ) {
        self.content = content
        self.color = color
        self.focusBehavior = focusBehavior
        self.verticalPlacement = verticalPlacement
        self.requestsNaturalHeight = requestsNaturalHeight
        self.limit = limit
        self.returnBehavior = returnBehavior
        self.showsCounter = showsCounter
    }
}

/// Where the placeholder sits vertically in the view.
public enum PlaceholderVerticalPlacement: Sendable, Equatable, CaseIterable {
    /// On the first line, where typed text starts (the default).
    case firstLine
    /// Centred in the visible text area, as in some UIKit placeholders.
    case centered
}

extension PlaceholderSettings {
    /// Whether these settings need anything of the view: a placeholder to
    /// paint, a limit to keep, or a Return to take. Without any, nothing is
    /// connected to the view.
    public var needsTheView: Bool { !content.isEmpty || limit.isSet || returnBehavior != .newline }
}
