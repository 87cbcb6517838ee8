import CPlaceholderGObject
import CPlaceholderGtkCalls
import PlaceholderBehaviourSuite
import PlaceholderEngine
import PlaceholderTestImaging

/// A behaviour view of either toolkit: what both do the same way, through
/// the GTK calls they share (CPlaceholderGtkCalls), written once here; each
/// toolkit's view class gives its text view and what truly differs.
@MainActor
package protocol GtkBehaviourView: BehaviourView {
    /// The `GtkTextView`, as the shared calls take it.
    var textView: OpaquePointer { get }
    /// Undo and redo steps in the view's buffer (none without an undo stack).
    var undoState: (canUndo: Bool, canRedo: Bool) { get }
    /// Gives the view a left (`top` false) or top gutter of `size` pixels,
    /// none for 0.
    func setGutter(top: Bool, size: Int32)
    /// Gives the view CSS declarations, as an app's style sheet would.
    func setViewCSS(_ declarations: String)
    /// The placeholder state the widget holds, if any (the one reach into
    /// the product's internals).
    var placeholderController: PlaceholderController? { get }
    /// What `show()` puts in the view's window, as `placement` says: the
    /// view, or a new scrolled window or box holding it.
    func windowContent() -> UnsafeMutableRawPointer
    /// What the toolkit does once `show()` has shown the window.
    func windowShown()
}

