import CPlaceholderGtk4
import CPlaceholderTestGtk4
import PlaceholderTestSupportGtk4
import XCTest

@testable import PlaceholderTextViewGtk4

/// Everything an app can observe of a buffer and its view's handlers.
@MainActor
private struct Observed: Equatable {
    var text: String
    var cursorOffset: Int32
    var selectionOffsets: [Int32]
    var modified: Bool
    var canUndo: Bool
    var canRedo: Bool
    var tagCount: Int32
    var signalCounts: [String: Int]
}

@MainActor
private final class Observer {
    let view: UnsafeMutablePointer<GtkTextView>
    let counters: [String: SignalCounter]
    static let bufferSignals = ["changed", "insert-text", "delete-range", "mark-set", "mark-deleted", "modified-changed",
                                "apply-tag", "remove-tag", "begin-user-action", "end-user-action", "undo", "redo"]
    static let viewSignals = ["move-cursor", "backspace", "delete-from-cursor", "preedit-changed", "paste-clipboard",
                              "cut-clipboard", "insert-at-cursor"]

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
            canUndo: gtk_text_buffer_get_can_undo(buffer) != 0, canRedo: gtk_text_buffer_get_can_redo(buffer) != 0,
            tagCount: gtk_text_tag_table_get_size(gtk_text_buffer_get_tag_table(buffer)),
            signalCounts: counters.mapValues(\.count))
    }
}

/// The buffer is never touched (text, tags, marks, cursor, modified flag,
/// undo stack), the app's handlers run as without the placeholder, and
/// pre-edit text hides it.
final class BufferIntegrityTests: XCTestCase {
    func testSameKeystrokesGiveTheSameBufferUndoStackAndHandlerRunsAsABareView() throws {
        try gtkTest {
            let bareView = newTextView()
            defer { g_object_unref(UnsafeMutableRawPointer(bareView)) }
            let bareWindow = TestWindow(child: scrolled(bareView.asWidget))
            defer { bareWindow.destroy() }
            let fixture = try ViewFixture()
            let bare = Observer(bareView)
            let wrapped = Observer(fixture.view)
            var typed: [String] = []
            for view in [bareView, fixture.view] {
                gdk_clipboard_set_text(gtk_widget_get_clipboard(view.asWidget), "clip")
                GtkInput.focus(view.asWidget)
                GtkInput.press(GDK_KEY_BackSpace)  // empty: nothing to delete
                GtkInput.press(GDK_KEY_Delete)
                GtkInput.type("ab")
                GtkInput.press(GDK_KEY_Left)
                GtkInput.press(GDK_KEY_BackSpace)
                GtkInput.press(GDK_KEY_Delete)
                GtkInput.press(GDK_KEY_BackSpace)
                GtkInput.press(GDK_KEY_v, .control)
                GtkHarness.pump(timeout: 2) { view.text == "clip" }
                GtkInput.type("!x")
                typed.append(view.text)
                GtkInput.press(GDK_KEY_z, .control)
                GtkHarness.settle(view.asWidget)
            }
            XCTAssertEqual(typed, ["clip!x", "clip!x"], "typed and pasted into both views")
            XCTAssertEqual(fixture.view.text, bareView.text, "then undone alike")
            XCTAssertEqual(wrapped.observed, bare.observed)
            XCTAssertGreaterThan(wrapped.observed.signalCounts["buffer.changed"] ?? 0, 3)
            XCTAssertTrue(wrapped.observed.canRedo, "the undo left a redo step: \(wrapped.observed)")
        }
    }

    func testBackspaceAndDeleteInAnEmptyViewChangeNothing() throws {
        try gtkTest {
            let fixture = try ViewFixture()
            let observer = Observer(fixture.view)
            GtkInput.focus(fixture.widget)
            let before = observer.observed
            let pixelsBefore = fixture.render()
            GtkInput.press(GDK_KEY_BackSpace)
            GtkInput.press(GDK_KEY_Delete)
            fixture.settle()
            var after = observer.observed
            XCTAssertEqual(after.signalCounts["buffer.changed"], 0)
            XCTAssertEqual(after.text, "")
            after.signalCounts = before.signalCounts
            XCTAssertEqual(after, before)
            XCTAssertTrue(fixture.placeholder!.isPlaceholderVisible)
            XCTAssertTrue(fixture.render().isIdentical(to: pixelsBefore), "the same pixels, caret included")
        }
    }

    func testSettingThePlaceholderAddsNoTextTagsMarksOrUndoSteps() throws {
        try gtkTest {
            let fixture = try ViewFixture(placeholder: "first")
            let observer = Observer(fixture.view)
            fixture.placeholder!.placeholder = "second"
            try fixture.placeholder!.setPlaceholderMarkup("<b>third</b>")
            fixture.placeholder!.color = .custom(PlaceholderColor(red: 1, green: 0, blue: 0))
            fixture.placeholder!.verticalPlacement = .centered
            fixture.placeholder!.requestsNaturalHeight = true
            fixture.settle()
            let buffer = fixture.view.buffer
            XCTAssertEqual(gtk_text_buffer_get_char_count(buffer), 0)
            XCTAssertEqual(gtk_text_tag_table_get_size(gtk_text_buffer_get_tag_table(buffer)), 0)
            XCTAssertEqual(gtk_text_buffer_get_modified(buffer), 0)
            XCTAssertEqual(gtk_text_buffer_get_can_undo(buffer), 0)
            XCTAssertNotEqual(gtk_text_buffer_get_enable_undo(buffer), 0)
            XCTAssertEqual(gtk_text_buffer_get_mark(buffer, "placeholder"), nil)
            XCTAssertEqual(observer.observed.signalCounts.values.reduce(0, +), 0, "no signal on the buffer or view")
        }
    }

    func testRealInputMethodPreeditHidesThePlaceholder() throws {
        try gtkTest {
            let fixture = try ViewFixture()
            GtkInput.focus(fixture.widget)
            let preedits = SignalCounter(fixture.view, "preedit-changed")
            // GTK's built-in input method: Ctrl+Shift+U starts Unicode entry,
            // shown as pre-edit text until it is committed.
            GtkInput.press(GDK_KEY_u, [.control, .shift])
            fixture.settle()
            XCTAssertGreaterThan(preedits.count, 0, "the input method showed pre-edit text")
            XCTAssertEqual(fixture.view.text, "", "pre-edit text is not in the buffer")
            XCTAssertFalse(fixture.placeholder!.isPlaceholderVisible)
            GtkInput.type("e9 ")
            fixture.settle()
            XCTAssertEqual(fixture.view.text, "é")
            XCTAssertFalse(fixture.placeholder!.isPlaceholderVisible)
            GtkInput.press(GDK_KEY_BackSpace)
            fixture.settle()
            XCTAssertEqual(fixture.view.text, "")
            XCTAssertTrue(fixture.placeholder!.isPlaceholderVisible)
        }
    }

    func testPreeditSignalHidesAndRestoresWithPixels() throws {
        try gtkTest {
            let fixture = try ViewFixture()
            let shown = fixture.render()
            XCTAssertGreaterThan(shown.inkCount(background: fixture.background(shown)), 100)
            ptv_test_emit_preedit_changed(fixture.view, "compose")
            fixture.settle()
            XCTAssertFalse(fixture.placeholder!.isPlaceholderVisible)
            XCTAssertEqual(fixture.inkCount(), 0)
            ptv_test_emit_preedit_changed(fixture.view, "")
            fixture.settle()
            XCTAssertTrue(fixture.placeholder!.isPlaceholderVisible)
            XCTAssertTrue(fixture.render().isIdentical(to: shown))
        }
    }
}
