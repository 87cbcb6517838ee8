import CPlaceholderGtk4
import PlaceholderBehaviourSuite
import PlaceholderTestSupportGtk4
import PlaceholderTextViewGtk4
import XCTest

// GTK 4's side of the behaviour suite: the harness the generated test
// classes (BehaviourSuiteTests plugin) run every scenario with. Reaches
// into the product's internals are all in BehaviourHarnessGtk4+Internals.swift.

extension PlaceholderTextView: PlaceholderFacade {}

/// Runs one scenario of the behaviour suite with GTK 4's harness, on the
/// main actor. GTK is initialised by the harness when a view is made, so
/// that scenarios about an uninitialised GTK can run.
func runBehaviour(_ scenario: @MainActor (any BehaviourHarness) throws -> Void) throws {
    try MainActor.assumeIsolated { try scenario(Gtk4BehaviourHarness()) }
}

/// GTK 4, for the behaviour suite.
@MainActor
struct Gtk4BehaviourHarness: BehaviourHarness {
    var toolkitName: String { "GTK 4" }
    var testModule: String { "PlaceholderGtk4Tests" }
    var hasUndo: Bool { true }
    var darkThemeLightensPlaceholder: Bool { true }
    var viewOutlivesItsWindow: Bool { true }
    var placeholderViewSignals: [String] { ["preedit-changed", "direction-changed"] }
    var bufferSignals: [String] {
        ["changed", "insert-text", "delete-range", "mark-set", "mark-deleted", "modified-changed", "apply-tag",
         "remove-tag", "begin-user-action", "end-user-action", "undo", "redo"]
    }
    var viewSignals: [String] {
        ["move-cursor", "backspace", "delete-from-cursor", "preedit-changed", "paste-clipboard",
         "cut-clipboard", "insert-at-cursor"]
    }

    func makeView(placeholder: String, width: Int32, height: Int32, geometry: ViewGeometry,
                  placement: ViewPlacement, shown: Bool) throws -> any BehaviourView {
        try Self.requireDisplay()
        let wrapper = try PlaceholderTextView()
        let view = Gtk4BehaviourView(view: wrapper.textView, wrapper: wrapper, geometry: geometry, placement: placement,
                                     width: width, height: height)
        wrapper.placeholder = placeholder
        if shown { view.show() }
        return view
    }

    func makeBareView(width: Int32, height: Int32, geometry: ViewGeometry, placement: ViewPlacement) throws
        -> any BehaviourView {
        try Self.requireDisplay()
        let textView = UnsafeMutableRawPointer(gtk_text_view_new()!).assumingMemoryBound(to: GtkTextView.self)
        let view = Gtk4BehaviourView(view: textView, wrapper: nil, geometry: geometry, placement: placement,
                                     width: width, height: height)
        view.show()
        return view
    }

    func makeFacade() throws -> any PlaceholderFacade { try PlaceholderTextView() }
    func registerGObjectTypes() { PlaceholderTextView.registerGObjectTypes() }

    func attachFacade(to pointer: UnsafeMutableRawPointer?) throws -> any PlaceholderFacade {
        try PlaceholderTextView(attachingTo: pointer)
    }

    func attachFacade(opaque pointer: OpaquePointer?) throws -> any PlaceholderFacade {
        try PlaceholderTextView(attachingTo: pointer)
    }

    func makeLabel() -> UnsafeMutableRawPointer {
        let label = gtk_label_new("not a text view")!
        g_object_ref_sink(UnsafeMutableRawPointer(label))
        return UnsafeMutableRawPointer(label)
    }

    func initializeToolkitWithoutDisplay() -> Bool { gtk_init_check() != 0 }

    @discardableResult
    func pump(timeout: Double, until condition: () -> Bool) -> Bool { GtkHarness.pump(timeout: timeout, until: condition) }

    func setDarkTheme(_ dark: Bool) {
        setBoolProperty(gtkSettings, "gtk-application-prefer-dark-theme", dark)
        GtkHarness.settle()
    }

    func newBuffer(text: String) -> UnsafeMutableRawPointer {
        let buffer = gtk_text_buffer_new(nil)!
        gtk_text_buffer_set_text(buffer, text, -1)
        return UnsafeMutableRawPointer(buffer)
    }

