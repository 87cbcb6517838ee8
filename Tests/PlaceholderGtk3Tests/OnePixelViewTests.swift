import CPlaceholderGtk3
import PlaceholderTestSupportGtk3
import XCTest

@testable import PlaceholderTextView

/// A view squeezed to a pixel by GTK 3's own means draws without complaint
/// (the shared bad-input scenarios are in PlaceholderBehaviourSuite).
final class OnePixelViewTests: XCTestCase {
    /// GTK 3 allocates at least 1×1 pixels: asking for 0×0 gives 1×1.
    func testZeroAndOnePixelAllocationsDrawWithoutComplaint() throws {
        try gtkTest {
            let logs = LogCollector()
            for size: Int32 in [0, 1] {
                let fixture = try viewFixture()  // its window goes with it, at the end of each round
                var allocation = GtkAllocation(x: 0, y: 0, width: size, height: size)
                gtk_widget_size_allocate(fixture.view.asWidget, &allocation)
                XCTAssertLessThanOrEqual(gtk_widget_get_allocated_width(fixture.view.asWidget), 1)
                XCTAssertLessThanOrEqual(gtk_widget_get_allocated_height(fixture.view.asWidget), 1)
                _ = renderImage(width: 1, height: 1) { gtk_widget_draw(fixture.view.asWidget, $0) }
                XCTAssertTrue(fixture.placeholderIsEllipsized, "drawn, cut to the one pixel there is")
                XCTAssertTrue(fixture.wrapper!.isPlaceholderVisible)
                // Back at its real size, it draws in full again.
                fixture.queueResize()
                XCTAssertGreaterThan(fixture.inkCount(), 100)
                XCTAssertFalse(fixture.placeholderIsEllipsized)
            }
            XCTAssertEqual(logs.messages, [])
        }
    }
}
