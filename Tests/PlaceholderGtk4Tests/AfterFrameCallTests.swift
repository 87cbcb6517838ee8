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

    /// Calls waiting on one clock share its handler: they run in the order
    /// they asked, a call asking again while they run waits for the next
    /// frame, and a call dropped by an earlier one's action does not run.
    func testCallsOnOneClockRunInOrderOnceEachAfterTheirFrame() throws {
        try gtkTest {
            let fixture = try viewFixture()
            let widget = fixture.view.asWidget
            var order: [String] = []
            var dropped: AfterFrameCall?
            var again: AfterFrameCall?
            let first = AfterFrameCall {
                order.append("first")
                dropped = nil
                again?.schedule(after: widget)
            }
            dropped = AfterFrameCall { order.append("dropped") }
            again = AfterFrameCall { order.append("again") }
            first.schedule(after: widget)
            dropped?.schedule(after: widget)
            gtk_widget_queue_draw(widget)
            GtkHarness.pump(timeout: 1) { !order.isEmpty }
            XCTAssertEqual(order, ["first"], "the dropped call never runs; the one asking waits")
            gtk_widget_queue_draw(widget)
            GtkHarness.pump(timeout: 1) { order.count > 1 }
            gtk_widget_queue_draw(widget)
            GtkHarness.pump(timeout: 0.1)
            XCTAssertEqual(order, ["first", "again"])
        }
    }
}
