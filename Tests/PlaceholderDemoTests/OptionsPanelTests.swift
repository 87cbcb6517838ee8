import CPlaceholderGtk3
import PlaceholderGObject
import PlaceholderTestSupportGtk3
import PlaceholderTextView
import XCTest

@testable import PlaceholderDemo

/// The demo's window, built in this process, with its options panel.
@MainActor
private func demoWindow(_ arguments: [String] = []) throws -> DemoWindow {
    let application = gtk_application_new("io.github.placeholdertextview.DemoTest", GLibFlags.applicationNonUnique)!
    // Windows join an application after its startup, which registering runs.
    g_application_register(UnsafeMutableRawPointer(application).assumingMemoryBound(to: GApplication.self), nil, nil)
    let window = try DemoWindow(application: application, options: try DemoCommand.parse(arguments))
    gtk_widget_show_all(window.window)
    GtkHarness.settle()
    return window
}

/// Issue 6: every control of the live panel changes the views at once.
final class OptionsPanelTests: XCTestCase {
    func testEveryControlChangesTheViewsAtOnce() throws {
        try gtkTest {
            let demo = try demoWindow()
            defer { gtk_widget_destroy(demo.window) }
            let panel = demo.panel
            let view = demo.first.textView
            let before = GtkHarness.render(demo.first.widget)

            gtk_entry_set_text(panel.placeholderEntry, "Live placeholder")
            XCTAssertEqual(demo.first.placeholder, "Live placeholder")
            XCTAssertEqual(gtk_entry_get_placeholder_text(demo.entry).map { String(cString: $0) }, "Live placeholder")
            GtkHarness.settle()
            XCTAssertFalse(GtkHarness.render(demo.first.widget).isIdentical(to: before), "repainted")

            gtk_entry_set_text(panel.placeholderEntry, "<b>bold</b>")
            gtk_toggle_button_set_active(panel.markupCheck, 1)
            XCTAssertEqual(demo.first.content, .markup("<b>bold</b>"))
            gtk_entry_set_text(panel.placeholderEntry, "<b>broken")
            XCTAssertEqual(demo.first.content, .markup("<b>bold</b>"), "invalid markup keeps the previous")
            XCTAssertFalse(String(cString: gtk_label_get_text(panel.markupError)).isEmpty, "and says why")
            gtk_toggle_button_set_active(panel.markupCheck, 0)
            XCTAssertEqual(demo.first.content, .plain("<b>broken"))

            var red = GdkRGBA(red: 1, green: 0, blue: 0, alpha: 1)
            gtk_color_chooser_set_rgba(OpaquePointer(panel.colorButton), &red)
            gtk_toggle_button_set_active(panel.themeColorCheck, 0)
            XCTAssertEqual(demo.first.color, .custom(PlaceholderColor(red: 1, green: 0, blue: 0)))
            gtk_toggle_button_set_active(panel.themeColorCheck, 1)
            XCTAssertEqual(demo.first.color, .themeDefault)

            gtk_toggle_button_set_active(panel.hideFocusedCheck, 1)
            XCTAssertEqual(demo.first.focusBehavior, .hiddenWhileFocused)
            gtk_toggle_button_set_active(panel.centeredCheck, 1)
            XCTAssertEqual(demo.second.verticalPlacement, .centered)
            gtk_toggle_button_set_active(panel.naturalHeightCheck, 1)
            XCTAssertTrue(demo.first.requestsNaturalHeight)

            gtk_combo_box_set_active_id(panel.justifyCombo, "right")
            XCTAssertEqual(gtk_text_view_get_justification(view), GTK_JUSTIFY_RIGHT)
            gtk_combo_box_set_active_id(panel.wrapCombo, "none")
            XCTAssertEqual(gtk_text_view_get_wrap_mode(view), GTK_WRAP_NONE)
            for (index, spin) in panel.marginSpins.enumerated() { gtk_spin_button_set_value(spin, Double(10 + index)) }
            XCTAssertEqual([gtk_text_view_get_left_margin(view), gtk_text_view_get_right_margin(view),
                            gtk_text_view_get_top_margin(view), gtk_text_view_get_bottom_margin(view)], [10, 11, 12, 13])
            gtk_spin_button_set_value(panel.indentSpin, -7)
            XCTAssertEqual(gtk_text_view_get_indent(view), -7)

            gtk_font_chooser_set_font(OpaquePointer(panel.fontButton), "Serif Bold 21")
            gtk_toggle_button_set_active(panel.themeFontCheck, 0)
            GtkHarness.settle()  // CSS is applied when GTK next validates styles
            let font = pango_context_get_font_description(gtk_widget_get_pango_context(demo.first.widget))!
            XCTAssertEqual(pango_font_description_get_size(font) / PANGO_SCALE, 21)
            XCTAssertEqual(pango_font_description_get_weight(font), PANGO_WEIGHT_BOLD)

            gtk_combo_box_set_active_id(panel.directionCombo, "rtl")
            XCTAssertEqual(gtk_widget_get_direction(demo.first.widget), GTK_TEXT_DIR_RTL)

            gtk_button_clicked(panel.fillButton)
            XCTAssertGreaterThan(gtk_text_buffer_get_char_count(gtk_text_view_get_buffer(view)), 0)
            XCTAssertFalse(demo.first.isPlaceholderVisible)
            gtk_button_clicked(panel.fillButton)
            XCTAssertEqual(gtk_text_buffer_get_char_count(gtk_text_view_get_buffer(view)), 0)
            XCTAssertTrue(demo.first.isPlaceholderVisible)
        }
    }
}
