import CPlaceholderGtk3
import CPlaceholderTestGtk3
import PlaceholderTestSupportGtk3
import XCTest

@testable import PlaceholderTextView

/// Everything an app can observe of a buffer and its view's handlers.
@MainActor
private struct Observed: Equatable {
    var text: String
    var cursorOffset: Int32
    var selectionOffsets: [Int32]
    var modified: Bool
    var tagCount: Int32
    var signalCounts: [String: Int]
}

@MainActor
private final class Observer {
    let view: UnsafeMutablePointer<GtkTextView>
    let counters: [String: SignalCounter]
    static let bufferSignals = ["changed", "insert-text", "delete-range", "mark-set", "modified-changed",
                                "apply-tag", "remove-tag", "begin-user-action", "end-user-action"]
    static let viewSignals = ["key-press-event", "move-cursor", "backspace", "delete-from-cursor",
                              "preedit-changed", "paste-clipboard", "cut-clipboard"]

    init(_ view: UnsafeMutablePointer<GtkTextView>) {
        self.view = view
        var counters: [String: SignalCounter] = [:]
        for name in Self.bufferSignals { counters["buffer." + name] = SignalCounter(view.buffer, name) }
        for name in Self.viewSignals { counters["view." + name] = SignalCounter(view, name) }
        self.counters = counters
    }

    var observed: Observed {
        let buffer = view.buffer
        var iter = GtkTextIter()
        gtk_text_buffer_get_iter_at_mark(buffer, &iter, gtk_text_buffer_get_insert(buffer))
        let cursor = gtk_text_iter_get_offset(&iter)
        var start = GtkTextIter(), end = GtkTextIter()
        gtk_text_buffer_get_selection_bounds(buffer, &start, &end)
        return Observed(
            text: view.text, cursorOffset: cursor,
            selectionOffsets: [gtk_text_iter_get_offset(&start), gtk_text_iter_get_offset(&end)],
            modified: gtk_text_buffer_get_modified(buffer) != 0,
            tagCount: gtk_text_tag_table_get_size(gtk_text_buffer_get_tag_table(buffer)),
            signalCounts: counters.mapValues(\.count))
    }
}

/// Point 3 and 4: the buffer is never touched, the app's handlers run as
/// without the wrapper, and pre-edit text hides the placeholder.
final class BufferIntegrityTests: XCTestCase {
    func testSameKeystrokesGiveTheSameBufferAndHandlerRunsAsABareView() throws {
        try gtkTest {
            let bareView = UnsafeMutableRawPointer(gtk_text_view_new()!).assumingMemoryBound(to: GtkTextView.self)
            let bareWindow = TestWindow(child: bareView.asWidget)
            let fixture = try ViewFixture()
            let bare = Observer(bareView)
            let wrapped = Observer(fixture.view)
            let clipboard = gtk_clipboard_get(gdk_atom_intern("CLIPBOARD", 0))
            gtk_clipboard_set_text(clipboard, "clip", -1)
            for view in [bareView, fixture.view] {
                let widget = view.asWidget
                GtkHarness.setFocus(widget, true)
                GtkHarness.pressKey(widget, keyval: GDK_KEY_BackSpace)  // empty: nothing to delete
                GtkHarness.pressKey(widget, keyval: GDK_KEY_Delete)
                GtkHarness.type("ab", into: widget)
                GtkHarness.pressKey(widget, keyval: GDK_KEY_Left)
                GtkHarness.pressKey(widget, keyval: GDK_KEY_BackSpace)
                GtkHarness.pressKey(widget, keyval: GDK_KEY_Delete)
                GtkHarness.pressKey(widget, keyval: GDK_KEY_BackSpace)
                GtkHarness.pressKey(widget, keyval: GDK_KEY_v, modifiers: GDK_CONTROL_MASK)
                GtkHarness.pump(timeout: 2) { view.text == "clip" }
                GtkHarness.type("!", into: widget)
                GtkHarness.settle()
            }
            XCTAssertEqual(fixture.view.text, "clip!")
            XCTAssertEqual(wrapped.observed, bare.observed)
            XCTAssertGreaterThan(wrapped.observed.signalCounts["buffer.changed"] ?? 0, 3)
            bareWindow.destroy()
        }
    }

