import CPlaceholderGtk3
import PlaceholderTestSupportGtk3
import XCTest

import PlaceholderTextView

/// GTK 3's accessibility hook (the shared scenario checks what assistive
/// technologies read): the placeholder is the ATK description, the app's
/// own description is never replaced, changes are announced once asked,
/// and subclasses with their own accessible class get it too.
final class AccessibleDescriptionTests: XCTestCase {
    /// An app that sets its own description keeps it, whatever the
    /// placeholder and the text do.
    func testTheAppsOwnDescriptionIsNeverReplaced() throws {
        try gtkTest {
            let fixture = try viewFixture(placeholder: "Describe the bug")
            let accessible = try XCTUnwrap(gtk_widget_get_accessible(fixture.view.asWidget))
            func description() -> String { atk_object_get_description(accessible).map { String(cString: $0) } ?? "" }
            XCTAssertEqual(description(), "Describe the bug")
            fixture.wrapper!.placeholder = ""
            atk_object_set_description(accessible, "Bug report body")
            fixture.wrapper!.placeholder = "Describe the bug"
            XCTAssertEqual(description(), "Bug report body")
            fixture.view.setText("text")
            fixture.view.setText("")
            XCTAssertEqual(description(), "Bug report body")
        }
    }

    /// The description is given when asked, so no accessible is made for
    /// it; once an assistive technology has asked, every change is
    /// announced so its cache never goes stale.
    func testDescriptionChangesAreAnnouncedOnceAsked() throws {
        try gtkTest {
            let fixture = try viewFixture(placeholder: "Describe the bug")
            let accessible = try XCTUnwrap(gtk_widget_get_accessible(fixture.view.asWidget))
            let announced = SignalCounter(UnsafeMutableRawPointer(accessible), "notify::accessible-description")
            XCTAssertEqual(String(cString: try XCTUnwrap(atk_object_get_description(accessible))), "Describe the bug")
            fixture.view.setText("It crashes")
            XCTAssertEqual(announced.count, 1, "hidden")
            gtk_text_buffer_insert_at_cursor(gtk_text_view_get_buffer(fixture.view), " badly", -1)
            XCTAssertEqual(announced.count, 1, "still hidden: nothing to announce")
            fixture.view.setText("")
            XCTAssertEqual(announced.count, 2, "shown again")  // the text then: the suite's "back when emptied" check
            fixture.wrapper!.placeholder = "Describe the crash"
            XCTAssertEqual(announced.count, 3, "a new placeholder")
            XCTAssertEqual(String(cString: try XCTUnwrap(atk_object_get_description(accessible))), "Describe the crash")
        }
    }

    /// A subclass of GtkTextView may bring its own accessible class: its
    /// accessible is given the description directly, and the app's wins.
    func testSubclassesGetTheDescriptionToo() throws {
        try gtkTest {
            var query = GTypeQuery()
            g_type_query(gtk_text_view_get_type(), &query)
            let subclass = g_type_register_static_simple(
                gtk_text_view_get_type(), "PlaceholderTestTextViewSubclass\(UInt32.random(in: 0...UInt32.max))",
                query.class_size, nil, query.instance_size, nil, GTypeFlags(rawValue: 0))
            let object = g_object_new_with_properties(subclass, 0, nil, nil)!
            let wrapper = try placeholderView("Describe the bug", attachingTo: UnsafeMutablePointer(OpaquePointer(object)))
            let window = TestWindow(child: wrapper.widget, width: 200, height: 100)
            defer { window.destroy() }
            let accessible = try XCTUnwrap(gtk_widget_get_accessible(wrapper.widget))
            func description() -> String { atk_object_get_description(accessible).map { String(cString: $0) } ?? "" }
            XCTAssertEqual(description(), "Describe the bug")
            wrapper.textView.setText("text")
            XCTAssertEqual(description(), "")
            wrapper.textView.setText("")
            XCTAssertEqual(description(), "Describe the bug")
            atk_object_set_description(accessible, "Bug report body")
            wrapper.textView.setText("x")
            wrapper.textView.setText("")
            XCTAssertEqual(description(), "Bug report body")
        }
    }
}
