import CPlaceholderGObject
import CPlaceholderGtkCalls
import PlaceholderBehaviourSuite
import PlaceholderCore
@_spi(Internals) import PlaceholderEngine
import PlaceholderGObject
import PlaceholderTestGObject

/// A product's `PlaceholderTextView`, as the shared harness makes and
/// attaches it (each test binary declares its product's class one).
@MainActor
package protocol ToolkitFacade: PlaceholderFacade, PlaceholderConfigurable {
    /// A new, empty text view with no placeholder.
    init() throws(PlaceholderError)
}

/// A toolkit's harness: what both toolkits do the same way is written once
/// here, over the product, window and view classes each test binary gives.
@MainActor
package protocol GtkBehaviourHarness: BehaviourHarness {
    /// The product's `PlaceholderTextView`.
    associatedtype Facade: ToolkitFacade
    /// The test support's top-level window.
    associatedtype Window: BehaviourWindow
    /// The toolkit's behaviour view class.
    associatedtype View: BehaviourViewBase<Facade, Window>, GtkBehaviourView
    /// The harness (it holds only what it says of its toolkit: GTK is
    /// initialised when a view is made, so that scenarios about an
    /// uninitialised GTK can run).
    init()
    /// The buffer signals this toolkit adds to those both have (`bufferSignals`).
    var ownBufferSignals: [String] { get }
    /// The view signals this toolkit adds to those both have (`viewSignals`).
    var ownViewSignals: [String] { get }
    /// Initialises the toolkit (true), or finds no display (false).
    static func initializeWithDisplay() -> Bool
    /// Runs the main loop until nothing is pending (redraws, idles, layout).
    func settle()
    /// Moves the pointer out of every test window (through the X server).
    func movePointerAway()
    /// Packs `widget` at the end of the vertical `box`, expanding, and
    /// shows it.
    func packExpanding(_ widget: UnsafeMutableRawPointer, into box: UnsafeMutableRawPointer)
    /// Puts `widget` into the scrolled window packed first in `box`,
    /// packing one (expanding) if there is none yet, and shows it.
    func putInScrolledWindow(_ widget: UnsafeMutableRawPointer, firstIn box: UnsafeMutableRawPointer)
}

/// No display could be opened: the widget tests must run under Xvfb.
package struct NoDisplay: Error, CustomStringConvertible {
    /// The toolkit that found no display.
    let toolkit: String
    /// What to do about it.
    package var description: String {
        "\(toolkit): no X11 display the tests can drive: run the widget tests under Xvfb (xvfb-run -a swift test)"
    }
}

