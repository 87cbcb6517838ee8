import CPlaceholderGtk4
import CPlaceholderTestGtk4
import PlaceholderBehaviourKit
import PlaceholderBehaviourSuite
import PlaceholderTestSupportGtk4
import PlaceholderTextViewGtk4

// GTK 4's side of the behaviour suite: the generated test classes
// (BehaviourSuiteTests plugin) call `runBehaviour`; the product's internals
// are reached only in BehaviourHarnessGtk4+Internals.swift.
func runBehaviour(_ scenario: @MainActor (any BehaviourHarness) throws -> Void) throws {
    try Gtk4BehaviourHarness.run(scenario)
}

extension PlaceholderTextView: ToolkitFacade {}

/// GTK 4, for the behaviour suite.
@MainActor
struct Gtk4BehaviourHarness: GtkBehaviourHarness {
    typealias Facade = PlaceholderTextView
    typealias Window = TestWindow
    typealias View = Gtk4BehaviourView
    let toolkitName = "GTK 4"
    let testModule = "PlaceholderGtk4Tests"
    let hasUndo = true
    let darkThemeLightensPlaceholder = true
    // Focus goes through the X server (`GtkInput.focus`): a view keeps
    // it only while its window is the active one.
    let focusNeedsActiveWindow = true
    let entryHidesPlaceholderWhileFocused = false
    let viewOutlivesItsWindow = true
    let placeholderViewSignals = ["preedit-changed", "direction-changed"]
    let ownBufferSignals = ["undo", "redo"]
    let ownViewSignals: [String] = []

    var headerValues: [Int] {
        [MemoryLayout<GtkTextIter>.size, MemoryLayout<GtkTextIter>.alignment, MemoryLayout<GdkRectangle>.size,
         MemoryLayout<GdkRectangle>.alignment, Int(GTK_WRAP_WORD_CHAR.rawValue), Int(GTK_JUSTIFY_FILL.rawValue),
         Int(GTK_TEXT_DIR_RTL.rawValue), Int(GTK_TEXT_WINDOW_WIDGET.rawValue), Int(GTK_ORIENTATION_VERTICAL.rawValue),
         Int(GDK_KEY_BackSpace), Int(GDK_KEY_Return), Int(GDK_KEY_Left), Int(GDK_KEY_Delete), Int(GDK_KEY_dead_acute),
         Int(GTK_MAJOR_VERSION), MemoryLayout<GdkRGBA>.size]
    }

    func initializeToolkitWithoutDisplay() -> Bool { gtk_init_check() != 0 }
    func destroyWindow(_ window: UnsafeMutableRawPointer) { gtk_window_destroy(window.assumingMemoryBound(to: GtkWindow.self)) }

    func settle() { GtkHarness.settle() }
    func movePointerAway() { ptv_test_park_pointer() }

    /// Initialises GTK (GtkHarness makes the caret steady).
    static func initializeWithDisplay() -> Bool { GtkHarness.initialize() }
}

/// GTK 4's gutters (child widgets) and style sheets.
extension Gtk4BehaviourView {
    func setGutter(top: Bool, size: Int32) {
        let side = top ? GTK_TEXT_WINDOW_TOP : GTK_TEXT_WINDOW_LEFT
        guard size != 0 else { return gtk_text_view_set_gutter(view, side, nil) }
        let gutter = gtk_drawing_area_new()!
        gtk_widget_set_size_request(gutter, top ? -1 : size, top ? size : -1)
        gtk_text_view_set_gutter(view, side, gutter)
    }

    func setViewCSS(_ declarations: String) { applyCSS(declarations, to: view.asWidget) }
}
