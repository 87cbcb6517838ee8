import CPlaceholderGtk4
import PlaceholderTestSupportGtk4
import XCTest

@testable import PlaceholderTextViewGtk4

/// The after-frame call the compositing probe waits with, when its window
/// goes first: GTK frees the window's frame clock with it, so the call must
/// hold the clock until it is dropped.
final class AfterFrameCallTests: XCTestCase {
    func testACallPendingWhenItsWindowIsDestroyedIsDroppedWithoutAWarning() throws {
        try gtkTest {
            let logs = LogCollector()
            let fixture = try viewFixture()
            var ran = false
            var call: AfterFrameCall? = AfterFrameCall { ran = true }
            call?.schedule(after: fixture.view.asWidget)
            fixture.window!.destroy()
            GtkHarness.pump(timeout: 0.05)
            call = nil
            GtkHarness.pump(timeout: 0.05)
            XCTAssertFalse(ran, "no frame of a destroyed window")
            XCTAssertEqual(logs.messages, [])
        }
    }

    func testACallRunsOnceAfterTheNextFrame() throws {
        try gtkTest {
            let fixture = try viewFixture()
            var runs = 0
            let call = AfterFrameCall { runs += 1 }
            call.schedule(after: fixture.view.asWidget)
            call.schedule(after: fixture.view.asWidget)
            gtk_widget_queue_draw(fixture.view.asWidget)
            GtkHarness.pump(timeout: 1) { runs > 0 }
            gtk_widget_queue_draw(fixture.view.asWidget)
            GtkHarness.pump(timeout: 0.1)
            XCTAssertEqual(runs, 1)
        }
    }
}
