import PlaceholderCore
import PlaceholderTestImaging

/// A key the scenarios press, named as a user knows it.
public enum BehaviourKey: Sendable, Equatable {
    /// BackSpace.
    case backspace
    /// Delete.
    case delete
    /// The left arrow.
    case left
    /// A dead acute accent (the input method then shows pre-edit text).
    case deadAcute
    /// The key that types this letter (with Control: a shortcut).
    case letter(Character)
}

/// Modifier keys held while a key is pressed.
public struct BehaviourModifiers: OptionSet, Sendable {
    /// The bits.
    public let rawValue: UInt8
    /// Modifiers from bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Control.
    public static let control = BehaviourModifiers(rawValue: 1)
    /// Shift.
    public static let shift = BehaviourModifiers(rawValue: 2)
}

/// How a text view is laid out, in `GtkTextView`'s own terms, which both
/// toolkits share; each harness applies it with its toolkit's calls.
public struct ViewGeometry: Sendable {
    /// `GtkWrapMode`, by name.
    public enum Wrap: Sendable, CaseIterable { case none, char, word, wordChar }
    /// `GtkJustification`, by name.
    public enum Justification: Sendable, CaseIterable { case left, right, center, fill }

    /// Wrap mode.
    public var wrap: Wrap = .none
    /// Justification.
    public var justification: Justification = .left
    /// Left, right, top and bottom margins.
    public var leftMargin: Int32 = 0, rightMargin: Int32 = 0, topMargin: Int32 = 0, bottomMargin: Int32 = 0
    /// First-line indent (negative: hanging).
    public var indent: Int32 = 0
    /// Pixels above each paragraph and between wrapped lines.
    public var pixelsAboveLines: Int32 = 0, pixelsInsideWrap: Int32 = 0
    /// Pixels below each paragraph.
    public var pixelsBelowLines: Int32 = 0
    /// The widget's text direction is right to left.
    public var rightToLeft = false
    /// CSS declarations for the `textview` node (padding, border, font).
    public var css = ""

    /// The default geometry of a new view.
    public init() {}
}

/// One placeholder text view under test, in its own shown window, inside a
/// scrolled window as apps use it.
@MainActor
public protocol BehaviourView: AnyObject {
    /// The object under test; nil once the scenario dropped it.
    var facade: (any PlaceholderFacade)? { get set }
    /// The buffer's whole text.
    var text: String { get }
    /// Replaces the buffer's text (`gtk_text_buffer_set_text`).
    func setText(_ text: String)
    /// Inserts at the end (`gtk_text_buffer_insert`).
    func insertAtEnd(_ text: String)
    /// Deletes the whole text (`gtk_text_buffer_delete`).
    func deleteAll()
    /// Lets GTK apply what is pending (styles, layout, painting).
    func settle()
    /// The view's pixels now, at `scale` device pixels per pixel.
    func render(scale: Int) -> Raster
    /// The scale factor of the view's window.
    var scaleFactor: Int { get }
    /// Gives the view keyboard focus.
    func focus()
    /// Takes keyboard focus away.
    func unfocus()
    /// Whether the view has keyboard focus.
    var hasFocus: Bool { get }
    /// Types `text` through key events.
    func type(_ text: String)
    /// Presses and releases `key` with `modifiers`.
    func press(_ key: BehaviourKey, _ modifiers: BehaviourModifiers)
    /// Puts `text` on the clipboard.
    func setClipboard(_ text: String)
    /// The colour GTK draws the view's typed text in.
    var textColor: PlaceholderColor { get }
    /// The caret's rectangle at the start of the buffer, in the view's
    /// widget coordinates (`gtk_text_view_get_cursor_locations`).
    var caretAtStart: PixelBox { get }
    /// Whether the placeholder had to be ellipsized to fit (product
    /// internals: the harness's internal reaches).
    var placeholderIsEllipsized: Bool { get }
    /// Destroys the window and what it holds; safe to call twice.
    func destroy()
}

/// One toolkit, as the scenarios see it: views to test, and what differs
/// between toolkits said as properties, not as compile-time conditions.
@MainActor
public protocol BehaviourHarness {
    /// "GTK 3" or "GTK 4", for messages.
    var toolkitName: String { get }
    /// The test binary's module, for running one test in a child process.
    var testModule: String { get }
    /// Whether the view has an undo stack bound to Ctrl+Z (GTK 4's
    /// `GtkTextBuffer`; GTK 3's has none).
    var hasUndo: Bool { get }
    /// A new wrapped view with `placeholder`, laid out as `geometry`, in a
    /// `width`×`height` window.
    func makeView(placeholder: String, width: Int32, height: Int32, geometry: ViewGeometry) throws
        -> any BehaviourView
    /// A new view without a placeholder (never wrapped), for comparisons.
    func makeBareView(width: Int32, height: Int32, geometry: ViewGeometry) throws -> any BehaviourView
    /// A new `PlaceholderTextView()`; throws before GTK is initialised.
    func makeFacade() throws -> any PlaceholderFacade
    /// `PlaceholderTextView(attachingTo:)` with a pointer that is not a
    /// widget; must throw before GTK is initialised, without reading it.
    func attachFacade(toNonWidget pointer: UnsafeMutableRawPointer) throws -> any PlaceholderFacade
    /// `gtk_init_check`, which must fail where there is no display.
    func initializeToolkitWithoutDisplay() -> Bool
}

public extension BehaviourHarness {
    /// A new wrapped view with the defaults of most scenarios.
    func makeView(placeholder: String = "Placeholder", width: Int32 = 320, height: Int32 = 160,
                  geometry: ViewGeometry = ViewGeometry()) throws -> any BehaviourView {
        try makeView(placeholder: placeholder, width: width, height: height, geometry: geometry)
    }
}

public extension BehaviourView {
    /// The view's pixels at scale 1.
    func render() -> Raster { render(scale: 1) }
    /// Presses `key` with no modifier.
    func press(_ key: BehaviourKey) { press(key, []) }
    /// The view's background colour (its bottom-right pixel).
    func background(_ raster: Raster) -> Pixel { raster[raster.width - 1, raster.height - 1] }
    /// How many pixels differ from the background.
    func inkCount() -> Int {
        let raster = render()
        return raster.inkCount(background: background(raster))
    }
    /// The box around everything drawn on the background.
    func inkBox() -> PixelBox? {
        let raster = render()
        return raster.inkBox(background: background(raster))
    }
}

/// A group of scenarios: a struct made with a harness, whose
/// `public func testName() throws` methods the BehaviourSuiteTests plugin
/// turns into one XCTest test each in every toolkit's test binary.
@MainActor
public protocol BehaviourGroup {
    /// The group for one toolkit.
    init(harness: any BehaviourHarness)
}
