/// Everything an app chooses about a placeholder. A value: setting its
/// fields in any order gives the same result.
public struct PlaceholderSettings: Sendable, Equatable {
    /// What the placeholder says; empty for none.
    public var content: PlaceholderContent
    /// Where its colour comes from.
    public var color: PlaceholderColorChoice
    /// Whether focus hides it.
    public var focusBehavior: PlaceholderFocusBehavior

    /// Creates settings; the defaults are no placeholder, the theme's colour,
    /// and visible until the first character.
    public init(
        content: PlaceholderContent = .none,
        color: PlaceholderColorChoice = .themeDefault,
        focusBehavior: PlaceholderFocusBehavior = .visibleUntilTyping
    ) {
        self.content = content
        self.color = color
        self.focusBehavior = focusBehavior
    }
}
