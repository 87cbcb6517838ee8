import CPlaceholderGtk3
import PlaceholderTestSupportGtk3
import XCTest

@testable import PlaceholderTextView

/// A new text view, owned by the caller.
@MainActor
private func newTextView() -> UnsafeMutablePointer<GtkTextView> {
    let widget = gtk_text_view_new()!
    g_object_ref_sink(UnsafeMutableRawPointer(widget))
    return UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkTextView.self)
}

/// Point 9: the state lives with the widget; everything is freed and
/// disconnected when the widget is destroyed, in any order of release.
final class LifetimeTests: XCTestCase {
    func testKeepsWorkingAfterTheAppDropsTheSwiftObject() throws {
        try gtkTest {
            let fixture = try ViewFixture()
            weak let controller = PlaceholderController.existing(on: fixture.view)
            fixture.placeholder = nil
            XCTAssertNotNil(controller, "the widget keeps the state")
            GtkHarness.settle()
            let shown = fixture.inkCount()
            XCTAssertGreaterThan(shown, 100)
            gtk_text_buffer_insert_at_cursor(fixture.view.buffer, "x", -1)
            GtkHarness.settle()
            XCTAssertLessThan(fixture.inkCount(), 60, "only the typed x")
            fixture.view.setText("")
            GtkHarness.settle()
            XCTAssertEqual(fixture.inkCount(), shown)
            // A new Swift object attached later sees the same placeholder.
            let again = try PlaceholderTextView(attachingTo: fixture.view)
            XCTAssertEqual(again.placeholder, "Placeholder")
            XCTAssertTrue(again.isPlaceholderVisible)
        }
    }

    func testDestroyingTheWidgetDisconnectsEverythingAndFreesTheState() throws {
        try gtkTest {
            let fixture = try ViewFixture()
            let buffer = fixture.view.buffer
            g_object_ref(UnsafeMutableRawPointer(buffer))
            defer { g_object_unref(UnsafeMutableRawPointer(buffer)) }
            weak let controller = PlaceholderController.existing(on: fixture.view)
            XCTAssertTrue(hasHandlers(buffer, "changed"))
            XCTAssertTrue(hasHandlers(fixture.view, "draw"))
            fixture.window.destroy()
            XCTAssertFalse(hasHandlers(buffer, "changed"), "buffer handler disconnected")
            XCTAssertFalse(hasHandlers(fixture.view, "draw"), "view handlers disconnected")
            // The Swift object outlives the widget: calls are harmless no-ops.
            do {
                let wrapper = try XCTUnwrap(fixture.placeholder)
                XCTAssertFalse(wrapper.isPlaceholderVisible)
                wrapper.placeholder = "after destroy"
                wrapper.color = .custom(PlaceholderColor(red: 1, green: 0, blue: 0))
                try wrapper.setPlaceholderMarkup("<b>late</b>")
                XCTAssertFalse(wrapper.isPlaceholderVisible)
            }
            XCTAssertNotNil(controller)
            fixture.placeholder = nil
            XCTAssertNil(controller, "freed with the widget once nothing holds it")
        }
    }

    func testSwiftObjectDroppedBeforeTheWidgetIsDestroyed() throws {
        try gtkTest {
            let view = newTextView()
            weak var controller: PlaceholderController?
            weak var wrapper: PlaceholderTextView?
            do {
                let placeholder = try PlaceholderTextView(attachingTo: view)
                placeholder.placeholder = "Short-lived wrapper"
                wrapper = placeholder
                controller = PlaceholderController.existing(on: view)
            }
            XCTAssertNil(wrapper)
            XCTAssertNotNil(controller)
            let window = TestWindow(child: view.asWidget)
            XCTAssertGreaterThan(GtkHarness.render(view.asWidget).inkCount(background: .white), 100)
            window.destroy()
            XCTAssertNotNil(controller, "our own reference still holds the widget")
            g_object_unref(UnsafeMutableRawPointer(view))
            XCTAssertNil(controller, "freed when the widget is finalized")
        }
    }

    func testWindowDestroyedWithTheViewInsideWhileARedrawIsPending() throws {
        try gtkTest {
            let fixture = try ViewFixture()
            weak let controller = PlaceholderController.existing(on: fixture.view)
            fixture.placeholder!.placeholder = "queued"  // queues a redraw
            gtk_text_buffer_insert_at_cursor(fixture.view.buffer, "x", -1)  // and another
            fixture.window.destroy()  // before the main loop ran
            GtkHarness.settle()
            fixture.placeholder = nil
            XCTAssertNil(controller)
        }
    }

    func testNothingIsCreatedOrConnectedUntilAPlaceholderIsSet() throws {
        try gtkTest {
            let view = newTextView()
            defer { g_object_unref(UnsafeMutableRawPointer(view)) }
            let window = TestWindow(child: view.asWidget)
            defer { window.destroy() }
            let drawHandlersBefore = hasHandlers(view, "draw")
            let bufferHandlersBefore = hasHandlers(view.buffer, "changed")
            let wrapper = try PlaceholderTextView(attachingTo: view)
            wrapper.color = .custom(PlaceholderColor(red: 1, green: 0, blue: 0))
            wrapper.focusBehavior = .hiddenWhileFocused
            wrapper.placeholder = ""
            XCTAssertNil(PlaceholderController.existing(on: view))
            XCTAssertEqual(hasHandlers(view, "draw"), drawHandlersBefore)
            XCTAssertEqual(hasHandlers(view.buffer, "changed"), bufferHandlersBefore)
            XCTAssertFalse(wrapper.isPlaceholderVisible)
            wrapper.placeholder = "Now"
            XCTAssertNotNil(PlaceholderController.existing(on: view))
            XCTAssertTrue(hasHandlers(view, "draw"))
            XCTAssertEqual(wrapper.color, .custom(PlaceholderColor(red: 1, green: 0, blue: 0)), "earlier choices kept")
            XCTAssertEqual(wrapper.focusBehavior, .hiddenWhileFocused)
            GtkHarness.settle()
            let raster = GtkHarness.render(view.asWidget)
            let ink = try XCTUnwrap(raster.strongestInk(background: .white))
            XCTAssertGreaterThan(ink.red, ink.green + 100, "drawn in the colour chosen before: \(ink)")
        }
    }

    func testAttachingTwiceSharesOnePlaceholder() throws {
        try gtkTest {
            let fixture = try ViewFixture(placeholder: "Shared")
            let second = try PlaceholderTextView(attachingTo: fixture.view)
            XCTAssertEqual(second.placeholder, "Shared")
            second.placeholder = "Changed through the second"
            XCTAssertEqual(fixture.placeholder!.placeholder, "Changed through the second")
            fixture.placeholder = nil
            XCTAssertTrue(second.isPlaceholderVisible)
        }
    }

    func testAttachingRefusesWhatIsNotATextView() throws {
        try gtkTest {
            let label = gtk_label_new("not a text view")!
            g_object_ref_sink(UnsafeMutableRawPointer(label))
            defer { g_object_unref(UnsafeMutableRawPointer(label)) }
            XCTAssertThrowsError(try PlaceholderTextView(attachingTo: UnsafeMutableRawPointer(label))) { error in
                XCTAssertEqual(error as? PlaceholderError, .notATextView)
            }
        }
    }
}
