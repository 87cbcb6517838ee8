import CPlaceholderGtk3
import PlaceholderTestSupportGtk3
import PlaceholderTextView
import XCTest

/// GTK 3's side of the focus option (the shared visibility scenarios are in
/// PlaceholderBehaviourSuite): a focus change that hides the placeholder
/// makes the view draw again.
final class FocusRepaintTests: XCTestCase {
    func testHidingOnFocusMakesTheViewDrawAgain() throws {
        try gtkTest {
            let fixture = try viewFixture()
            fixture.wrapper!.focusBehavior = .hiddenWhileFocused
            GtkHarness.settle()
            let draws = SignalCounter(fixture.view, "draw")
            GtkHarness.setFocus(fixture.view.asWidget, true)
            GtkHarness.pump(timeout: 2) { draws.count > 0 }
            XCTAssertFalse(fixture.wrapper!.isPlaceholderVisible)
            XCTAssertGreaterThan(draws.count, 0, "focus repaints")
        }
    }
}
