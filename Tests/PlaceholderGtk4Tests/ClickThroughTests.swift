import CPlaceholderGtk4
import PlaceholderTestSupportGtk4
import XCTest

@testable import PlaceholderTextViewGtk4

/// Clicks on the placeholder reach the view (real pointer input through
/// XTEST).
final class ClickThroughTests: XCTestCase {
    /// A click on the placeholder focuses the view; with text, the caret
    /// lands where clicked.
    func testClicksGoToTheViewAndPlaceTheCaretWhereClicked() throws {
        try gtkTest { try Self.clickThrough() }
    }

    @MainActor
    private static func clickThrough() throws {
        do {
            let fixture = try viewFixture(placeholder: "Click through me")
            // Empty: a click on the placeholder focuses the view.
            GtkInput.click(fixture.view.asWidget, x: 30, y: 8)
            GtkHarness.pump(timeout: 1) { gtk_widget_has_focus(fixture.view.asWidget) != 0 }
            XCTAssertNotEqual(gtk_widget_has_focus(fixture.view.asWidget), 0, "the click reached the view")
            // With text (the layer still there): the caret lands where clicked.
            fixture.view.setText("Hello wonderful world")
            fixture.settle()
            for offset: Int32 in [6, 11, 0] {
                var iter = GtkTextIter(), location = GdkRectangle()
                gtk_text_buffer_get_iter_at_offset(fixture.view.buffer, &iter, offset)
                gtk_text_view_get_iter_location(fixture.view, &iter, &location)
                var x: Int32 = 0, y: Int32 = 0
                gtk_text_view_buffer_to_window_coords(
                    fixture.view, GTK_TEXT_WINDOW_WIDGET, location.x, location.y + location.height / 2, &x, &y)
                GtkInput.click(fixture.view.asWidget, x: Double(x) + 1, y: Double(y))
                var cursor = GtkTextIter()
                gtk_text_buffer_get_iter_at_mark(fixture.view.buffer, &cursor, gtk_text_buffer_get_insert(fixture.view.buffer))
                XCTAssertEqual(gtk_text_iter_get_offset(&cursor), offset, "clicked at x \(x)")
            }
        }
    }
}