/// The members both toolkits implement with the same calls.
package extension GtkBehaviourView {
    /// Nothing more to do once shown.
    func windowShown() {}

    /// The view as a GObject.
    var object: UnsafeMutableRawPointer { UnsafeMutableRawPointer(textView) }
    /// The view's buffer as a GObject.
    var buffer: UnsafeMutableRawPointer { UnsafeMutableRawPointer(textBuffer) }
    /// The view's buffer, as the shared calls take it.
    var textBuffer: OpaquePointer { ptv_gtk_text_view_get_buffer(textView) }
    /// `gtk_text_view_set_buffer`.
    func setBuffer(_ buffer: UnsafeMutableRawPointer) { ptv_gtk_text_view_set_buffer(textView, OpaquePointer(buffer)) }
    /// The buffer's whole text.
    var text: String { GtkCalls.text(of: textBuffer) }
    /// Replaces the buffer's text.
    func setText(_ text: String) { ptv_gtk_text_buffer_set_text(textBuffer, text, -1) }

    /// Inserts at the end of the buffer (offset -1 is GTK's end iterator).
    func insertAtEnd(_ text: String) { insert(text, atOffset: -1) }
    /// Deletes the buffer's whole text.
    func deleteAll() { delete(from: 0, to: -1) }

    /// What an app can observe of the buffer.
    var bufferState: BufferState {
        let buffer = textBuffer
        var caret = PtvGtkTextIter(), start = PtvGtkTextIter(), end = PtvGtkTextIter()
        ptv_gtk_text_buffer_get_iter_at_mark(buffer, &caret, ptv_gtk_text_buffer_get_insert(buffer))
        ptv_gtk_text_buffer_get_selection_bounds(buffer, &start, &end)
        let undo = undoState
        return BufferState(
            text: text, cursor: ptv_gtk_text_iter_get_offset(&caret),
            selection: [ptv_gtk_text_iter_get_offset(&start), ptv_gtk_text_iter_get_offset(&end)],
            modified: ptv_gtk_text_buffer_get_modified(buffer) != 0,
            tagCount: ptv_gtk_text_tag_table_get_size(ptv_gtk_text_buffer_get_tag_table(buffer)),
            canUndo: undo.canUndo, canRedo: undo.canRedo,
            hasPlaceholderMark: ptv_gtk_text_buffer_get_mark(buffer, "placeholder") != nil)
    }

    /// Inserts `text` at character `offset`.
    func insert(_ text: String, atOffset offset: Int) {
        var iter = iterator(offset)
        ptv_gtk_text_buffer_insert(textBuffer, &iter, text, -1)
    }

    /// Deletes the characters from `start` to `end`.
    func delete(from start: Int, to end: Int) {
        var from = iterator(start), to = iterator(end)
        ptv_gtk_text_buffer_delete(textBuffer, &from, &to)
    }

    /// Puts the caret at character `offset`.
    func placeCaret(atOffset offset: Int) {
        var iter = iterator(offset)
        ptv_gtk_text_buffer_place_cursor(textBuffer, &iter)
    }

    /// Selects the characters from offset `start` to `end`.
    func select(from start: Int, to end: Int) {
        var from = iterator(start), to = iterator(end)
        ptv_gtk_text_buffer_select_range(textBuffer, &from, &to)
    }

    /// Where character `offset` is drawn, in the view's coordinates: its
    /// leading edge, halfway down its line.
    func location(ofOffset offset: Int) -> (x: Double, y: Double) {
        var iter = iterator(offset), location = PtvGtkRectangle(), x: Int32 = 0, y: Int32 = 0
        ptv_gtk_text_view_get_iter_location(textView, &iter, &location)
        ptv_gtk_text_view_buffer_to_window_coords(
            textView, Int32(PTV_GTK_TEXT_WINDOW_WIDGET), location.x, location.y + location.height / 2, &x, &y)
        return (Double(x), Double(y))
    }

    /// An iterator at character `offset` of the buffer (-1: at its end).
    private func iterator(_ offset: Int) -> PtvGtkTextIter {
        var iter = PtvGtkTextIter()
        ptv_gtk_text_buffer_get_iter_at_offset(textBuffer, &iter, Int32(offset))
        return iter
    }

    /// Whether the view is mapped.
    var isMapped: Bool { ptv_gtk_widget_get_mapped(textView) != 0 }
    /// Whether the view is realized.
    var isRealized: Bool { ptv_gtk_widget_get_realized(textView) != 0 }
    /// Whether the view has keyboard focus.
    var hasFocus: Bool { ptv_gtk_widget_has_focus(textView) != 0 }
    /// Whether the view is its window's focus widget (which GTK 3 sets
    /// even when the window is not active, as under Xvfb).
    var isWindowFocus: Bool {
        guard let window = ptv_gtk_widget_get_ancestor(textView, ptv_gtk_window_get_type()) else { return false }
        return ptv_gtk_window_get_focus(window) == textView
    }
    /// The scale factor of the view's window.
    var scaleFactor: Int { Int(ptv_gtk_widget_get_scale_factor(textView)) }

    /// The app's size request (-1: none).
    var sizeRequest: (width: Int32, height: Int32) {
        var width: Int32 = 0, height: Int32 = 0
        ptv_gtk_widget_get_size_request(textView, &width, &height)
        return (width, height)
    }

    /// `gtk_widget_set_size_request`.
    func setSizeRequest(width: Int32, height: Int32) { ptv_gtk_widget_set_size_request(textView, width, height) }

    /// The caret's rectangle at the start of the buffer, in the view's
    /// widget coordinates.
    var caretAtStart: PixelBox {
        var start = PtvGtkTextIter(), strong = PtvGtkRectangle()
        ptv_gtk_text_buffer_get_start_iter(textBuffer, &start)
        ptv_gtk_text_view_get_cursor_locations(textView, &start, &strong, nil)
        var x: Int32 = 0, y: Int32 = 0
        ptv_gtk_text_view_buffer_to_window_coords(textView, Int32(PTV_GTK_TEXT_WINDOW_WIDGET), strong.x, strong.y, &x, &y)
        return PixelBox(minX: Int(x), minY: Int(y), maxX: Int(x + max(strong.width, 1) - 1), maxY: Int(y + strong.height))
    }

    /// Whether the placeholder had to be ellipsized to fit.
    var placeholderIsEllipsized: Bool { placeholderController?.rendererIsEllipsized ?? false }

    /// How many user edits a length limit cut or refused.
    var refusedInputCount: Int { placeholderController?.refusedInputs ?? 0 }

    /// Starts watching the placeholder state the widget holds; the closure
    /// says whether it still exists.
    func watchPlaceholderState() -> () -> Bool {
        weak let controller = placeholderController
        return { controller != nil }
    }

    /// Applies what differs between `old` and `new`.
    func applyGeometry(_ new: ViewGeometry, over old: ViewGeometry) {
        let view = textView
        let wraps: [ViewGeometry.Wrap: Int] = [
            .none: PTV_GTK_WRAP_NONE, .char: PTV_GTK_WRAP_CHAR, .word: PTV_GTK_WRAP_WORD, .wordChar: PTV_GTK_WRAP_WORD_CHAR,
        ]
        let justifications: [ViewGeometry.Justification: Int] = [
            .left: PTV_GTK_JUSTIFY_LEFT, .right: PTV_GTK_JUSTIFY_RIGHT, .center: PTV_GTK_JUSTIFY_CENTER,
            .fill: PTV_GTK_JUSTIFY_FILL,
        ]
        if new.wrap != old.wrap { ptv_gtk_text_view_set_wrap_mode(view, Int32(wraps[new.wrap]!)) }
        if new.justification != old.justification {
            ptv_gtk_text_view_set_justification(view, Int32(justifications[new.justification]!))
        }
        if new.leftMargin != old.leftMargin { ptv_gtk_text_view_set_left_margin(view, new.leftMargin) }
        if new.rightMargin != old.rightMargin { ptv_gtk_text_view_set_right_margin(view, new.rightMargin) }
        if new.topMargin != old.topMargin { ptv_gtk_text_view_set_top_margin(view, new.topMargin) }
        if new.bottomMargin != old.bottomMargin { ptv_gtk_text_view_set_bottom_margin(view, new.bottomMargin) }
        if new.indent != old.indent { ptv_gtk_text_view_set_indent(view, new.indent) }
        if new.pixelsAboveLines != old.pixelsAboveLines { ptv_gtk_text_view_set_pixels_above_lines(view, new.pixelsAboveLines) }
        if new.pixelsInsideWrap != old.pixelsInsideWrap { ptv_gtk_text_view_set_pixels_inside_wrap(view, new.pixelsInsideWrap) }
        if new.pixelsBelowLines != old.pixelsBelowLines { ptv_gtk_text_view_set_pixels_below_lines(view, new.pixelsBelowLines) }
        if new.monospace != old.monospace { ptv_gtk_text_view_set_monospace(view, new.monospace ? 1 : 0) }
        if new.rightToLeft != old.rightToLeft {
            ptv_gtk_widget_set_direction(view, Int32(new.rightToLeft ? PTV_GTK_TEXT_DIR_RTL : PTV_GTK_TEXT_DIR_LTR))
        }
        if new.leftGutter != old.leftGutter { setGutter(top: false, size: new.leftGutter) }
        if new.topGutter != old.topGutter { setGutter(top: true, size: new.topGutter) }
        if new.cursorVisible != old.cursorVisible { ptv_gtk_text_view_set_cursor_visible(view, new.cursorVisible ? 1 : 0) }
        if new.css != old.css { setViewCSS(new.css) }
    }
}
