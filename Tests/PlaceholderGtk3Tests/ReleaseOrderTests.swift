import CPlaceholderGtk3
import PlaceholderTestSupportGtk3
import XCTest

@testable import PlaceholderTextView

/// GTK 3's own release orders (the shared ones are in the behaviour
/// suite's LifetimeBehaviour and ReleaseOrderBehaviour): pending idles,
/// kept buffers, nested main loops. Each ends with the widget finalized and
/// the controller freed.
final class ReleaseOrderTests: XCTestCase {
    /// The window goes while a natural-height idle callback is queued.
    func testWindowDestroyedWhileANaturalHeightRequestIsPending() throws {
        try gtkTest {
            var wrapper: PlaceholderTextView? = try PlaceholderTextView()
            let view = wrapper!.textView
            gtk_text_view_set_wrap_mode(view, GTK_WRAP_WORD)
            wrapper!.requestsNaturalHeight = true
            wrapper!.placeholder = "Short"
            let window = TestWindow(child: view.asWidget, width: 200, height: 40)
            weak let controller = PlaceholderController.existing(on: view)
            let finalized = FinalizationProbe(view)
            // A longer placeholder asks for more height from an idle callback...
            wrapper!.placeholder = String(repeating: "a placeholder that needs many lines ", count: 8)
            // ...which the window's destruction must cancel before it runs.
            gtk_widget_destroy(window.window)
            GtkHarness.settle()
            var width: Int32 = 0, height: Int32 = 0
            gtk_widget_get_size_request(view.asWidget, &width, &height)
            XCTAssertEqual([width, height], [-1, -1], "the app's own size request is given back")
            window.destroy()
            wrapper = nil
            XCTAssertTrue(finalized.finalized)
            XCTAssertNil(controller)
        }
    }

    /// The app keeps a replaced buffer and uses it after everything else is gone.
    func testAnOldBufferKeptByTheAppOutlivesTheViewTheControllerAndTheSwiftObject() throws {
        try gtkTest {
            var wrapper: PlaceholderTextView? = try placeholderView("Old buffer")
            let view = wrapper!.textView
            let window = TestWindow(child: view.asWidget)
            let old = view.buffer
            g_object_ref(UnsafeMutableRawPointer(old))
            let oldFinalized = FinalizationProbe(old)
            let replacement = gtk_text_buffer_new(nil)!
            gtk_text_view_set_buffer(view, replacement)
            g_object_unref(UnsafeMutableRawPointer(replacement))
            GtkHarness.settle()
            XCTAssertEqual(handlerCount(old, "changed"), 0)
            // Mutating the old buffer while the view lives: nothing happens.
            do {
                let draws = SignalCounter(view, "draw")  // holds the view until the end of the block
                gtk_text_buffer_set_text(old, "typed into the old buffer", -1)
                GtkHarness.settle()
                XCTAssertEqual(draws.count, 0, "no redraw for a buffer the view no longer shows")
            }
            XCTAssertTrue(wrapper!.isPlaceholderVisible)
            // And after the view, its controller and the Swift object are gone.
            weak let controller = PlaceholderController.existing(on: view)
            window.destroy()
            wrapper = nil
            XCTAssertNil(controller)
            var end = GtkTextIter()
            gtk_text_buffer_get_end_iter(old, &end)
            gtk_text_buffer_insert(old, &end, " and more", -1)
            gtk_text_buffer_set_text(old, "", -1)
            XCTAssertEqual(handlerCount(old, "changed"), 0)
            XCTAssertFalse(oldFinalized.finalized)
            g_object_unref(UnsafeMutableRawPointer(old))
            XCTAssertTrue(oldFinalized.finalized, "the controller kept no reference to the old buffer")
        }
    }

    /// A nested `gtk_main` quits with a redraw pending; then the window goes.
    func testMainLoopQuitWhileARedrawIsPendingThenTheWindowIsDestroyed() throws {
        try gtkTest {
            var wrapper: PlaceholderTextView? = try placeholderView("Before")
            let view = wrapper!.textView
            let window = TestWindow(child: view.asWidget)
            weak let controller = PlaceholderController.existing(on: view)
            let finalized = FinalizationProbe(view)
            do {
                let draws = SignalCounter(view, "draw")  // holds the view until the end of the block
                wrapper!.placeholder = "Pending"  // queues a redraw
                gtk_widget_queue_draw(view.asWidget)
                // A high-priority idle quits the nested loop before GTK paints.
                g_idle_add_full(G_PRIORITY_HIGH, { _ in
                    gtk_main_quit()
                    return 0  // G_SOURCE_REMOVE
                }, nil, nil)
                gtk_main()
                XCTAssertEqual(gtk_main_level(), 0)
                XCTAssertEqual(draws.count, 0, "the redraw was still pending when the loop quit")
                window.destroy()
            }
            GtkHarness.settle()
            XCTAssertFalse(wrapper!.isPlaceholderVisible)
            wrapper = nil
            XCTAssertTrue(finalized.finalized)
            XCTAssertNil(controller)
        }
    }
}
