import CPlaceholderGtk3
import PlaceholderTestSupportGtk3
import XCTest

@testable import PlaceholderTextView

private let longText = "The quick brown fox jumps over the lazy dog, then naps under the old oak tree until sunset."

/// Point 5: drawn where the typed text would be, in the view's own font,
/// wrapped like it, ellipsized rather than cut off.
final class AlignmentTests: XCTestCase {
    func testDefaultView() throws {
        try gtkTest { try assertPlaceholderMatchesTypedText("Write something") }
    }

    func testMarginsIndentAndPixelsAboveLines() throws {
        try gtkTest {
            try assertPlaceholderMatchesTypedText(longText) { view in
                gtk_text_view_set_wrap_mode(view, GTK_WRAP_WORD)
                gtk_text_view_set_left_margin(view, 23)
                gtk_text_view_set_right_margin(view, 31)
                gtk_text_view_set_top_margin(view, 11)
                gtk_text_view_set_indent(view, 17)
                gtk_text_view_set_pixels_above_lines(view, 7)
                gtk_text_view_set_pixels_inside_wrap(view, 3)
            }
        }
    }

    func testNegativeIndent() throws {
        try gtkTest {
            try assertPlaceholderMatchesTypedText(longText) { view in
                gtk_text_view_set_wrap_mode(view, GTK_WRAP_WORD)
                gtk_text_view_set_left_margin(view, 30)
                gtk_text_view_set_indent(view, -20)
            }
        }
    }

    func testCSSPaddingBorderAndFont() throws {
        try gtkTest {
            try assertPlaceholderMatchesTypedText(longText) { view in
                gtk_text_view_set_wrap_mode(view, GTK_WRAP_WORD_CHAR)
                applyCSS("textview { padding: 9px 13px; border: 3px solid red; font: italic 17px Serif; }",
                         to: view.asWidget)
            }
        }
    }

    func testJustifications() throws {
        try gtkTest {
            for justification in [GTK_JUSTIFY_RIGHT, GTK_JUSTIFY_CENTER, GTK_JUSTIFY_FILL] {
                try assertPlaceholderMatchesTypedText(longText) { view in
                    gtk_text_view_set_wrap_mode(view, GTK_WRAP_WORD)
                    gtk_text_view_set_justification(view, justification)
                    gtk_text_view_set_left_margin(view, 5)
                }
            }
        }
    }

    func testWrapModes() throws {
        try gtkTest {
            let unbreakable = "Supercalifragilisticexpialidocious-and-then-some-more-characters words"
            for mode in [GTK_WRAP_CHAR, GTK_WRAP_WORD, GTK_WRAP_WORD_CHAR, GTK_WRAP_NONE] {
                try assertPlaceholderMatchesTypedText(unbreakable + " " + longText, width: 240) { view in
                    gtk_text_view_set_wrap_mode(view, mode)
                }
            }
        }
    }

    func testRightToLeftViewAndRightToLeftText() throws {
        try gtkTest {
            try assertPlaceholderMatchesTypedText("Hello, world") { view in
                gtk_widget_set_direction(view.asWidget, GTK_TEXT_DIR_RTL)
            }
            try assertPlaceholderMatchesTypedText("שלום עולם, כתבו כאן") { view in
                gtk_text_view_set_wrap_mode(view, GTK_WRAP_WORD)
            }
            try assertPlaceholderMatchesTypedText("مرحبا بالعالم 123 hello") { view in
                gtk_text_view_set_left_margin(view, 12)
            }
        }
    }

    func testMultiLinePlaceholder() throws {
        try gtkTest {
            try assertPlaceholderMatchesTypedText("First line\nSecond line\n\nFourth line") { view in
                gtk_text_view_set_pixels_below_lines(view, 4)
            }
        }
    }

    func testCaretOfTheEmptyFocusedViewIsWhereThePlaceholderStarts() throws {
        try gtkTest {
            let fixture = try ViewFixture(placeholder: "Hello") { view in
                gtk_text_view_set_left_margin(view, 20)
                gtk_text_view_set_top_margin(view, 10)
            }
            GtkHarness.setFocus(fixture.view.asWidget, true)
            var strong = GdkRectangle()
            gtk_text_view_get_cursor_locations(fixture.view, nil, &strong, nil)
            var x: Int32 = 0, y: Int32 = 0
            gtk_text_view_buffer_to_window_coords(fixture.view, GTK_TEXT_WINDOW_WIDGET, strong.x, strong.y, &x, &y)
            fixture.placeholder!.placeholder = "H"
            GtkHarness.settle()
            // Ink of "H" without the caret: hide the caret by taking focus away.
            GtkHarness.setFocus(fixture.view.asWidget, false)
            GtkHarness.settle()
            let box = try XCTUnwrap(fixture.inkBox())
            XCTAssertLessThanOrEqual(abs(box.minX - Int(x)), 2, "caret x \(x), ink \(box)")
            XCTAssertGreaterThanOrEqual(box.minY, Int(y))
            XCTAssertLessThanOrEqual(box.maxY, Int(y + strong.height))
        }
    }

    func testLongPlaceholderIsEllipsizedInsideTheView() throws {
        try gtkTest {
            let long = String(repeating: longText + " ", count: 30)
            let fixture = try ViewFixture(placeholder: long, width: 300, height: 90) { view in
                gtk_text_view_set_wrap_mode(view, GTK_WRAP_WORD)
                gtk_text_view_set_bottom_margin(view, 6)
            }
            let raster = fixture.render()
            let box = try XCTUnwrap(raster.inkBox(background: fixture.background(raster)))
            XCTAssertLessThanOrEqual(box.maxY, raster.height - 6, "\(box) in \(raster.height)")
            XCTAssertGreaterThan(box.maxY, raster.height / 2, "several lines shown: \(box)")
            let controller = try XCTUnwrap(PlaceholderController.existing(on: fixture.view))
            XCTAssertTrue(controller.rendererIsEllipsized)
        }
    }
}
