import CPlaceholderGObject
import PlaceholderCore
import PlaceholderTestImaging

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
    /// Whether the theme's dark variant gives placeholders a lighter colour
    /// (GTK 4's Adwaita derives it from the text colour; GTK 3's gives
    /// GtkEntry's placeholder the same grey in both variants).
    var darkThemeLightensPlaceholder: Bool { get }
    /// The buffer signals an app may connect to, in this toolkit.
    var bufferSignals: [String] { get }
    /// The view signals an app may connect to, in this toolkit.
    var viewSignals: [String] { get }
    /// A new wrapped view with `placeholder`, laid out as `geometry`, held
    /// as `placement` says in a `width`×`height` window, shown if `shown`.
    func makeView(placeholder: String, width: Int32, height: Int32, geometry: ViewGeometry,
                  placement: ViewPlacement, shown: Bool) throws -> any BehaviourView
    /// A new view without a placeholder (not wrapped), for comparisons.
    func makeBareView(width: Int32, height: Int32, geometry: ViewGeometry, placement: ViewPlacement) throws
        -> any BehaviourView
    /// A shown `width`×`height` window holding a vertical box that views
    /// can be packed into.
    func makeHost(width: Int32, height: Int32) throws -> any BehaviourHost
    /// The GtkSourceView this toolkit's apps use ("GtkSourceView 4"…).
    var sourceViewName: String { get }
    /// A bare GtkSourceView in a `width`×`height` window: line numbers,
    /// line marks (one on the first line), a right margin, a grid
    /// background, C highlighting, the classic scheme, word wrapping, and
    /// the current line highlighted if asked.
    func makeSourceView(highlightingCurrentLine: Bool, width: Int32, height: Int32) throws -> any BehaviourView
    /// The source buffer's state of a view from `makeSourceView`.
    func sourceState(of view: any BehaviourView) -> SourceBufferState
    /// Undo (`redo` false) or redo on a view from `makeSourceView`.
    func undoSource(_ view: any BehaviourView, redo: Bool)
    /// Turns syntax highlighting and bracket matching off in a view from `makeSourceView`.
    func stopHighlighting(_ view: any BehaviourView)
    /// `PlaceholderTextView.registerGObjectTypes()` (`PtvPlaceholder`).
    func registerGObjectTypes()
    /// A new `PlaceholderTextView()`; throws before GTK is initialised.
    func makeFacade() throws -> any PlaceholderFacade
    /// `PlaceholderTextView(attachingTo:)` with any pointer (before GTK is
    /// initialised it must throw without reading it).
    func attachFacade(to pointer: UnsafeMutableRawPointer?) throws -> any PlaceholderFacade
    /// `PlaceholderTextView(attachingTo:)` with an `OpaquePointer`, as C
    /// modules other than this package's own type their widgets.
    func attachFacade(opaque pointer: OpaquePointer?) throws -> any PlaceholderFacade
    /// `PlaceholderTextView.attached(to:)`: the placeholder a view has, or nil.
    func attachedFacade(to pointer: UnsafeMutableRawPointer?) throws -> (any PlaceholderFacade)?
    /// A new `GtkLabel` (not a text view), referenced by the caller.
    func makeLabel() -> UnsafeMutableRawPointer
    /// Whether a view outlives the window it was in (GTK 4: a window's
    /// destruction only lets go of its children; GTK 3 destroys them).
    var viewOutlivesItsWindow: Bool { get }
    /// The view signals the placeholder connects, to count its handlers.
    var placeholderViewSignals: [String] { get }
    /// `gtk_init_check`, which must fail where there is no display.
    func initializeToolkitWithoutDisplay() -> Bool
    /// Runs the main loop until `condition` holds or `timeout` seconds
    /// pass; returns whether it held.
    @discardableResult
    func pump(timeout: Double, until condition: () -> Bool) -> Bool
    /// Moves the pointer, through the X server, to the screen's far corner,
    /// away from where windows open (with no window manager, the window
    /// under the pointer takes the keyboard focus).
    func parkPointer()
    /// Switches the theme's dark variant on or off.
    func setDarkTheme(_ dark: Bool)
    /// A new buffer holding `text`, referenced by the caller.
    func newBuffer(text: String) -> UnsafeMutableRawPointer
    /// `gtk_text_buffer_set_text` on any buffer.
    func setText(_ text: String, of buffer: UnsafeMutableRawPointer)
    /// From this toolkit's headers, in `SharedCallsBehaviour.names`' order:
    /// the sizes and alignments of `GtkTextIter` and `GdkRectangle`, then
    /// enumeration and key values, the GTK major version and `GdkRGBA`'s size.
    var headerValues: [Int] { get }
    /// The whole text of any buffer, as GTK stores it.
    func text(of buffer: UnsafeMutableRawPointer) -> String
    /// A new view in no window, for `BehaviourHost.putInScrolledWindow`:
    /// wrapped by a new `PlaceholderTextView()` (no placeholder set) if
    /// `wrapped`, else a bare `gtk_text_view_new`.
    func makeUnshownView(wrapped: Bool) throws -> any BehaviourView
    /// A new `gtk_text_view_new`, its floating reference not yet sunk.
    func makeFloatingTextView() throws -> UnsafeMutableRawPointer
    /// A bare view of `textView`, which takes its floating reference as a
    /// container would, to be shown in a window of its own.
    func adoptView(_ textView: UnsafeMutableRawPointer) -> any BehaviourView
    /// Destroys a `GtkWindow` made elsewhere (by a builder).
    func destroyWindow(_ window: UnsafeMutableRawPointer)
    /// Whether a view has keyboard focus only while its window is the
    /// active one, which focusing a view in another window changes (GTK 4:
    /// real focus through the X server); otherwise focus events reach only
    /// the view they are sent to (GTK 3's synthetic focus-change events).
    var focusNeedsActiveWindow: Bool { get }
    /// Whether the toolkit's own entry hides its placeholder while focused
    /// (GTK 3's `GtkEntry`; GTK 4's `GtkText` keeps it): the default rule.
    var entryHidesPlaceholderWhileFocused: Bool { get }
}

