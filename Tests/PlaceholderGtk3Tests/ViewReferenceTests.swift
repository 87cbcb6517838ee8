import CPlaceholderGtk3
import PlaceholderTestSupportGtk3
import XCTest

@testable import PlaceholderTextView

/// One controller for every face until the view is gone, even after
/// `gtk_widget_destroy` disposed a view still held (a floating view's
/// reference is a shared scenario).
final class ViewReferenceTests: XCTestCase {
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
