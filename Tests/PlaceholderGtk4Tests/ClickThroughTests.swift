import CPlaceholderGtk4
import PlaceholderBehaviourKit
import PlaceholderTestSupportGtk4
import XCTest

/// Clicks on the placeholder reach the view (real pointer input through
/// XTEST).
final class ClickThroughTests: XCTestCase {
    /// A click on the placeholder focuses the view; with text, the caret
    /// lands where clicked.
    func testClicksGoToTheViewAndPlaceTheCaretWhereClicked() throws {
        try gtkTest {
            let fixture = try viewFixture(placeholder: "Click through me")
            // Empty: a click on the placeholder focuses the view.
            GtkInput.click(fixture.view.asWidget, x: 30, y: 8)
            GtkHarness.pump(timeout: 1) { fixture.hasFocus }
            XCTAssertTrue(fixture.hasFocus, "the click reached the view")
            // With text (the layer still there): the caret lands where clicked.
            fixture.view.setText("Hello wonderful world")
            fixture.settle()
            for offset in [6, 11, 0] {
                let (x, y) = fixture.location(ofOffset: offset)
                GtkInput.click(fixture.view.asWidget, x: x + 1, y: y)
                XCTAssertEqual(fixture.bufferState.cursor, Int32(offset), "clicked at x \(x)")
            }
        }
    }
}
