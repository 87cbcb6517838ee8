import CPlaceholderGtk4
import PlaceholderGObject
import PlaceholderTestSupportGtk4
import PlaceholderTextViewGtk4
import XCTest

@testable import PlaceholderDemoGtk4

/// The demo's window, built in this process, with its options panel.
@MainActor
private func demoWindow(_ arguments: [String] = []) throws -> DemoWindow {
    let application = gtk_application_new("io.github.placeholdertextview.DemoGtk4Test", GLibFlags.applicationNonUnique)!
    // Windows join an application after its startup, which registering runs.
    g_application_register(UnsafeMutableRawPointer(application).assumingMemoryBound(to: GApplication.self), nil, nil)
    let window = try DemoWindow(application: application, options: try DemoCommand.parse(arguments))
    gtk_window_present(UnsafeMutableRawPointer(window.window).assumingMemoryBound(to: GtkWindow.self))
    GtkHarness.settle(window.window)
    return window
}

/// The size in points of the font GTK gives `widget`'s text (GTK 4 hands
/// Pango absolute sizes: CSS pixels, 96 to the inch).
@MainActor
private func fontPoints(_ widget: UnsafeMutablePointer<GtkWidget>) -> Double {
    let font = pango_context_get_font_description(gtk_widget_get_pango_context(widget))!
    let size = Double(pango_font_description_get_size(font)) / Double(PANGO_SCALE)
    return pango_font_description_get_size_is_absolute(font) != 0 ? size * 72 / 96 : size
}

@MainActor
private func destroy(_ demo: DemoWindow) {
    gtk_window_destroy(UnsafeMutableRawPointer(demo.window).assumingMemoryBound(to: GtkWindow.self))
}

/// Every control of the GTK 4 demo's live panel changes the views at once.
final class OptionsPanelTests: XCTestCase {
    func testTheSecondViewsPlaceholderComesFromTheUIFileAndFlagsSetThePanel() throws {
        try gtkTest {
            let demo = try demoWindow(["--placeholder", "From the flag", "--color", "#00ff00", "--justify", "fill",
                                       "--wrap", "char", "--indent", "12", "--font", "Serif 17", "--direction", "rtl",
                                       "--hide-while-focused", "--natural-height", "--text", "typed"])
            defer { destroy(demo) }
            XCTAssertTrue(demo.second.placeholder.hasPrefix("Dear reader,\nthis placeholder"), demo.second.placeholder)
            XCTAssertTrue(demo.second.isPlaceholderVisible, "the PtvPlaceholder of the .ui file draws")
            XCTAssertEqual(demo.first.placeholder, "From the flag")
            XCTAssertEqual(String(cString: gtk_entry_get_placeholder_text(demo.entry)), "From the flag")
            XCTAssertEqual(demo.second.color, .custom(PlaceholderColor(red: 0, green: 1, blue: 0)))
            XCTAssertEqual(demo.second.focusBehavior, .hiddenWhileFocused)
            XCTAssertTrue(demo.second.requestsNaturalHeight)
            XCTAssertEqual(gtk_text_view_get_justification(demo.second.textView), GTK_JUSTIFY_FILL)
            XCTAssertEqual(gtk_text_view_get_wrap_mode(demo.second.textView), GTK_WRAP_CHAR)
            XCTAssertEqual(gtk_text_view_get_indent(demo.first.textView), 12)
            XCTAssertEqual(gtk_widget_get_direction(demo.second.widget), GTK_TEXT_DIR_RTL)
            XCTAssertFalse(demo.first.isPlaceholderVisible, "--text fills the first view")
            XCTAssertEqual(fontPoints(demo.second.widget), 17, accuracy: 0.1)
        }
    }

