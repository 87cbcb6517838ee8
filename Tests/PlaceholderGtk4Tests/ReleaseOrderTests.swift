import CPlaceholderGtk4
import PlaceholderGObject
import PlaceholderTestSupportGtk4
import XCTest

@testable import PlaceholderTextViewGtk4

/// Counts what a controller tells its observers (the GObject face's view).
@MainActor
private final class CountingObserver: PlaceholderObserver {
    var settingsChanges = 0, showingChanges = 0, detachments = 0
    func placeholderSettingsChanged(from old: PlaceholderSettings) { settingsChanges += 1 }
    func placeholderShowingChanged() { showingChanges += 1 }
    func placeholderHostDetached() { detachments += 1 }
}

/// The release orders `LifetimeTests` does not cover. Each ends with the
/// widget finalized and the controller freed.
final class ReleaseOrderTests: XCTestCase {
    /// Destroyed before any placeholder: no controller may be attached afterwards.
    func testViewDestroyedBeforeAnyPlaceholderWasSetNeverGetsOne() throws {
        try gtkTest {
            var wrapper: PlaceholderTextView? = try PlaceholderTextView()
            let view = wrapper!.textView
            let finalized = FinalizationProbe(view)
            disposeView(view)
            callEverySetter(wrapper!)
            XCTAssertFalse(wrapper!.isPlaceholderVisible)
            XCTAssertNil(PlaceholderController.existing(on: view), "no controller on a destroyed widget")
            XCTAssertEqual(wrapper!.settings, PlaceholderSettings())
            XCTAssertNil(gtk_widget_get_first_child(view.asWidget))
            wrapper = nil
            XCTAssertTrue(finalized.finalized)
        }
    }

    /// The view's buffer is replaced and the view disposed before the
    /// deferred rebinding ran: nothing is left on either buffer, and no
    /// buffer is created for the dying view.
    func testViewDisposedRightAfterItsBufferWasReplaced() throws {
        try gtkTest {
            var wrapper: PlaceholderTextView? = try PlaceholderTextView()
            wrapper!.placeholder = "Rebinding"
            let view = wrapper!.textView
            let window = TestWindow(child: view.asWidget)
            defer { window.destroy() }
            let old = view.buffer
            g_object_ref(UnsafeMutableRawPointer(old))
            defer { g_object_unref(UnsafeMutableRawPointer(old)) }
            let replacement = gtk_text_buffer_new(nil)!
            let replacementFinalized = FinalizationProbe(replacement)
            gtk_text_view_set_buffer(view, replacement)
            g_object_unref(UnsafeMutableRawPointer(replacement))
            weak let controller = PlaceholderController.existing(on: view)
            disposeView(view)
            GtkHarness.pump(timeout: 0.05)
            XCTAssertEqual(handlerCount(old, "changed"), 0)
            XCTAssertTrue(replacementFinalized.finalized, "the view's dispose released it and nothing kept it")
            XCTAssertFalse(wrapper!.isPlaceholderVisible)
            wrapper = nil
            XCTAssertNil(controller)
        }
    }

    /// Two Swift objects on one view, the widget disposed, then dropped in both orders.
    func testTwoObjectsAttachedToOneViewAreBothInertOnceItIsDestroyedInEitherDropOrder() throws {
        try gtkTest {
            for dropFirstObjectFirst in [true, false] {
                var first: PlaceholderTextView? = try PlaceholderTextView()
                first!.placeholder = "Twice"
                let view = first!.textView
                var second: PlaceholderTextView? = try PlaceholderTextView(attachingTo: view)
                let window = TestWindow(child: view.asWidget)
                defer { window.destroy() }
                XCTAssertEqual(placeholderHandlers(on: view), [1, 1, 1], "attaching twice connects once")
                weak let controller = PlaceholderController.existing(on: view)
                let finalized = FinalizationProbe(view)
                disposeView(view)
                for wrapper in [first!, second!] {
                    callEverySetter(wrapper)
                    XCTAssertFalse(wrapper.isPlaceholderVisible)
                    XCTAssertEqual(wrapper.placeholder, "Twice")
                }
                if dropFirstObjectFirst { first = nil } else { second = nil }
                XCTAssertFalse(finalized.finalized, "the other object still holds the widget")
                first = nil
                second = nil
                XCTAssertTrue(finalized.finalized)
                XCTAssertNil(controller)
            }
        }
    }

