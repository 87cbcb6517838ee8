import CPlaceholderGObject
import CPlaceholderGtkCalls
import PlaceholderCore
import PlaceholderGObject
import PlaceholderRendering

/// Counts the lines a view displays its buffer on (a wrapped line counts):
/// each paragraph laid out by Pango as the view lays out typed text
/// (`measure`). The whole text is counted once (when the limit is set, the
/// buffer replaced, or the view's width or font changes); after that an
/// edit recounts only the paragraphs it touches: before it, the lines of the
/// paragraphs it replaces, and after it, the lines of those it leaves.
///
/// GtkTextView's own layout is never asked: in GTK 4 its line cache keeps
/// what it laid out of paragraphs it has not validated yet when the view
/// is given another buffer, and the next edit of the new buffer aborts GTK
/// (`find_iter_at_text_iter: code should not be reached`).
final class DisplayLineCounter {
    /// Lays one paragraph's text out as the view does and tells its lines;
    /// made afresh for each count (the view's font and width of the moment).
    typealias Measure = (String) -> Int

    /// The buffer counted (referenced while the counter lives).
    private let buffer: gpointer
    /// Makes the measure of the moment.
    private let measure: () -> Measure
    /// Called after an edit changed the count.
    private let changed: () -> Void
    private var connections: [SignalConnection] = []
    /// The lines displayed now.
    private(set) var total = 0
    /// The text window's width and the view's font the lines were last
    /// counted at (the controller's to set).
    var countedWidth = 0
    var countedStyle: TextStyleKey?
    /// The lines of the paragraphs an edit under way replaces, and the
    /// first of them.
    private var before: (lines: Int, firstParagraph: Int32)?

    /// Counts `buffer`'s lines with `measure` and follows its edits.
    init(buffer: gpointer, measure: @escaping () -> Measure, changed: @escaping () -> Void) {
        self.buffer = buffer
        self.measure = measure
        self.changed = changed
        g_object_ref(buffer)
        let handlers: [(String, GCallback, Bool)] = [
            ("insert-text", unsafeBitCast(insertBefore, to: GCallback.self), false),
            ("insert-text", unsafeBitCast(insertAfter, to: GCallback.self), true),
            ("delete-range", unsafeBitCast(deleteBefore, to: GCallback.self), false),
            ("delete-range", unsafeBitCast(deleteAfter, to: GCallback.self), true),
        ]
        connections = handlers.map { signal, handler, after in
            SignalConnection(
                connecting: signal, of: buffer, to: handler, data: Unmanaged.passUnretained(self).toOpaque(), after: after)
        }
        recount()
    }

    deinit {
        onGtkThread {
            connections.forEach { $0.disconnect() }
            g_object_unref(buffer)
        }
    }

    /// Whether this counter counts `candidate`.
    func counts(_ candidate: gpointer) -> Bool { candidate == buffer }

    /// Counts every paragraph again: the view's width, font or layout
    /// changed.
    func recount() {
        let paragraphs = ptv_gtk_text_buffer_get_line_count(OpaquePointer(buffer))
        let lines = measure()
        total = (0..<paragraphs).reduce(0) { $0 + lines(paragraphText($1)) }
    }

    /// The text of paragraph `paragraph`, without its line break.
    func paragraphText(_ paragraph: Int32) -> String {
        var start = PtvGtkTextIter()
        ptv_gtk_text_buffer_get_start_iter(OpaquePointer(buffer), &start)
        ptv_gtk_text_iter_set_line(&start, paragraph)
        var end = start
        if ptv_gtk_text_iter_ends_line(&end) == 0 { _ = ptv_gtk_text_iter_forward_to_line_end(&end) }
        // A slice keeps U+FFFC for images and child widgets, so offsets match.
        guard let chars = ptv_gtk_text_buffer_get_slice(OpaquePointer(buffer), &start, &end, 1) else { return "" }
        defer { g_free(chars) }
        return String(cString: chars)
    }

    /// The lines paragraph `paragraph` is displayed on.
    func lines(ofParagraph paragraph: Int32) -> Int { measure()(paragraphText(paragraph)) }

    /// An edit of the paragraphs `first...last` is about to happen.
    fileprivate func willEdit(first: Int32, last: Int32) {
        before = (lines(from: first, to: last), first)
    }

    /// The edit announced last happened, leaving the paragraphs from its
    /// first to `last`.
    fileprivate func didEdit(last: Int32) {
        let old = total
        if let replaced = before {
            total += lines(from: replaced.firstParagraph, to: last) - replaced.lines
        } else {
            recount()  // a handler's nested edit took the announcement: count it all
        }
        before = nil
        if total != old { changed() }
    }

    private func lines(from first: Int32, to last: Int32) -> Int {
        let lines = measure()
        return (first...max(first, last)).reduce(0) { $0 + lines(paragraphText($1)) }
    }
}

/// The counter a handler was connected with (not retained: the handlers go
/// in its deinit).
private func lineCounter(_ data: gpointer) -> DisplayLineCounter {
    Unmanaged<DisplayLineCounter>.fromOpaque(data).takeUnretainedValue()
}

/// The paragraph of the iterator at `iter`.
private func paragraph(_ iter: UnsafeMutableRawPointer) -> Int32 {
    ptv_gtk_text_iter_get_line(iter.assumingMemoryBound(to: PtvGtkTextIter.self))
}

/// `insert-text` before GTK inserts: `(buffer, iter, text, length, counter)`;
/// the insertion is in the iterator's paragraph.
private let insertBefore: @convention(c) (gpointer?, UnsafeMutableRawPointer?, UnsafePointer<CChar>?, gint, gpointer?)
    -> Void = { _, iter, _, _, data in
        guard let iter, let data else { return }
        let (counter, line) = (lineCounter(data), paragraph(iter))
        onGtkThread { counter.willEdit(first: line, last: line) }
    }

/// `insert-text` after GTK inserted: the iterator is at the inserted text's end.
private let insertAfter: @convention(c) (gpointer?, UnsafeMutableRawPointer?, UnsafePointer<CChar>?, gint, gpointer?)
    -> Void = { _, iter, _, _, data in
        guard let iter, let data else { return }
        let (counter, line) = (lineCounter(data), paragraph(iter))
        onGtkThread { counter.didEdit(last: line) }
    }

/// `delete-range` before GTK deletes: `(buffer, start, end, counter)`.
private let deleteBefore: @convention(c) (gpointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, gpointer?)
    -> Void = { _, start, end, data in
        guard let start, let end, let data else { return }
        let (counter, first, last) = (lineCounter(data), paragraph(start), paragraph(end))
        onGtkThread { counter.willEdit(first: first, last: last) }
    }

/// `delete-range` after GTK deleted: both iterators are where the range was.
private let deleteAfter: @convention(c) (gpointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, gpointer?)
    -> Void = { _, start, _, data in
        guard let start, let data else { return }
        let (counter, line) = (lineCounter(data), paragraph(start))
        onGtkThread { counter.didEdit(last: line) }
    }
