import CPlaceholderGtk4
import PlaceholderBehaviourSuite
import PlaceholderTestSupportGtk4
import XCTest

@testable import PlaceholderTextViewGtk4

/// GTK 4's own repaint cases (the shared ones are in the behaviour
/// suite): the placeholder scrolled with the text, a steady view queueing
/// nothing frame after frame, frames that redraw every widget, and the
/// keyboard's direction.
final class FrameRepaintTests: XCTestCase {
    /// The placeholder is placed from the view's scroll position at each
    /// paint, so it scrolls with the text (GTK redraws a scrolled view
    /// without a new allocation).
    func testScrollingMovesThePlaceholderWithTheText() throws {
        try gtkTest {
            let fixture = try viewFixture(placeholder: "Scrolled into view", width: 320, height: 160) {
                gtk_text_view_set_top_margin($0, 250)
            }
            let adjustment = try XCTUnwrap(gtk_scrollable_get_vadjustment(OpaquePointer(UnsafeMutableRawPointer(fixture.view))))
            XCTAssertNil(fixture.inkBox(), "the placeholder is below the visible part")
            gtk_adjustment_set_value(adjustment, 200)  // as far as it goes: the empty line at the bottom
            XCTAssertEqual(gtk_adjustment_get_value(adjustment), gtk_adjustment_get_upper(adjustment) - 160, accuracy: 1)
            let box = try XCTUnwrap(fixture.inkBox(), "scrolled into view")
            XCTAssertGreaterThan(box.minY, 100, "at the bottom: \(box)")
            let mismatches = try comparePlaceholderWithTypedText("Scrolled into view", in: fixture)
            XCTAssertTrue(mismatches.isEmpty, "where the typed text is at that scroll position: \(mismatches.prefix(4))")
        }
    }

    /// GTK 4 redraws only what is queued: a steady view, with every option
    /// on, must queue nothing (no layout, no paint) frame after frame.
    func testASteadyViewQueuesNoLayoutOrPaint() throws {
        try gtkTest {
            let fixture = try viewFixture(placeholder: "Steady\nand still") {
                gtk_text_view_set_wrap_mode($0, GTK_WRAP_WORD)
            }
            fixture.wrapper!.requestsNaturalHeight = true
            fixture.wrapper!.verticalPlacement = .centered
            _ = fixture.render()
            GtkHarness.pump(timeout: 0.4)  // the scrolled window's scrollbars fade in
            let clock = try XCTUnwrap(gtk_widget_get_frame_clock(fixture.view.asWidget))
            let layouts = SignalCounter(UnsafeMutableRawPointer(clock), "layout")
            let paints = SignalCounter(UnsafeMutableRawPointer(clock), "paint")
            GtkHarness.pump(timeout: 0.3)
            XCTAssertEqual(layouts.count, 0, "frames laid out while nothing changed")
            XCTAssertEqual(paints.count, 0, "frames painted while nothing changed")
        }
    }

    /// A frame that redraws every widget (a theme or window change) has the
    /// layer append its kept drawing without asking whether the placeholder
    /// shows: it must have none once text hides it, and one again when the
    /// view is emptied.
    func testAFrameRedrawingEveryWidgetDrawsThePlaceholderOnlyWhileItShows() throws {
        try gtkTest {
            let fixture = try viewFixture(placeholder: "Only while empty")
            let shown = fixture.render()
            XCTAssertNotNil(shown.inkBox(background: .white), "the placeholder shows")
            fixture.setText("x")
            let typed = fixture.render()
            XCTAssertLessThan(typed.inkCount(background: .white), shown.inkCount(background: .white) / 4, "only the x")
            queueDrawEveryWidget(from: fixture.view.asWidget)
            XCTAssertTrue(fixture.render().isIdentical(to: typed), "no placeholder over the text")
            fixture.setText("")
            XCTAssertTrue(fixture.render().isIdentical(to: shown), "the placeholder is back")
            queueDrawEveryWidget(from: fixture.view.asWidget)
            XCTAssertTrue(fixture.render().isIdentical(to: shown), "the kept drawing is the placeholder's")
        }
    }

    /// The keyboard's layout gives neutral text its direction: each view
    /// hears the keyboard's `notify::direction` with a handler of its own
    /// (no process-wide table), still draws after it, and lets the handler
    /// go with the view.
    func testEachViewHearsTheKeyboardsDirectionWithAHandlerOfItsOwn() throws {
        try gtkTest {
            var fixtures: [Gtk4BehaviourView?] = try (0..<2).map { _ in try viewFixture(placeholder: "123 (neutral)") }
            let backends = try fixtures.map { try XCTUnwrap($0?.placeholderController?.backend as? Gtk4Backend) }
            let keyboards = try backends.map { try XCTUnwrap($0.keyboard) }
            let keyboard = keyboards[0].object
            let routers = keyboards.map { Unmanaged.passUnretained($0.router).toOpaque() }
            for router in routers { XCTAssertEqual(handlerCount(keyboard, "notify", data: router), 1, "one handler a view") }
            g_object_notify(keyboard.assumingMemoryBound(to: GObject.self), "direction")
            for fixture in fixtures { _ = fixture?.render() }
            fixtures[0] = nil  // the view goes
            XCTAssertEqual(handlerCount(keyboard, "notify", data: routers[1]), 1, "the view left still hears")
            fixtures[1] = nil
        }
    }
}

/// Queues every widget of `widget`'s window for drawing, the window first.
@MainActor
private func queueDrawEveryWidget(from widget: UnsafeMutablePointer<GtkWidget>) {
    let root = UnsafeMutableRawPointer(gtk_widget_get_root(widget)!).assumingMemoryBound(to: GtkWidget.self)
    for member in [root] + descendants(of: root) { gtk_widget_queue_draw(member) }
}