    func testEveryControlChangesTheViewsAtOnce() throws {
        try gtkTest {
            let demo = try demoWindow()
            defer { destroy(demo) }
            let panel = demo.panel
            let view = demo.first.textView
            let before = GtkHarness.render(demo.first.widget)

            gtk_editable_set_text(OpaquePointer(panel.placeholderEntry), "Live placeholder")
            XCTAssertEqual(demo.first.placeholder, "Live placeholder")
            XCTAssertEqual(gtk_entry_get_placeholder_text(demo.entry).map { String(cString: $0) }, "Live placeholder")
            XCTAssertFalse(GtkHarness.render(demo.first.widget).isIdentical(to: before), "repainted")

            gtk_editable_set_text(OpaquePointer(panel.placeholderEntry), "<b>bold</b>")
            gtk_check_button_set_active(panel.markupCheck, 1)
            XCTAssertEqual(demo.first.content, .markup("<b>bold</b>"))
            // Typed at the end, as a user would (GTK 4's set_text reports
            // the emptied entry first, which is valid markup).
            var end = Int32("<b>bold</b>".count)
            gtk_editable_insert_text(OpaquePointer(panel.placeholderEntry), " <i", -1, &end)
            XCTAssertEqual(String(cString: gtk_editable_get_text(OpaquePointer(panel.placeholderEntry))), "<b>bold</b> <i")
            XCTAssertEqual(demo.first.content, .markup("<b>bold</b>"), "invalid markup keeps the previous")
            XCTAssertFalse(String(cString: gtk_label_get_text(panel.markupError)).isEmpty, "and says why")
            gtk_check_button_set_active(panel.markupCheck, 0)
            XCTAssertEqual(demo.first.content, .plain("<b>bold</b> <i"))
            XCTAssertTrue(String(cString: gtk_label_get_text(panel.markupError)).isEmpty)

            panel.colorButton.rgba = GdkRGBA(red: 1, green: 0, blue: 0, alpha: 1)
            gtk_check_button_set_active(panel.themeColorCheck, 0)
            XCTAssertEqual(demo.first.color, .custom(PlaceholderColor(red: 1, green: 0, blue: 0)))
            XCTAssertEqual(demo.second.color, .custom(PlaceholderColor(red: 1, green: 0, blue: 0)))
            gtk_check_button_set_active(panel.themeColorCheck, 1)
            XCTAssertEqual(demo.first.color, .themeDefault)

            gtk_check_button_set_active(panel.hideFocusedCheck, 1)
            XCTAssertEqual(demo.first.focusBehavior, .hiddenWhileFocused)
            gtk_check_button_set_active(panel.centeredCheck, 1)
            XCTAssertEqual(demo.second.verticalPlacement, .centered)
            gtk_check_button_set_active(panel.naturalHeightCheck, 1)
            XCTAssertTrue(demo.first.requestsNaturalHeight)

            panel.justifyChoice.selectedID = "right"
            XCTAssertEqual(gtk_text_view_get_justification(view), GTK_JUSTIFY_RIGHT)
            panel.wrapChoice.selectedID = "none"
            XCTAssertEqual(gtk_text_view_get_wrap_mode(view), GTK_WRAP_NONE)
            for (index, spin) in panel.marginSpins.enumerated() { gtk_spin_button_set_value(spin, Double(10 + index)) }
            XCTAssertEqual([gtk_text_view_get_left_margin(view), gtk_text_view_get_right_margin(view),
                            gtk_text_view_get_top_margin(view), gtk_text_view_get_bottom_margin(view)], [10, 11, 12, 13])
            gtk_spin_button_set_value(panel.indentSpin, -7)
            XCTAssertEqual(gtk_text_view_get_indent(view), -7)

            panel.fontButton.font = "Serif Bold 21"
            gtk_check_button_set_active(panel.themeFontCheck, 0)
            GtkHarness.settle(demo.first.widget)  // CSS is applied when GTK next validates styles
            XCTAssertEqual(fontPoints(demo.first.widget), 21, accuracy: 0.1)
            let font = pango_context_get_font_description(gtk_widget_get_pango_context(demo.first.widget))!
            XCTAssertEqual(pango_font_description_get_weight(font), PANGO_WEIGHT_BOLD)

            panel.directionChoice.selectedID = "rtl"
            XCTAssertEqual(gtk_widget_get_direction(demo.first.widget), GTK_TEXT_DIR_RTL)

            // GTK 4 has no gtk_button_clicked: activating a button clicks it
            // once its short press animation has run.
            let buffer = gtk_text_view_get_buffer(view)
            gtk_widget_activate(UnsafeMutableRawPointer(panel.fillButton).assumingMemoryBound(to: GtkWidget.self))
            XCTAssertTrue(GtkHarness.pump(timeout: 2) { gtk_text_buffer_get_char_count(buffer) > 0 }, "filled")
            XCTAssertFalse(demo.first.isPlaceholderVisible)
            gtk_widget_activate(UnsafeMutableRawPointer(panel.fillButton).assumingMemoryBound(to: GtkWidget.self))
            XCTAssertTrue(GtkHarness.pump(timeout: 2) { gtk_text_buffer_get_char_count(buffer) == 0 }, "emptied")
            XCTAssertTrue(demo.first.isPlaceholderVisible)
        }
    }
}
