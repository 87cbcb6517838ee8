import CPlaceholderGtk4
import PlaceholderBehaviourSuite
import PlaceholderTestSupportGtk4
import PlaceholderTextViewGtk4
import XCTest

// GTK 4's side of the behaviour suite: the harness the generated test
// classes (BehaviourSuiteTests plugin) run every scenario with. Reaches
// into the product's internals, if any, are listed in
// BehaviourHarnessGtk4+Internals.swift.

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

    func makeView(placeholder: String, width: Int32, height: Int32, geometry: ViewGeometry) throws
        -> any BehaviourView
    {
        try Self.requireDisplay()
        let wrapper = try PlaceholderTextView()
        Self.apply(geometry, to: wrapper.textView)
        wrapper.placeholder = placeholder
        return Gtk4BehaviourView(view: wrapper.textView, wrapper: wrapper, owned: false, width: width, height: height)
    }

    func makeBareView(width: Int32, height: Int32, geometry: ViewGeometry) throws -> any BehaviourView {
        try Self.requireDisplay()
        let view = newTextView()
        Self.apply(geometry, to: view)
        return Gtk4BehaviourView(view: view, wrapper: nil, owned: true, width: width, height: height)
    }

    func makeFacade() throws -> any PlaceholderFacade { try PlaceholderTextView() }

    func attachFacade(toNonWidget pointer: UnsafeMutableRawPointer) throws -> any PlaceholderFacade {
        try PlaceholderTextView(attachingTo: pointer)
    }

    func initializeToolkitWithoutDisplay() -> Bool { gtk_init_check() != 0 }

    /// Initialises GTK, or fails the scenario: CI always has a display.
    static func requireDisplay() throws {
        guard GtkHarness.initialize() else { throw NoDisplay() }
    }

    /// Lays `view` out as `geometry` says.
    static func apply(_ geometry: ViewGeometry, to view: UnsafeMutablePointer<GtkTextView>) {
        let wraps: [ViewGeometry.Wrap: GtkWrapMode] = [
            .none: GTK_WRAP_NONE, .char: GTK_WRAP_CHAR, .word: GTK_WRAP_WORD, .wordChar: GTK_WRAP_WORD_CHAR,
        ]
        let justifications: [ViewGeometry.Justification: GtkJustification] = [
            .left: GTK_JUSTIFY_LEFT, .right: GTK_JUSTIFY_RIGHT, .center: GTK_JUSTIFY_CENTER, .fill: GTK_JUSTIFY_FILL,
        ]
        gtk_text_view_set_wrap_mode(view, wraps[geometry.wrap]!)
        gtk_text_view_set_justification(view, justifications[geometry.justification]!)
        gtk_text_view_set_left_margin(view, geometry.leftMargin)
        gtk_text_view_set_right_margin(view, geometry.rightMargin)
        gtk_text_view_set_top_margin(view, geometry.topMargin)
        gtk_text_view_set_bottom_margin(view, geometry.bottomMargin)
        gtk_text_view_set_indent(view, geometry.indent)
        gtk_text_view_set_pixels_above_lines(view, geometry.pixelsAboveLines)
        gtk_text_view_set_pixels_inside_wrap(view, geometry.pixelsInsideWrap)
        gtk_text_view_set_pixels_below_lines(view, geometry.pixelsBelowLines)
        if geometry.rightToLeft { gtk_widget_set_direction(view.asWidget, GTK_TEXT_DIR_RTL) }
        if !geometry.css.isEmpty { applyCSS(geometry.css, to: view.asWidget) }
    }
}

/// No X11 display with XTEST could be opened: the tests must run under Xvfb.
struct NoDisplay: Error, CustomStringConvertible {
    var description: String {
        "no X11 display with XTEST: run the GTK 4 widget tests under Xvfb (xvfb-run -a swift test)"
    }
}
