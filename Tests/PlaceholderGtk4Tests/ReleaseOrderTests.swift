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

/// GTK 4's own release orders (the shared ones are in the behaviour
/// suite's LifetimeBehaviour and ReleaseOrderBehaviour). Each ends with the
/// widget finalized and the controller freed.
final class ReleaseOrderTests: XCTestCase {
    /// The view's buffer is replaced and the view disposed before the
    /// deferred rebinding ran: nothing is left on either buffer, and no
    /// buffer is created for the dying view.
    func testViewDisposedRightAfterItsBufferWasReplaced() throws {
        try gtkTest {
            var wrapper: PlaceholderTextView? = try placeholderView("Rebinding")
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

    /// The controller is the `PlaceholderHost` the GObject face drives: its
    /// observers hear every settings change and every flip, whichever face
    /// made it, and nothing once the view is gone.
    func testObserversHearEverySettingsChangeAndEveryFlip() throws {
        try gtkTest {
            let fixture = try viewFixture(placeholder: "Observed")
            let host: any PlaceholderHost = try XCTUnwrap(PlaceholderController.existing(on: fixture.view))
            let observer = CountingObserver()
            host.observers.add(observer)
            fixture.wrapper!.color = .custom(PlaceholderColor(red: 0, green: 0, blue: 1))
            host.update(PlaceholderSettings(content: .plain("From the host")))
            XCTAssertEqual(fixture.wrapper!.placeholder, "From the host")
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
