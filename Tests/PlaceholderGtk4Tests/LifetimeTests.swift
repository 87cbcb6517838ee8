import CPlaceholderGtk4
import PlaceholderTestSupportGtk4
import XCTest

@testable import PlaceholderTextViewGtk4

/// The state lives with the widget; everything is freed and disconnected
/// when the widget is destroyed (disposed), in any order of release.
final class LifetimeTests: XCTestCase {
    func testKeepsWorkingAfterTheAppDropsTheSwiftObject() throws {
        try gtkTest {
            let fixture = try ViewFixture()
            weak let controller = PlaceholderController.existing(on: fixture.view)
            fixture.placeholder = nil
            XCTAssertNotNil(controller, "the widget keeps the state")
            let shown = fixture.render()
            XCTAssertGreaterThan(shown.inkCount(background: fixture.background(shown)), 100)
            gtk_text_buffer_insert_at_cursor(fixture.view.buffer, "x", -1)
            XCTAssertLessThan(fixture.inkCount(), 60, "only the typed x")
            fixture.view.setText("")
            XCTAssertTrue(fixture.render().isIdentical(to: shown))
            // A new Swift object attached later sees the same placeholder.
            let again = try PlaceholderTextView(attachingTo: fixture.view)
            XCTAssertEqual(again.placeholder, "Placeholder")
            XCTAssertTrue(again.isPlaceholderVisible)
        }
    }

    func testDisposingTheViewDisconnectsEverythingAndTheSwiftObjectOutlivesIt() throws {
        try gtkTest {
            let fixture = try ViewFixture()
            let buffer = fixture.view.buffer
            g_object_ref(UnsafeMutableRawPointer(buffer))
            defer { g_object_unref(UnsafeMutableRawPointer(buffer)) }
            weak let controller = PlaceholderController.existing(on: fixture.view)
            let finalized = FinalizationProbe(fixture.view)
            let bufferHandlers = handlerCount(buffer, "changed")  // GTK's own and ours
            XCTAssertEqual(placeholderHandlers(on: fixture.view), [1, 1, 1])
            disposeView(fixture.view)
            XCTAssertEqual(handlerCount(buffer, "changed"), 0, "every handler disconnected (\(bufferHandlers) before)")
            XCTAssertEqual(placeholderHandlers(on: fixture.view), [0, 0, 0], "view handlers disconnected")
            // The Swift object outlives the widget: calls are harmless no-ops.
            do {
                let wrapper = try XCTUnwrap(fixture.placeholder)
                XCTAssertFalse(wrapper.isPlaceholderVisible)
                callEverySetter(wrapper)
                XCTAssertFalse(wrapper.isPlaceholderVisible)
                XCTAssertEqual(wrapper.placeholder, "Placeholder", "setters ignored")
            }
            XCTAssertEqual(placeholderHandlers(on: fixture.view), [0, 0, 0], "no setter reconnected anything")
            XCTAssertNil(gtk_widget_get_first_child(fixture.widget), "the layer went with the view's children")
            XCTAssertNotNil(controller)
            XCTAssertFalse(finalized.finalized, "the Swift object still holds the widget")
            fixture.placeholder = nil
            XCTAssertTrue(finalized.finalized)
            XCTAssertNil(controller, "freed with the widget once nothing holds it")
        }
    }