/// The defaults most scenarios use.
public extension BehaviourHarness {
    /// A new wrapped view, shown in a scrolled window.
    func makeView(placeholder: String = "Placeholder", width: Int32 = 320, height: Int32 = 160,
                  geometry: ViewGeometry = ViewGeometry()) throws -> any BehaviourView {
        try makeView(placeholder: placeholder, width: width, height: height, geometry: geometry, placement: .scrolled,
                     shown: true)
    }
    /// A new bare view, shown in a scrolled window.
    func makeBareView(width: Int32 = 320, height: Int32 = 160, geometry: ViewGeometry = ViewGeometry()) throws
        -> any BehaviourView {
        try makeBareView(width: width, height: height, geometry: geometry, placement: .scrolled)
    }
    /// Runs the main loop for `timeout` seconds.
    func pump(timeout: Double) { pump(timeout: timeout) { false } }
}

/// A shown window holding a vertical box, for views packed in and out.
@MainActor
public protocol BehaviourHost: AnyObject {
    /// Packs `view` (made unshown) into the box, expanding, and shows it.
    func add(_ view: any BehaviourView)
    /// Puts `view` (made unshown) into the box's scrolled window, packed
    /// (expanding) on first use, and shows it; the scrolled window must be
    /// empty (its previous view destroyed). A host is used either with
    /// `add` or with this, not both.
    func putInScrolledWindow(_ view: any BehaviourView)
    /// Asks the window for a new size (the main loop applies it later).
    func resize(width: Int32, height: Int32)
    /// Packs a button after the views and makes it the window's default
    /// widget; the closure says how many times it was activated.
    func addDefaultButton() -> () -> Int
    /// Destroys the window and what it holds.
    func destroy()
}

/// A group of scenarios: a final subclass made with a harness, whose
/// `public func testName() throws` methods the BehaviourSuiteTests plugin
/// turns into one XCTest test each in every toolkit's test binary.
@MainActor
public class BehaviourGroup {
    /// The toolkit the scenarios run on.
    let harness: any BehaviourHarness
    /// What `atEnd` was given, in order.
    private var cleanups: [() -> Void] = []
    /// The group for one toolkit.
    public init(harness: any BehaviourHarness) { self.harness = harness }

    /// Runs `cleanup` once the scenario is over: the generated test makes a
    /// group for each scenario and lets it go when the scenario returns, so
    /// what a `defer` would do runs then, latest first, after the
    /// scenario's own variables are gone.
    func atEnd(_ cleanup: @escaping () -> Void) { cleanups.append(cleanup) }

    /// Holds `object`'s reference (one the caller owns) until the scenario
    /// is over, and returns it.
    func owning(_ object: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer {
        atEnd { g_object_unref(object) }
        return object
    }

    /// `harness.makeHost`, its window destroyed once the scenario is over.
    func makeHost(width: Int32, height: Int32) throws -> any BehaviourHost {
        let host = try harness.makeHost(width: width, height: height)
        atEnd { host.destroy() }
        return host
    }

    isolated deinit { cleanups.reversed().forEach { $0() } }
}