    func setText(_ text: String, of buffer: UnsafeMutableRawPointer) {
        gtk_text_buffer_set_text(buffer.assumingMemoryBound(to: GtkTextBuffer.self), text, -1)
    }

    /// Initialises GTK (GtkHarness makes the caret steady), or fails the
    /// scenario: CI always has a display.
    static func requireDisplay() throws {
        guard GtkHarness.initialize() else { throw NoDisplay() }
    }

    /// Applies what differs between `old` and `new` to `view`.
    static func apply(_ new: ViewGeometry, over old: ViewGeometry, to view: UnsafeMutablePointer<GtkTextView>) {
        let wraps: [ViewGeometry.Wrap: GtkWrapMode] = [
            .none: GTK_WRAP_NONE, .char: GTK_WRAP_CHAR, .word: GTK_WRAP_WORD, .wordChar: GTK_WRAP_WORD_CHAR,
        ]
        let justifications: [ViewGeometry.Justification: GtkJustification] = [
            .left: GTK_JUSTIFY_LEFT, .right: GTK_JUSTIFY_RIGHT, .center: GTK_JUSTIFY_CENTER, .fill: GTK_JUSTIFY_FILL,
        ]
        if new.wrap != old.wrap { gtk_text_view_set_wrap_mode(view, wraps[new.wrap]!) }
        if new.justification != old.justification { gtk_text_view_set_justification(view, justifications[new.justification]!) }
        if new.leftMargin != old.leftMargin { gtk_text_view_set_left_margin(view, new.leftMargin) }
        if new.rightMargin != old.rightMargin { gtk_text_view_set_right_margin(view, new.rightMargin) }
        if new.topMargin != old.topMargin { gtk_text_view_set_top_margin(view, new.topMargin) }
        if new.bottomMargin != old.bottomMargin { gtk_text_view_set_bottom_margin(view, new.bottomMargin) }
        if new.indent != old.indent { gtk_text_view_set_indent(view, new.indent) }
        if new.pixelsAboveLines != old.pixelsAboveLines { gtk_text_view_set_pixels_above_lines(view, new.pixelsAboveLines) }
        if new.pixelsInsideWrap != old.pixelsInsideWrap { gtk_text_view_set_pixels_inside_wrap(view, new.pixelsInsideWrap) }
        if new.pixelsBelowLines != old.pixelsBelowLines { gtk_text_view_set_pixels_below_lines(view, new.pixelsBelowLines) }
        if new.monospace != old.monospace { gtk_text_view_set_monospace(view, new.monospace ? 1 : 0) }
        if new.rightToLeft != old.rightToLeft {
            gtk_widget_set_direction(view.asWidget, new.rightToLeft ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR)
        }
        if new.leftGutter != old.leftGutter { setGutter(view, GTK_TEXT_WINDOW_LEFT, width: new.leftGutter, height: -1) }
        if new.topGutter != old.topGutter { setGutter(view, GTK_TEXT_WINDOW_TOP, width: -1, height: new.topGutter) }
        if new.cursorVisible != old.cursorVisible { gtk_text_view_set_cursor_visible(view, new.cursorVisible ? 1 : 0) }
        if new.css != old.css { applyCSS(new.css, to: view.asWidget) }
    }

    /// Gives `view` a gutter widget of the given size (none for 0).
    private static func setGutter(
        _ view: UnsafeMutablePointer<GtkTextView>, _ side: GtkTextWindowType, width: Int32, height: Int32
    ) {
        guard width != 0, height != 0 else { return gtk_text_view_set_gutter(view, side, nil) }
        let gutter = gtk_drawing_area_new()!
        gtk_widget_set_size_request(gutter, width, height)
        gtk_text_view_set_gutter(view, side, gutter)
    }
}

/// No display could be opened: the widget tests must run under Xvfb.
struct NoDisplay: Error, CustomStringConvertible {
    var description: String {
        "no X11 display with XTEST: run the GTK 4 widget tests under Xvfb (xvfb-run -a swift test)"
    }
}