    /// Detach (drop every Swift object) and re-attach, a hundred times.
    func testDroppingEverySwiftObjectAndAttachingAgainKeepsOneControllerOneLayerAndTheSettings() throws {
        try gtkTest {
            let view = newTextView()
            let window = TestWindow(child: view.asWidget)
            let finalized = FinalizationProbe(view)
            let gtkBufferHandlers = handlerCount(view.buffer, "changed")
            // Before a placeholder, settings live in the Swift object and go with it.
            do { try PlaceholderTextView(attachingTo: view).color = .custom(PlaceholderColor(red: 1, green: 0, blue: 0)) }
            XCTAssertEqual(try PlaceholderTextView(attachingTo: view).color, .themeDefault)
            // After one, they live with the widget.
            let red = PlaceholderColorChoice.custom(PlaceholderColor(red: 0.8, green: 0, blue: 0))
            do {
                let wrapper = try PlaceholderTextView(attachingTo: view)
                wrapper.placeholder = "Again"
                wrapper.color = red
            }
            weak let controller = PlaceholderController.existing(on: view)
            XCTAssertNotNil(controller)
            let handlers = placeholderHandlers(on: view) + [handlerCount(view.buffer, "changed")]
            let widgets = descendantCount(view.asWidget)
            for _ in 0..<100 {
                let wrapper = try PlaceholderTextView(attachingTo: view)
                XCTAssertEqual(wrapper.placeholder, "Again")
                XCTAssertEqual(wrapper.color, red)
                XCTAssertTrue(wrapper.isPlaceholderVisible)
            }
            XCTAssertTrue(controller === PlaceholderController.existing(on: view), "the same controller throughout")
            XCTAssertEqual(placeholderHandlers(on: view) + [handlerCount(view.buffer, "changed")], handlers,
                           "re-attaching connects nothing more")
            XCTAssertEqual(handlers, [1, 1, 1, gtkBufferHandlers + 1])
            XCTAssertEqual(descendantCount(view.asWidget), widgets, "one layer")
            let before = ink(view.asWidget)
            try PlaceholderTextView(attachingTo: view).placeholder = "Changed by the hundred-and-first object"
            XCTAssertGreaterThan(ink(view.asWidget), before, "a longer placeholder, drawn")
            window.destroy()
            g_object_unref(UnsafeMutableRawPointer(view))
            XCTAssertTrue(finalized.finalized)
            XCTAssertNil(controller)
        }
    }

    /// The controller is the `PlaceholderHost` the GObject face drives: its
    /// observers hear every settings change and every flip, whichever face
    /// made it, and nothing once the view is gone.
    func testObserversHearEverySettingsChangeAndEveryFlip() throws {
        try gtkTest {
            let fixture = try ViewFixture(placeholder: "Observed")
            let host: any PlaceholderHost = try XCTUnwrap(PlaceholderController.existing(on: fixture.view))
            let observer = CountingObserver()
            host.observers.add(observer)
            fixture.placeholder!.color = .custom(PlaceholderColor(red: 0, green: 0, blue: 1))
            host.update(PlaceholderSettings(content: .plain("From the host")))
            XCTAssertEqual(fixture.placeholder!.placeholder, "From the host")
            XCTAssertEqual(observer.settingsChanges, 2)
            fixture.view.setText("x")
            fixture.view.setText("")
            XCTAssertEqual(observer.showingChanges, 2, "hidden, then shown")
            XCTAssertTrue(host.isShowing && host.viewIsAlive)
            disposeView(fixture.view)
            XCTAssertFalse(host.isShowing || host.viewIsAlive)
            XCTAssertEqual(observer.showingChanges, 3, "hidden with the view")
            XCTAssertEqual(observer.detachments, 1)
            host.update(PlaceholderSettings(content: .plain("Too late")))
            XCTAssertEqual(observer.settingsChanges, 2, "no change once destroyed")
        }
    }
}