    func testSwiftObjectDroppedBeforeTheWindowIsDestroyed() throws {
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
            let finalized = FinalizationProbe(view)
            let window = TestWindow(child: view.asWidget)
            XCTAssertGreaterThan(ink(view.asWidget), 100)
            window.destroy()
            XCTAssertNotNil(controller, "our own reference still holds the widget")
            g_object_unref(UnsafeMutableRawPointer(view))
            XCTAssertTrue(finalized.finalized)
            XCTAssertNil(controller, "freed when the widget is finalized")
        }
    }

    /// GTK 4 disposes a widget when its last holder lets go; a window's
    /// destruction only lets go of its children. A view the Swift object
    /// holds outlives its window, keeps its placeholder, and can be shown
    /// in another window.
    func testAViewOutlivingItsWindowKeepsItsPlaceholderInTheNextWindow() throws {
        try gtkTest {
            var wrapper: PlaceholderTextView? = try PlaceholderTextView()
            wrapper!.placeholder = "Moved"
            let view = wrapper!.textView
            weak let controller = PlaceholderController.existing(on: view)
            let finalized = FinalizationProbe(view)
            let first = TestWindow(child: view.asWidget)
            let before = ink(view.asWidget)
            first.destroy()
            XCTAssertNil(gtk_widget_get_parent(view.asWidget))
            XCTAssertFalse(finalized.finalized)
            XCTAssertTrue(controller?.viewIsAlive ?? false)
            let second = TestWindow(child: view.asWidget)
            XCTAssertEqual(ink(view.asWidget), before, "drawn again in the new window")
            XCTAssertTrue(comparePlaceholderWithTypedText("Moved", in: wrapper!).isEmpty)
            second.destroy()
            wrapper = nil
            XCTAssertTrue(finalized.finalized)
            XCTAssertNil(controller)
        }
    }

    func testWindowDestroyedWithTheViewInsideWhileARedrawIsPending() throws {
        try gtkTest {
            let fixture = try ViewFixture()
            weak let controller = PlaceholderController.existing(on: fixture.view)
            let finalized = FinalizationProbe(fixture.view)
            fixture.placeholder!.placeholder = "queued"  // queues a redraw
            gtk_text_buffer_insert_at_cursor(fixture.view.buffer, "x", -1)  // and another
            fixture.placeholder!.requestsNaturalHeight = true  // and a measure
            fixture.window.destroy()  // before the main loop ran
            fixture.placeholder = nil
            GtkHarness.pump(timeout: 0.05)
            XCTAssertTrue(finalized.finalized)
            XCTAssertNil(controller)
        }
    }

    func testNothingIsAddedOrConnectedUntilAPlaceholderIsSet() throws {
        try gtkTest {
            let view = newTextView()
            defer { g_object_unref(UnsafeMutableRawPointer(view)) }
            let window = TestWindow(child: view.asWidget)
            defer { window.destroy() }
            let bufferHandlers = handlerCount(view.buffer, "changed")
            let viewHandlers = placeholderHandlers(on: view)
            let wrapper = try PlaceholderTextView(attachingTo: view)
            wrapper.color = .custom(PlaceholderColor(red: 1, green: 0, blue: 0))
            wrapper.focusBehavior = .hiddenWhileFocused
            wrapper.placeholder = ""
            XCTAssertNil(PlaceholderController.existing(on: view), "nothing stored on the widget")
            XCTAssertNil(gtk_widget_get_first_child(view.asWidget), "no child added")
            XCTAssertEqual(handlerCount(view.buffer, "changed"), bufferHandlers)
            XCTAssertEqual(placeholderHandlers(on: view), [viewHandlers[0], viewHandlers[1], viewHandlers[2] + 1],
                           "only destroy is watched")
            XCTAssertFalse(wrapper.isPlaceholderVisible)
            wrapper.placeholder = "Now"
            XCTAssertNotNil(PlaceholderController.existing(on: view))
            XCTAssertNotNil(gtk_widget_get_first_child(view.asWidget), "the layer is in")
            XCTAssertEqual(wrapper.color, .custom(PlaceholderColor(red: 1, green: 0, blue: 0)), "earlier choices kept")
            XCTAssertEqual(wrapper.focusBehavior, .hiddenWhileFocused)
            let raster = GtkHarness.render(view.asWidget)
            let red = try XCTUnwrap(raster.strongestInk(background: .white))
            XCTAssertGreaterThan(red.red, red.green + 100, "drawn in the colour chosen before: \(red)")
        }
    }

    func testAttachingTwiceSharesOnePlaceholder() throws {
        try gtkTest {
            let fixture = try ViewFixture(placeholder: "Shared")
            let second = try PlaceholderTextView(attachingTo: OpaquePointer(UnsafeMutableRawPointer(fixture.view)))
            XCTAssertEqual(second.placeholder, "Shared")
            second.placeholder = "Changed through the second"
            XCTAssertEqual(fixture.placeholder!.placeholder, "Changed through the second")
            fixture.placeholder = nil
            XCTAssertTrue(second.isPlaceholderVisible)
        }
    }

    func testAttachingRefusesNullAndWhatIsNotATextView() throws {
        try gtkTest {
            let label = gtk_label_new("not a text view")!
            g_object_ref_sink(UnsafeMutableRawPointer(label))
            defer { g_object_unref(UnsafeMutableRawPointer(label)) }
            XCTAssertThrowsError(try PlaceholderTextView(attachingTo: UnsafeMutableRawPointer(label))) { error in
                XCTAssertEqual(error as? PlaceholderError, .notATextView)
            }
            XCTAssertThrowsError(try PlaceholderTextView(attachingTo: UnsafeMutableRawPointer?.none)) { error in
                XCTAssertEqual(error as? PlaceholderError, .nullPointer)
            }
            XCTAssertThrowsError(try PlaceholderTextView(attachingTo: OpaquePointer?.none)) { error in
                XCTAssertEqual(error as? PlaceholderError, .nullPointer)
            }
        }
    }
}
