import PlaceholderCore

/// The public API of a product's `PlaceholderTextView` class, the same in
/// both toolkits' products: what the scenarios may call on the object under
/// test. Each toolkit's harness declares its class conforms.
@MainActor
public protocol PlaceholderFacade: AnyObject {
    /// The placeholder as plain text ("" for none).
    var placeholder: String { get set }
    /// The placeholder's content, plain or markup.
    var content: PlaceholderContent { get }
    /// Sets Pango markup as the placeholder; throws on invalid markup.
    func setPlaceholderMarkup(_ markup: String) throws(PlaceholderError)
    /// The colour choice: the theme's or the app's.
    var color: PlaceholderColorChoice { get set }
    /// Whether focus hides the placeholder.
    var focusBehavior: PlaceholderFocusBehavior { get set }
    /// Where the placeholder sits vertically.
    var verticalPlacement: PlaceholderVerticalPlacement { get set }
    /// Whether the view asks for the placeholder's natural height.
    var requestsNaturalHeight: Bool { get set }
    /// Whether the placeholder is shown now.
    var isPlaceholderVisible: Bool { get }
    /// The colour the placeholder is painted in.
    var resolvedColor: PlaceholderColor { get }
    /// Every option at once.
    var settings: PlaceholderSettings { get set }
    /// How long user edits may make the text.
    var limit: TextLimit { get set }
    /// The view's length against its limit now.
    var textCount: TextCount { get }
    /// Called with each new count.
    var onTextCountChange: (@MainActor (TextCount) -> Void)? { get set }
    /// What Return does.
    var returnBehavior: ReturnBehavior { get set }
    /// Called when the Return behaviour takes a Return.
    var onActivate: (@MainActor () -> Void)? { get set }
    /// Whether the built-in counter shows while a limit is set.
    var showsCounter: Bool { get set }
}
