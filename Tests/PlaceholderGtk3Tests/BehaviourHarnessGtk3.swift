import CPlaceholderGtk3
import CPlaceholderTestGtk3
import PlaceholderBehaviourKit
import PlaceholderBehaviourSuite
import PlaceholderTestGObject
import PlaceholderTestSupportGtk3
import PlaceholderTextView
import XCTest

// GTK 3's side of the behaviour suite: the generated test classes
// (BehaviourSuiteTests plugin) call `runBehaviour`; the product's internals
// are reached only in BehaviourHarnessGtk3+Internals.swift.
func runBehaviour(_ scenario: @MainActor (any BehaviourHarness) throws -> Void) throws {
    try Gtk3BehaviourHarness.run(scenario)
}

extension PlaceholderTextView: ToolkitFacade {}

/// GTK 3, for the behaviour suite.
@MainActor
struct Gtk3BehaviourHarness: GtkBehaviourHarness {
    typealias Facade = PlaceholderTextView
    static let traits = ToolkitTraits(
        name: "GTK 3", testModule: "PlaceholderGtk3Tests", hasUndo: false, darkThemeLightensPlaceholder: false,
        // Focus comes from synthetic focus-change events, which reach only
        // their view: under Xvfb with no window manager no window is active.
        focusNeedsActiveWindow: false, viewOutlivesItsWindow: false,
        placeholderViewSignals: ["preedit-changed", "direction-changed", "draw"], ownBufferSignals: [],
        ownViewSignals: ["key-press-event"])

    var headerValues: [Int] {
        [MemoryLayout<GtkTextIter>.size, MemoryLayout<GtkTextIter>.alignment, MemoryLayout<GdkRectangle>.size,
         MemoryLayout<GdkRectangle>.alignment, Int(GTK_WRAP_WORD_CHAR.rawValue), Int(GTK_JUSTIFY_FILL.rawValue),
         Int(GTK_TEXT_DIR_RTL.rawValue), Int(GTK_TEXT_WINDOW_WIDGET.rawValue), Int(GDK_KEY_BackSpace), Int(GDK_KEY_Return),
         Int(GDK_KEY_Left), Int(GDK_KEY_Delete), Int(GDK_KEY_dead_acute)]
    }

    func behaviourView(of textView: UnsafeMutableRawPointer, facade: PlaceholderTextView?, geometry: ViewGeometry,
                       placement: ViewPlacement, width: Int32, height: Int32) -> any BehaviourView {
        Gtk3BehaviourView(viewObject: textView, wrapper: facade, geometry: geometry, placement: placement,
                          width: width, height: height)
    }

    func initializeToolkitWithoutDisplay() -> Bool { gtk_init_check(nil, nil) != 0 }
    func destroyWindow(_ window: UnsafeMutableRawPointer) { gtk_widget_destroy(window.assumingMemoryBound(to: GtkWidget.self)) }

    func settle() { GtkHarness.settle() }
    func movePointerAway() { ptv_test_park_pointer() }

    /// Initialises GTK (with a steady caret, so that renders of a focused
    /// view do not depend on when they are taken), or fails the scenario:
    /// CI always has a display.
    static func requireDisplay() throws {
        guard GtkHarness.initialize() else { throw NoDisplay() }
        GObjectProperties(GtkCalls.settings).set("gtk-cursor-blink", false)
    }
}

/// GTK 3's gutters (border windows) and style sheets.
extension Gtk3BehaviourView {
    func setGutter(top: Bool, size: Int32) {
        gtk_text_view_set_border_window_size(view, top ? GTK_TEXT_WINDOW_TOP : GTK_TEXT_WINDOW_LEFT, size)
    }

    func setViewCSS(_ declarations: String) { applyCSS("textview { \(declarations) }", to: view.asWidget) }
}

/// No display could be opened: the widget tests must run under Xvfb.
struct NoDisplay: Error, CustomStringConvertible {
    var description: String { "no display: run the widget tests under Xvfb (xvfb-run -a swift test)" }
}
