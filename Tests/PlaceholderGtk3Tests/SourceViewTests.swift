import CPlaceholderGtk3
import CPlaceholderTestGtk3
import PlaceholderTestSupportGtk3
import XCTest

@testable import PlaceholderTextView

private let text = "int main(void) { return placeholder_lines_up_with_typed_text(); }"

/// A GtkSourceView 4 with everything that draws around or under the text:
/// line numbers, line marks (one on the first line), a right margin, a
/// grid background, C highlighting, the classic style scheme, and the
/// current line highlighted when asked.
@MainActor
private func sourceView(highlightingCurrentLine: Bool) -> UnsafeMutablePointer<GtkSourceView> {
    let view = gtk_source_view_new()!.withMemoryRebound(to: GtkSourceView.self, capacity: 1) { $0 }
    gtk_source_view_set_show_line_numbers(view, 1)
    gtk_source_view_set_show_line_marks(view, 1)
    gtk_source_view_set_show_right_margin(view, 1)
    gtk_source_view_set_right_margin_position(view, 30)
    gtk_source_view_set_background_pattern(view, GTK_SOURCE_BACKGROUND_PATTERN_TYPE_GRID)
    gtk_source_view_set_highlight_current_line(view, highlightingCurrentLine ? 1 : 0)
    let textView = view.textView
    gtk_text_view_set_wrap_mode(textView, GTK_WRAP_WORD)
    let buffer = view.sourceBuffer
    gtk_source_buffer_set_language(
        buffer, gtk_source_language_manager_get_language(gtk_source_language_manager_get_default(), "c"))
    gtk_source_buffer_set_style_scheme(
        buffer, gtk_source_style_scheme_manager_get_scheme(gtk_source_style_scheme_manager_get_default(), "classic"))
    let attributes = gtk_source_mark_attributes_new()!
    gtk_source_mark_attributes_set_icon_name(attributes, "dialog-information")
    gtk_source_view_set_mark_attributes(view, "note", attributes, 1)
    g_object_unref(UnsafeMutableRawPointer(attributes))
    var start = GtkTextIter()
    gtk_text_buffer_get_start_iter(textView.buffer, &start)
    _ = gtk_source_buffer_create_source_mark(buffer, "first", "note", &start)
    return view
}

/// What an app can see of a source buffer's state.
private struct SourceBufferState: Equatable {
    var text: String, canUndo: Bool, canRedo: Bool, language: String, scheme: String, modified: Bool, marks: Int

    @MainActor
    init(_ view: UnsafeMutablePointer<GtkSourceView>) {
        let buffer = view.sourceBuffer
        text = view.textView.text
        canUndo = gtk_source_buffer_can_undo(buffer) != 0
        canRedo = gtk_source_buffer_can_redo(buffer) != 0
        language = gtk_source_buffer_get_language(buffer).map { String(cString: gtk_source_language_get_id($0)) } ?? ""
        scheme = gtk_source_buffer_get_style_scheme(buffer).map { String(cString: gtk_source_style_scheme_get_id($0)) } ?? ""
        modified = gtk_text_buffer_get_modified(view.textView.buffer) != 0
        var start = GtkTextIter(), end = GtkTextIter()
        gtk_text_buffer_get_bounds(view.textView.buffer, &start, &end)
        let list = gtk_source_buffer_get_source_marks_at_iter(buffer, &start, nil)
        marks = Int(g_slist_length(list))
        g_slist_free(list)
    }
}

private extension UnsafeMutablePointer where Pointee == GtkSourceView {
    var textView: UnsafeMutablePointer<GtkTextView> {
        UnsafeMutableRawPointer(self).assumingMemoryBound(to: GtkTextView.self)
    }
    var sourceBuffer: UnsafeMutablePointer<GtkSourceBuffer> {
        UnsafeMutableRawPointer(textView.buffer).assumingMemoryBound(to: GtkSourceBuffer.self)
    }
}

