import CPlaceholderGtk3
import PlaceholderTestSupport
import XCTest

@testable import PlaceholderTextView

/// Asserts the placeholder shows (state and pixels) or not, and that a
/// hidden placeholder leaves exactly the pixels of a view without one.
@MainActor
func assertShown(_ fixture: ViewFixture, _ shown: Bool, _ message: String,
                         file: StaticString = #filePath, line: UInt = #line) {
    GtkHarness.settle()
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

/// Point 1 and 2 of the foundation: shown while empty, gone on the first
/// character however it arrives, back when emptied, and focus behaviour.
final class VisibilityTests: XCTestCase {
    func testShownWhileEmptyAndHiddenByInsertAndSetText() throws {
        try gtkTest {
            let fixture = try ViewFixture()
            assertShown(fixture, true, "new empty view")
            gtk_text_buffer_insert_at_cursor(fixture.view.buffer, "x", -1)
            assertShown(fixture, false, "after insert")
            fixture.view.setText("")
            assertShown(fixture, true, "after set_text(\"\")")
            fixture.view.setText("set in code")
            assertShown(fixture, false, "after set_text")
            var start = GtkTextIter(), end = GtkTextIter()
            gtk_text_buffer_get_bounds(fixture.view.buffer, &start, &end)
            gtk_text_buffer_delete(fixture.view.buffer, &start, &end)
            assertShown(fixture, true, "after deleting everything")
        }
    }

    func testTypedCharacterHidesAndBackspaceBringsItBack() throws {
        try gtkTest {
            let fixture = try ViewFixture()
            GtkHarness.setFocus(fixture.view.asWidget, true)
            assertShown(fixture, true, "focused, empty")
            GtkHarness.type("h", into: fixture.view.asWidget)
            XCTAssertEqual(fixture.view.text, "h")
            assertShown(fixture, false, "after typing")
            GtkHarness.pressKey(fixture.view.asWidget, keyval: GDK_KEY_BackSpace)
            XCTAssertEqual(fixture.view.text, "")
            assertShown(fixture, true, "after backspace")
        }
    }

    func testPasteHidesAndCutBringsItBack() throws {
        try gtkTest {
            let fixture = try ViewFixture()
            GtkHarness.setFocus(fixture.view.asWidget, true)
            let clipboard = gtk_clipboard_get(gdk_atom_intern("CLIPBOARD", 0))
            gtk_clipboard_set_text(clipboard, "pasted", -1)
            GtkHarness.pressKey(fixture.view.asWidget, keyval: GDK_KEY_v, modifiers: GDK_CONTROL_MASK)
            GtkHarness.pump(timeout: 2) { fixture.view.text == "pasted" }
            XCTAssertEqual(fixture.view.text, "pasted")
            assertShown(fixture, false, "after paste")
            GtkHarness.pressKey(fixture.view.asWidget, keyval: GDK_KEY_a, modifiers: GDK_CONTROL_MASK)
            GtkHarness.pressKey(fixture.view.asWidget, keyval: GDK_KEY_x, modifiers: GDK_CONTROL_MASK)
            XCTAssertEqual(fixture.view.text, "")
            assertShown(fixture, true, "after select all + cut")
        }
    }

    func testStaysWhileFocusedByDefault() throws {
        try gtkTest {
            let fixture = try ViewFixture()
            GtkHarness.setFocus(fixture.view.asWidget, true)
            XCTAssertNotEqual(gtk_widget_has_focus(fixture.view.asWidget), 0)
            assertShown(fixture, true, "focused")
        }
    }

    func testHiddenWhileFocusedOptionHidesOnFocusAndReturnsOnBlur() throws {
        try gtkTest {
            let fixture = try ViewFixture()
            fixture.placeholder!.focusBehavior = .hiddenWhileFocused
            assertShown(fixture, true, "unfocused")
            let draws = SignalCounter(fixture.view, "draw")
            GtkHarness.setFocus(fixture.view.asWidget, true)
            assertShown(fixture, false, "focused")
            XCTAssertGreaterThan(draws.count, 0, "focus repaints")
            GtkHarness.setFocus(fixture.view.asWidget, false)
            assertShown(fixture, true, "focus left")
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
