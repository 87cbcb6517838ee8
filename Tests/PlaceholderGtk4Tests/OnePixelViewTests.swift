import CPlaceholderGtk4
import PlaceholderTestSupportGtk4
import XCTest

@testable import PlaceholderTextViewGtk4

/// A view squeezed to a pixel by GTK 4's own means draws without complaint
/// (the shared bad-input scenarios are in PlaceholderBehaviourSuite).
final class OnePixelViewTests: XCTestCase {
    /// A view squeezed to a pixel draws without complaint, then in full again.
    func testAOnePixelViewDrawsWithoutComplaint() throws {
        try gtkTest {
            let logs = LogCollector()
            let wrapper = try placeholderView(String(repeating: "squeezed ", count: 20))
            gtk_text_view_set_wrap_mode(wrapper.textView, GTK_WRAP_WORD)
            let scroller = scrolled(wrapper.widget)
            gtk_scrolled_window_set_min_content_width(OpaquePointer(UnsafeMutableRawPointer(scroller)), 1)
            gtk_scrolled_window_set_min_content_height(OpaquePointer(UnsafeMutableRawPointer(scroller)), 1)
            gtk_scrolled_window_set_policy(OpaquePointer(UnsafeMutableRawPointer(scroller)), GTK_POLICY_EXTERNAL, GTK_POLICY_EXTERNAL)
            gtk_widget_set_size_request(scroller, 1, 1)
            let fixed = gtk_fixed_new()!
            gtk_fixed_put(UnsafeMutableRawPointer(fixed).assumingMemoryBound(to: GtkFixed.self), scroller, 0, 0)
            let window = TestWindow(child: fixed, width: 200, height: 100)
            defer { window.destroy() }
            let controller = try XCTUnwrap(PlaceholderController.existing(on: wrapper.textView))
            _ = GtkHarness.render(wrapper.widget)
            var textWindow = GdkRectangle()
            gtk_text_view_get_visible_rect(wrapper.textView, &textWindow)
            XCTAssertLessThanOrEqual(textWindow.width, 1, "a one-pixel text window")
            XCTAssertTrue(wrapper.isPlaceholderVisible)
            XCTAssertTrue(controller.rendererIsEllipsized, "laid out in the pixel there is")
            gtk_widget_set_size_request(scroller, 200, 100)
            XCTAssertGreaterThan(GtkHarness.render(wrapper.widget).inkCount(background: .white), 100, "in full again")
            XCTAssertEqual(logs.messages, [])
        }
    }
}
