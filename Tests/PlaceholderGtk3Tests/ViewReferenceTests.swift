import CPlaceholderGtk3
import PlaceholderTestSupportGtk3
import XCTest

@testable import PlaceholderTextView

/// What the Swift objects hold of a view: a plain reference (a floating one
/// stays the app's), and one controller for every face until the view is
/// gone, even after `gtk_widget_destroy` disposed a view still held.
final class ViewReferenceTests: XCTestCase {
    func testAFloatingViewStaysTheAppsToPackAfterADroppedFacade() throws {
        try gtkTest {
            let view = gtk_text_view_new()!
            let probe = FinalizationProbe(view)
            do {
                let placeholder = try PlaceholderTextView(attachingTo: view)
                placeholder.placeholder = "Attached by a temporary object"
            }
            XCTAssertFalse(probe.finalized, "the floating reference is still the app's")
            XCTAssertNotEqual(g_object_is_floating(UnsafeMutableRawPointer(view)), 0)
            let window = TestWindow(child: view)  // the container sinks it
            defer { window.destroy() }
            XCTAssertGreaterThan(GtkHarness.render(view).inkCount(background: .white), 50, "drawn")
        }
    }

    func testAFaceThatComesAfterTheViewWasDestroyedFindsTheInertController() throws {
        try gtkTest {
            let view = gtk_text_view_new()!.withMemoryRebound(to: GtkTextView.self, capacity: 1) { $0 }
            let window = TestWindow(child: view.asWidget)
            let first = try PlaceholderTextView(attachingTo: view)  // dormant, holds the view
            first.color = .custom(PlaceholderColor(red: 1, green: 0, blue: 0))
            window.destroy()
            let second = try PlaceholderTextView(attachingTo: view)
            second.placeholder = "Too late"
            XCTAssertNil(PlaceholderController.existing(on: view), "nothing activated on a destroyed view")
            XCTAssertFalse(hasHandlers(view, "draw"))
            XCTAssertFalse(second.isPlaceholderVisible)
            XCTAssertEqual(second.color, first.color, "the same (inert) controller")
        }
    }
}
