import CPlaceholderGtk3
import CPlaceholderTestGtk3
import PlaceholderBehaviourKit
import PlaceholderBehaviourSuite
import PlaceholderTestSupportGtk3
import PlaceholderTextView

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
    typealias Window = TestWindow
    typealias View = Gtk3BehaviourView
    let toolkitName = "GTK 3"
    let testModule = "PlaceholderGtk3Tests"
    let hasUndo = false
    let darkThemeLightensPlaceholder = false
    // Focus comes from synthetic focus-change events, which reach only
    // their view: under Xvfb with no window manager no window is active.
    let focusNeedsActiveWindow = false
    let entryHidesPlaceholderWhileFocused = true
    let viewOutlivesItsWindow = false
    let placeholderViewSignals = ["preedit-changed", "direction-changed", "draw"]
    let ownBufferSignals: [String] = []
    let ownViewSignals = ["key-press-event"]

    var headerValues: [Int] {
        [MemoryLayout<GtkTextIter>.size, MemoryLayout<GtkTextIter>.alignment, MemoryLayout<GdkRectangle>.size,
         MemoryLayout<GdkRectangle>.alignment, Int(GTK_WRAP_WORD_CHAR.rawValue), Int(GTK_JUSTIFY_FILL.rawValue),
         Int(GTK_TEXT_DIR_RTL.rawValue), Int(GTK_TEXT_WINDOW_WIDGET.rawValue), Int(GTK_ORIENTATION_VERTICAL.rawValue),
         Int(GDK_KEY_BackSpace), Int(GDK_KEY_Return), Int(GDK_KEY_Left), Int(GDK_KEY_Delete), Int(GDK_KEY_dead_acute),
         Int(GTK_MAJOR_VERSION), MemoryLayout<GdkRGBA>.size]
    }

    func initializeToolkitWithoutDisplay() -> Bool { gtk_init_check(nil, nil) != 0 }
    func destroyWindow(_ window: UnsafeMutableRawPointer) { gtk_widget_destroy(window.assumingMemoryBound(to: GtkWidget.self)) }

    func settle() { GtkHarness.settle() }
    func movePointerAway() { ptv_test_park_pointer() }

    /// Initialises GTK (GtkHarness makes the caret steady).
    static func initializeWithDisplay() -> Bool { GtkHarness.initialize() }
}

/// GTK 3's gutters (border windows) and style sheets.
extension Gtk3BehaviourView {
    func setGutter(top: Bool, size: Int32) {
        gtk_text_view_set_border_window_size(view, top ? GTK_TEXT_WINDOW_TOP : GTK_TEXT_WINDOW_LEFT, size)
    }

    /// The view's own provider, as the model-based test's style sheet
    /// (one per view, replaced at each change, as GTK 4's is).
    func setViewCSS(_ declarations: String) { setOwnStyle(declarations) }
}