/// The harness members both toolkits implement the same way.
package extension GtkBehaviourHarness {
    /// Runs one scenario with a new harness, on the main actor (XCTest runs
    /// tests on the main thread).
    nonisolated static func run(_ scenario: @MainActor (any BehaviourHarness) throws -> Void) throws {
        try MainActor.assumeIsolated { try scenario(Self()) }
    }

    /// Initialises the toolkit, or throws: CI always has a display.
    static func requireDisplay() throws {
        guard initializeWithDisplay() else { throw NoDisplay(toolkit: Self().toolkitName) }
    }

    /// A shown window holding a vertical box, for several views at once.
    func makeHost(width: Int32, height: Int32) throws -> any BehaviourHost {
        try Self.requireDisplay()
        return BehaviourHostWindow(harness: self, width: width, height: height)
    }

    /// The buffer signals both toolkits have, and the toolkit's own.
    var bufferSignals: [String] {
        ["changed", "insert-text", "delete-range", "mark-set", "mark-deleted", "modified-changed", "apply-tag",
         "remove-tag", "begin-user-action", "end-user-action"] + ownBufferSignals
    }
    /// The view signals both toolkits have, and the toolkit's own.
    var viewSignals: [String] {
        ownViewSignals + ["move-cursor", "backspace", "delete-from-cursor", "preedit-changed",
                          "paste-clipboard", "cut-clipboard", "insert-at-cursor"]
    }

    /// Runs the main loop until `condition` holds or `timeout` seconds pass.
    @discardableResult
    func pump(timeout: Double, until condition: () -> Bool) -> Bool { MainLoop.pump(timeout: timeout, until: condition) }

    /// Parks the pointer, and lets GTK see it go.
    func parkPointer() {
        movePointerAway()
        pump(timeout: 0.05) { false }
    }

    /// Switches the theme's dark variant on or off, and lets GTK restyle.
    func setDarkTheme(_ dark: Bool) {
        ObjectProperties(GtkCalls.settings).set("gtk-application-prefer-dark-theme", dark)
        settle()
    }

    /// A new wrapped view with `placeholder`.
    func makeView(placeholder: String, width: Int32, height: Int32, geometry: ViewGeometry,
                  placement: ViewPlacement, shown: Bool) throws -> any BehaviourView {
        try Self.requireDisplay()
        let facade = try Facade()
        let view = View(viewObject: facade.viewObject, wrapper: facade, geometry: geometry, placement: placement,
                        width: width, height: height)
        facade.placeholder = placeholder
        if shown { view.show() }
        return view
    }

    /// A wrapped view of this harness's class `View` with `placeholder`,
    /// given to `configure` before it is shown in a `width`×`height`
    /// scrolled window: for each toolkit's own tests.
    func fixture(placeholder: String, width: Int32, height: Int32, configure: (View) -> Void) throws -> View {
        let view = try makeView(placeholder: "", width: width, height: height, geometry: ViewGeometry(),
                                placement: .scrolled, shown: false) as! View  // the harness makes only its own views
        configure(view)
        view.wrapper!.placeholder = placeholder
        view.show()
        return view
    }

    /// A new shown view without a placeholder.
    func makeBareView(width: Int32, height: Int32, geometry: ViewGeometry, placement: ViewPlacement) throws
        -> any BehaviourView {
        let view = View(viewObject: try makeFloatingTextView(), wrapper: nil, geometry: geometry, placement: placement,
                        width: width, height: height)
        view.show()
        return view
    }

    /// `PlaceholderTextView()`.
    func makeFacade() throws -> any PlaceholderFacade { try Facade() }
    /// `PlaceholderTextView.registerGObjectTypes()`.
    func registerGObjectTypes() { Facade.registerGObjectTypes() }

    /// `PlaceholderTextView(attachingTo:)` with a raw pointer.
    func attachFacade(to pointer: UnsafeMutableRawPointer?) throws -> any PlaceholderFacade {
        try Facade(attachingTo: pointer)
    }

    /// `PlaceholderTextView(attachingTo:)` with an `OpaquePointer`.
    func attachFacade(opaque pointer: OpaquePointer?) throws -> any PlaceholderFacade {
        try Facade(attachingTo: pointer)
    }

    /// `PlaceholderTextView.attached(to:)` with a raw pointer.
    func attachedFacade(to pointer: UnsafeMutableRawPointer?) throws -> (any PlaceholderFacade)? {
        try Facade.attached(to: pointer)
    }

    /// A new view in no window, wrapped by a new `PlaceholderTextView()` if
    /// `wrapped`, else bare.
    func makeUnshownView(wrapped: Bool) throws -> any BehaviourView {
        try Self.requireDisplay()
        let facade = wrapped ? try Facade() : nil
        let textView = facade?.viewObject ?? UnsafeMutableRawPointer(ptv_gtk_text_view_new()!)
        return View(viewObject: textView, wrapper: facade)
    }

    /// A new text view, floating.
    func makeFloatingTextView() throws -> UnsafeMutableRawPointer {
        try Self.requireDisplay()
        return UnsafeMutableRawPointer(ptv_gtk_text_view_new()!)
    }

    /// A bare view of `textView`, sinking its floating reference.
    func adoptView(_ textView: UnsafeMutableRawPointer) -> any BehaviourView {
        View(viewObject: textView, wrapper: nil)
    }

    /// The whole text of any buffer.
    func text(of buffer: UnsafeMutableRawPointer) -> String { GtkCalls.text(of: OpaquePointer(buffer)) }

    /// A new `GtkLabel` (not a text view), its floating reference sunk:
    /// referenced by the caller.
    func makeLabel() -> UnsafeMutableRawPointer {
        let label = UnsafeMutableRawPointer(ptv_gtk_label_new("not a text view")!)
        g_object_ref_sink(label)
        return label
    }
    /// A new buffer holding `text`, referenced by the caller.
    func newBuffer(text: String) -> UnsafeMutableRawPointer {
        let buffer = ptv_gtk_text_buffer_new(nil)!
        ptv_gtk_text_buffer_set_text(buffer, text, -1)
        return UnsafeMutableRawPointer(buffer)
    }
    /// `gtk_text_buffer_set_text` on any buffer.
    func setText(_ text: String, of buffer: UnsafeMutableRawPointer) {
        ptv_gtk_text_buffer_set_text(OpaquePointer(buffer), text, -1)
    }
}
