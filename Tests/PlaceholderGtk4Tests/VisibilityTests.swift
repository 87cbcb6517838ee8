import CPlaceholderGtk4
import PlaceholderTestSupportGtk4
import XCTest

@testable import PlaceholderTextViewGtk4

/// Asserts the placeholder shows (state and pixels) or not, and that a
/// hidden placeholder leaves exactly the pixels of a view without one.
@MainActor
func assertShown(_ fixture: ViewFixture, _ shown: Bool, _ message: String,
                 file: StaticString = #filePath, line: UInt = #line) {
    fixture.settle()
    XCTAssertEqual(fixture.placeholder?.isPlaceholderVisible, shown, "state: \(message)", file: file, line: line)
    let withPlaceholder = fixture.render()
    let saved = fixture.placeholder!.settings
    fixture.placeholder!.placeholder = ""
    let without = fixture.render()
    fixture.placeholder!.settings = saved
    XCTAssertEqual(!withPlaceholder.isIdentical(to: without), shown, "pixels: \(message)", file: file, line: line)
    if shown {
        let extra = withPlaceholder.inkCount(background: fixture.background(withPlaceholder))
            - without.inkCount(background: fixture.background(without))
        XCTAssertGreaterThan(extra, 100, "placeholder ink: \(message)", file: file, line: line)
    }
}

/// Shown while empty, gone on the first character however it arrives
/// (key events, insertion, paste, undo), back when emptied, and the focus
/// option.
final class VisibilityTests: XCTestCase {
    func testShownWhileEmptyAndHiddenByInsertAndSetText() throws {
        try gtkTest {
            let fixture = try ViewFixture()
            assertShown(fixture, true, "new empty view")
            gtk_text_buffer_insert_at_cursor(fixture.view.buffer, "x", -1)
            assertShown(fixture, false, "after insert")
            fixture.view.setText("")
            assertShown(fixture, true, "after set_text(\"\")")
            var end = GtkTextIter()
            gtk_text_buffer_get_end_iter(fixture.view.buffer, &end)
            gtk_text_buffer_insert(fixture.view.buffer, &end, "inserted in code", -1)
            assertShown(fixture, false, "after gtk_text_buffer_insert")
            var start = GtkTextIter()
            gtk_text_buffer_get_bounds(fixture.view.buffer, &start, &end)
            gtk_text_buffer_delete(fixture.view.buffer, &start, &end)
            assertShown(fixture, true, "after deleting everything")
        }
    }

    func testTypedCharacterHidesAndBackspaceBringsItBack() throws {
        try gtkTest {
            let fixture = try ViewFixture()
            GtkInput.focus(fixture.widget)
            assertShown(fixture, true, "focused, empty")
            GtkInput.type("h")
            XCTAssertEqual(fixture.view.text, "h")
            assertShown(fixture, false, "after typing")
            GtkInput.press(GDK_KEY_BackSpace)
            XCTAssertEqual(fixture.view.text, "")
            assertShown(fixture, true, "after backspace")
        }
    }

    func testPasteHidesAndCutBringsItBack() throws {
        try gtkTest {
            let fixture = try ViewFixture()
            GtkInput.focus(fixture.widget)
            gdk_clipboard_set_text(gtk_widget_get_clipboard(fixture.widget), "pasted")
            GtkInput.press(GDK_KEY_v, .control)
            GtkHarness.pump(timeout: 2) { fixture.view.text == "pasted" }
            XCTAssertEqual(fixture.view.text, "pasted")
            assertShown(fixture, false, "after paste")
            GtkInput.press(GDK_KEY_a, .control)
            GtkInput.press(GDK_KEY_x, .control)
            XCTAssertEqual(fixture.view.text, "")
            assertShown(fixture, true, "after select all + cut")
        }
    }

    func testUndoBringsItBackAndRedoHidesIt() throws {
        try gtkTest {
            let fixture = try ViewFixture()
            GtkInput.focus(fixture.widget)
            GtkInput.type("ab")
            assertShown(fixture, false, "typed")
            GtkInput.press(GDK_KEY_z, .control)
            XCTAssertEqual(fixture.view.text, "")
            assertShown(fixture, true, "after undo")
            GtkInput.press(GDK_KEY_z, [.control, .shift])
            XCTAssertEqual(fixture.view.text, "ab")
            assertShown(fixture, false, "after redo")
        }
    }

    func testStaysWhileFocusedByDefault() throws {
        try gtkTest {
            let fixture = try ViewFixture()
            GtkInput.focus(fixture.widget)
            XCTAssertNotEqual(gtk_widget_has_focus(fixture.widget), 0)
            assertShown(fixture, true, "focused")
        }
    }

    func testHiddenWhileFocusedOptionHidesOnFocusAndReturnsOnBlur() throws {
        try gtkTest {
            let fixture = try ViewFixture()
            fixture.placeholder!.focusBehavior = .hiddenWhileFocused
            assertShown(fixture, true, "unfocused")
            GtkInput.focus(fixture.widget)
            assertShown(fixture, false, "focused")
            GtkInput.unfocus(fixture.widget)
            assertShown(fixture, true, "focus left")
        }
    }

    /// With text, the view draws exactly what the same view without a
    /// placeholder draws: the layer adds nothing and moves nothing.
    func testAViewWithTextDrawsAsTheSameViewWithoutAPlaceholder() throws {
        try gtkTest {
            let bare = newTextView()
            defer { g_object_unref(UnsafeMutableRawPointer(bare)) }
            let bareWindow = TestWindow(child: scrolled(bare.asWidget))
            defer { bareWindow.destroy() }
            let fixture = try ViewFixture(placeholder: "Never seen")
            for view in [bare, fixture.view] {
                gtk_text_view_set_wrap_mode(view, GTK_WRAP_WORD)
                gtk_text_view_set_left_margin(view, 12)
                view.setText("Some text typed into the view, long enough to wrap onto a second line of the view.")
            }
            XCTAssertFalse(fixture.placeholder!.isPlaceholderVisible)
            XCTAssertTrue(fixture.render().isIdentical(to: GtkHarness.render(bare.asWidget)))
        }
    }

    func testEmptyOrClearedPlaceholderShowsNothing() throws {
        try gtkTest {
            let fixture = try ViewFixture()
            fixture.placeholder!.placeholder = ""
            XCTAssertFalse(fixture.placeholder!.isPlaceholderVisible)
            XCTAssertEqual(fixture.inkCount(), 0)
        }
    }
}
