import CPlaceholderGtk4
import PlaceholderTestSupportGtk4
import XCTest

@testable import PlaceholderTextViewGtk4

private let longText = "The quick brown fox jumps over the lazy dog, then naps under the old oak tree until sunset."

/// Drawn where the typed text would be, in the view's own font, wrapped
/// like it, ellipsized rather than cut off.
final class AlignmentTests: XCTestCase {
    func testDefaultView() throws {
        try gtkTest { try assertPlaceholderMatchesTypedText("Write something") }
    }

    func testMarginsIndentAndPixelSpacing() throws {
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
                applyCSS("padding: 9px 13px; border: 3px solid red; font: italic 17px Serif;",
                         to: view.asWidget)
            }
        }
    }

    func testJustificationsAndWrapModes() throws {
        try gtkTest {
            for justification in [GTK_JUSTIFY_LEFT, GTK_JUSTIFY_RIGHT, GTK_JUSTIFY_CENTER, GTK_JUSTIFY_FILL] {
                for wrap in [GTK_WRAP_NONE, GTK_WRAP_CHAR, GTK_WRAP_WORD, GTK_WRAP_WORD_CHAR] {
                    try assertPlaceholderMatchesTypedText(wrap == GTK_WRAP_NONE ? "Unwrapped words" : longText) { view in
                        gtk_text_view_set_wrap_mode(view, wrap)
                        gtk_text_view_set_justification(view, justification)
                        gtk_text_view_set_left_margin(view, 5)
                    }
                }
            }
        }
    }

    func testMultipleParagraphsWithSpacing() throws {
        try gtkTest {
            try assertPlaceholderMatchesTypedText("First paragraph\nSecond, a longer one that wraps onto a next line\n\nFourth") {
                gtk_text_view_set_wrap_mode($0, GTK_WRAP_WORD)
                gtk_text_view_set_pixels_above_lines($0, 4)
                gtk_text_view_set_pixels_below_lines($0, 6)
            }
        }
    }

    func testRightToLeftTextAndViews() throws {
        try gtkTest {
            // Hebrew in a left-to-right view: right-aligned, as typed Hebrew is.
            try assertPlaceholderMatchesTypedText("כתבו כאן את ההודעה שלכם") { gtk_text_view_set_wrap_mode($0, GTK_WRAP_WORD) }
            // Latin text in a right-to-left view stays where typed Latin goes.
            try assertPlaceholderMatchesTypedText("Write here") { gtk_widget_set_direction($0.asWidget, GTK_TEXT_DIR_RTL) }
            // Text with no strong direction follows the keyboard's layout
            // (left to right under Xvfb), as GtkTextView's empty lines do.
            try assertPlaceholderMatchesTypedText("123 … 456") { gtk_widget_set_direction($0.asWidget, GTK_TEXT_DIR_RTL) }
            try assertPlaceholderMatchesTypedText("123 … 456")
        }
    }

    func testFirstGlyphSitsAtTheCaret() throws {
        try gtkTest {
            let fixture = try ViewFixture(placeholder: "H") {
                gtk_text_view_set_left_margin($0, 19)
                gtk_text_view_set_top_margin($0, 7)
            }
            var strong = GdkRectangle()
            gtk_text_view_get_cursor_locations(fixture.view, nil, &strong, nil)
            var x: Int32 = 0, y: Int32 = 0
            gtk_text_view_buffer_to_window_coords(fixture.view, GTK_TEXT_WINDOW_WIDGET, strong.x, strong.y, &x, &y)
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