/// Issue 11, point 6: GtkSourceView 4, the GtkTextView subclass most apps
/// use, with its gutters, margin, background and highlighting.
final class SourceViewTests: XCTestCase {
    func testThePlaceholderLinesUpWithTypedTextBesideGuttersOverAGrid() throws {
        try gtkTest {
            let view = sourceView(highlightingCurrentLine: false)
            let window = TestWindow(child: view.textView.asWidget, width: 360, height: 160)
            defer { window.destroy() }
            let bare = GtkHarness.render(view.textView.asWidget)
            let placeholder = try PlaceholderTextView(attachingTo: view.textView)
            let (r, g, b) = textColor(of: view.textView.asWidget)
            placeholder.color = .custom(PlaceholderColor(red: r, green: g, blue: b))
            placeholder.placeholder = text
            GtkHarness.settle()
            let shown = GtkHarness.render(view.textView.asWidget)
            let placeholderRows = InkRows(shown, baseline: bare)
            XCTAssertGreaterThan(placeholderRows.rows.compactMap { $0 }.count, 10, "two lines of placeholder")
            XCTAssertGreaterThan(placeholderRows.rows.compactMap { $0 }.map(\.lowerBound).min() ?? 0, 20, "right of the gutters")
            // Typed, without highlighting (the colours would differ) but with the same font.
            gtk_source_buffer_set_highlight_syntax(view.sourceBuffer, 0)
            view.textView.setText(text)
            GtkHarness.settle()
            let typed = GtkHarness.render(view.textView.asWidget)
            let mismatches = placeholderRows.mismatches(against: InkRows(typed, baseline: bare))
            XCTAssertTrue(mismatches.isEmpty, "\(mismatches.prefix(6))")
        }
    }

    func testThePlaceholderIsPaintedAboveTheCurrentLineHighlight() throws {
        try gtkTest {
            let view = sourceView(highlightingCurrentLine: true)
            let window = TestWindow(child: view.textView.asWidget, width: 360, height: 160)
            defer { window.destroy() }
            GtkHarness.setFocus(view.textView.asWidget, true)
            let bare = GtkHarness.render(view.textView.asWidget)
            let placeholder = try PlaceholderTextView(attachingTo: view.textView)
            placeholder.color = .custom(PlaceholderColor(red: 0, green: 0, blue: 0.9))
            placeholder.placeholder = "Over the highlight"
            GtkHarness.settle()
            XCTAssertTrue(placeholder.isPlaceholderVisible)
            let shown = GtkHarness.render(view.textView.asWidget)
            // The highlighted band: the first line's rows, off the white grid background.
            var location = GdkRectangle()
            var start = GtkTextIter()
            gtk_text_buffer_get_start_iter(view.textView.buffer, &start)
            gtk_text_view_get_iter_location(view.textView, &start, &location)
            var x: Int32 = 0, y: Int32 = 0
            gtk_text_view_buffer_to_window_coords(view.textView, GTK_TEXT_WINDOW_WIDGET, 0, location.y, &x, &y)
            let band = PixelBox(minX: 60, minY: Int(y) + 2, maxX: bare.width - 30, maxY: Int(y) + Int(location.height) - 3)
            let highlight = bare[band.maxX - 5, band.minY + 1]
            XCTAssertGreaterThan(highlight.distance(to: .white), 3, "the current line is highlighted: \(highlight)")
            let ink = try XCTUnwrap(shown.strongestInk(background: highlight, in: band))
            XCTAssertGreaterThan(ink.blue, ink.red + 120, "the placeholder's own colour shows over the band: \(ink)")
        }
    }

    func testAttachingShowingAndHidingChangesNoneOfTheSourceBuffersState() throws {
        try gtkTest {
            let bare = sourceView(highlightingCurrentLine: true)
            let wrapped = sourceView(highlightingCurrentLine: true)
            let bareWindow = TestWindow(child: bare.textView.asWidget)
            let wrappedWindow = TestWindow(child: wrapped.textView.asWidget)
            defer { bareWindow.destroy(); wrappedWindow.destroy() }
            let before = SourceBufferState(wrapped)
            let placeholder = try PlaceholderTextView(attachingTo: wrapped.textView)
            placeholder.placeholder = "Source placeholder"
            GtkHarness.settle()
            XCTAssertEqual(SourceBufferState(wrapped), before, "attaching")
            // The same edits, undos and redos on both views leave the same state.
            let steps: [(String, @MainActor (UnsafeMutablePointer<GtkSourceView>) -> Void)] = [
                ("type", { GtkHarness.setFocus($0.textView.asWidget, true); GtkHarness.type("x = 1;", into: $0.textView.asWidget) }),
                ("undo", { gtk_source_buffer_undo($0.sourceBuffer) }),
                ("redo", { gtk_source_buffer_redo($0.sourceBuffer) }),
                ("clear", { $0.textView.setText("") }),
                ("undo", { gtk_source_buffer_undo($0.sourceBuffer) }),
            ]
            for (name, step) in steps {
                step(bare)
                step(wrapped)
                GtkHarness.settle()
                XCTAssertEqual(SourceBufferState(wrapped), SourceBufferState(bare), name)
                XCTAssertEqual(placeholder.isPlaceholderVisible, wrapped.textView.text.isEmpty, name)
            }
        }
    }
}