    func testBackspaceAndDeleteInAnEmptyViewChangeNothing() throws {
        try gtkTest {
            let fixture = try ViewFixture()
            let observer = Observer(fixture.view)
            GtkHarness.setFocus(fixture.view.asWidget, true)
            let before = observer.observed
            let pixelsBefore = fixture.render()
            GtkHarness.pressKey(fixture.view.asWidget, keyval: GDK_KEY_BackSpace)
            GtkHarness.pressKey(fixture.view.asWidget, keyval: GDK_KEY_Delete)
            GtkHarness.settle()
            var after = observer.observed
            XCTAssertEqual(after.signalCounts["buffer.changed"], 0)
            XCTAssertEqual(after.text, "")
            after.signalCounts = before.signalCounts
            XCTAssertEqual(after, before)
            XCTAssertTrue(fixture.placeholder!.isPlaceholderVisible)
            // The caret may blink between renders; compare ink amounts.
            let pixelsAfter = fixture.render()
            XCTAssertLessThan(abs(pixelsAfter.inkCount(background: .white) - pixelsBefore.inkCount(background: .white)), 40)
        }
    }

    func testSettingThePlaceholderAddsNoTagsMarksOrText() throws {
        try gtkTest {
            let fixture = try ViewFixture(placeholder: "first")
            fixture.placeholder!.placeholder = "second"
            try fixture.placeholder!.setPlaceholderMarkup("<b>third</b>")
            fixture.placeholder!.color = .custom(PlaceholderColor(red: 1, green: 0, blue: 0))
            GtkHarness.settle()
            let buffer = fixture.view.buffer
            XCTAssertEqual(gtk_text_buffer_get_char_count(buffer), 0)
            XCTAssertEqual(gtk_text_tag_table_get_size(gtk_text_buffer_get_tag_table(buffer)), 0)
            XCTAssertEqual(gtk_text_buffer_get_modified(buffer), 0)
            XCTAssertEqual(gtk_text_buffer_get_mark(buffer, "placeholder"), nil)
        }
    }

    func testRealInputMethodPreeditHidesThePlaceholder() throws {
        try gtkTest {
            let fixture = try ViewFixture()
            let widget = fixture.view.asWidget
            GtkHarness.setFocus(widget, true)
            let preedits = SignalCounter(fixture.view, "preedit-changed")
            GtkHarness.pressKey(widget, keyval: GDK_KEY_dead_acute)
            GtkHarness.settle()
            XCTAssertGreaterThan(preedits.count, 0, "the input method showed pre-edit text")
            XCTAssertEqual(fixture.view.text, "", "pre-edit text is not in the buffer")
            XCTAssertFalse(fixture.placeholder!.isPlaceholderVisible)
            GtkHarness.type("e", into: widget)
            GtkHarness.settle()
            XCTAssertEqual(fixture.view.text, "é")
            XCTAssertFalse(fixture.placeholder!.isPlaceholderVisible)
            GtkHarness.pressKey(widget, keyval: GDK_KEY_BackSpace)
            GtkHarness.settle()
            XCTAssertTrue(fixture.placeholder!.isPlaceholderVisible)
        }
    }

    func testPreeditSignalHidesAndRestoresWithPixels() throws {
        try gtkTest {
            let fixture = try ViewFixture()
            let shown = fixture.inkCount()
            XCTAssertGreaterThan(shown, 100)
            ptv_test_emit_preedit_changed(fixture.view, "compose")
            GtkHarness.settle()
            XCTAssertFalse(fixture.placeholder!.isPlaceholderVisible)
            XCTAssertEqual(fixture.inkCount(), 0)
            ptv_test_emit_preedit_changed(fixture.view, "")
            GtkHarness.settle()
            XCTAssertTrue(fixture.placeholder!.isPlaceholderVisible)
            XCTAssertEqual(fixture.inkCount(), shown)
        }
    }
}
