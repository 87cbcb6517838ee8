import CPlaceholderGtk3
import CPlaceholderTestGtk3
import PlaceholderBehaviourKit
import PlaceholderBehaviourSuite
import PlaceholderTestSupportGtk3
import PlaceholderTextView
import XCTest

// GTK 3's side of the behaviour suite: the generated test classes
// (BehaviourSuiteTests plugin) call `runBehaviour`; the product's internals
// are reached only in BehaviourHarnessGtk3+Internals.swift.
func runBehaviour(_ scenario: @MainActor (any BehaviourHarness) throws -> Void) throws {
    try Gtk3BehaviourHarness.run(scenario)
}

extension PlaceholderTextView: ToolkitFacade {
    /// The wrapped text view, as a GObject.
    package var viewObject: UnsafeMutableRawPointer { UnsafeMutableRawPointer(textView) }
}

/// GTK 3, for the behaviour suite.
@MainActor
struct Gtk3BehaviourHarness: GtkBehaviourHarness {
    typealias Facade = PlaceholderTextView
    var toolkitName: String { "GTK 3" }
    var testModule: String { "PlaceholderGtk3Tests" }
    var hasUndo: Bool { false }
    var darkThemeLightensPlaceholder: Bool { false }
    /// Focus comes from synthetic focus-change events, which reach only
    /// their view: under Xvfb with no window manager no window is active.
    var focusNeedsActiveWindow: Bool { false }
    var viewOutlivesItsWindow: Bool { false }
    var placeholderViewSignals: [String] { ["preedit-changed", "direction-changed", "draw"] }
    var bufferSignals: [String] {
        ["changed", "insert-text", "delete-range", "mark-set", "mark-deleted", "modified-changed", "apply-tag",
         "remove-tag", "begin-user-action", "end-user-action"]
    }
    var viewSignals: [String] {
        ["key-press-event", "move-cursor", "backspace", "delete-from-cursor", "preedit-changed", "paste-clipboard",
         "cut-clipboard", "insert-at-cursor"]
    }

    var headerValues: [Int] {
        [MemoryLayout<GtkTextIter>.size, MemoryLayout<GtkTextIter>.alignment, MemoryLayout<GdkRectangle>.size,
         MemoryLayout<GdkRectangle>.alignment, Int(GTK_WRAP_WORD_CHAR.rawValue), Int(GTK_JUSTIFY_FILL.rawValue),
         Int(GTK_TEXT_DIR_RTL.rawValue), Int(GTK_TEXT_WINDOW_WIDGET.rawValue), Int(GDK_KEY_BackSpace), Int(GDK_KEY_Return),
         Int(GDK_KEY_Left), Int(GDK_KEY_Delete), Int(GDK_KEY_dead_acute)]
    }

    func behaviourView(of textView: UnsafeMutableRawPointer, facade: PlaceholderTextView?, geometry: ViewGeometry,
                       placement: ViewPlacement, width: Int32, height: Int32) -> any BehaviourView {
        Gtk3BehaviourView(view: textView.assumingMemoryBound(to: GtkTextView.self), wrapper: facade, geometry: geometry,
                          placement: placement, width: width, height: height)
    }

    func initializeToolkitWithoutDisplay() -> Bool { gtk_init_check(nil, nil) != 0 }
    func destroyWindow(_ window: UnsafeMutableRawPointer) { gtk_widget_destroy(window.assumingMemoryBound(to: GtkWidget.self)) }

    @discardableResult
    func pump(timeout: Double, until condition: () -> Bool) -> Bool { GtkHarness.pump(timeout: timeout, until: condition) }
    func parkPointer() {
        ptv_test_park_pointer()
        GtkHarness.pump(timeout: 0.05)
    }

    func setDarkTheme(_ dark: Bool) {
        setBoolProperty(GtkCalls.settings, "gtk-application-prefer-dark-theme", dark)
        GtkHarness.settle()
    }

    /// Initialises GTK (with a steady caret, so that renders of a focused
    /// view do not depend on when they are taken), or fails the scenario:
    /// CI always has a display.
    static func requireDisplay() throws {
        guard GtkHarness.initialize() else { throw NoDisplay() }
        setBoolProperty(GtkCalls.settings, "gtk-cursor-blink", false)
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
