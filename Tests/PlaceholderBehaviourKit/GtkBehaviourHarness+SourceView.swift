import CPlaceholderGObject
import CPlaceholderGtkCalls
import CPlaceholderTestSourceCalls
import PlaceholderBehaviourSuite
@_spi(Internals) import PlaceholderEngine

/// What a toolkit's harness says about its GtkSourceView, whose other
/// calls GtkSourceView 4 and 5 share.
@MainActor
package protocol GtkSourceViewHarness: GtkBehaviourHarness {
    /// Prepares the library before its first view (GtkSourceView 5's
    /// `gtk_source_init`).
    func prepareSourceViews()
    /// Undo and redo steps in a source view's buffer.
    func sourceUndoState(_ buffer: OpaquePointer) -> (canUndo: Bool, canRedo: Bool)
}

/// The source-view scenarios' views and probes, once for both toolkits.
package extension GtkSourceViewHarness {
    /// A bare GtkSourceView: line numbers, line marks (one on the first
    /// line), a right margin, a grid background, C highlighting, the
    /// classic scheme, word wrapping, the current line highlighted if asked.
    func makeSourceView(highlightingCurrentLine: Bool, width: Int32, height: Int32) throws -> any BehaviourView {
        try Self.requireDisplay()
        prepareSourceViews()
        let source = ptv_source_view_new()!
        ptv_source_view_set_show_line_numbers(source, 1)
        ptv_source_view_set_show_line_marks(source, 1)
        ptv_source_view_set_show_right_margin(source, 1)
        ptv_source_view_set_right_margin_position(source, 30)
        ptv_source_view_set_background_pattern(source, Int32(PTV_SOURCE_BACKGROUND_PATTERN_GRID))
        ptv_source_view_set_highlight_current_line(source, highlightingCurrentLine ? 1 : 0)
        let buffer = ptv_gtk_text_view_get_buffer(source)!
        ptv_source_buffer_set_language(
            buffer, ptv_source_language_manager_get_language(ptv_source_language_manager_get_default(), "c"))
        ptv_source_buffer_set_style_scheme(
            buffer, ptv_source_style_scheme_manager_get_scheme(ptv_source_style_scheme_manager_get_default(), "classic"))
        let attributes = ptv_source_mark_attributes_new()!
        ptv_source_mark_attributes_set_icon_name(attributes, "dialog-information")
        ptv_source_view_set_mark_attributes(source, "note", attributes, 1)
        g_object_unref(UnsafeMutableRawPointer(attributes))
        var start = PtvGtkTextIter()
        ptv_gtk_text_buffer_get_start_iter(buffer, &start)
        _ = ptv_source_buffer_create_source_mark(buffer, "first", "note", &start)
        let view = View(viewObject: UnsafeMutableRawPointer(source), wrapper: nil,
                        geometry: ViewGeometry { $0.wrap = .word }, placement: .window, width: width, height: height)
        view.show()
        return view
    }

    /// The source buffer's state of a view from `makeSourceView`.
    func sourceState(of view: any BehaviourView) -> SourceBufferState {
        let buffer = OpaquePointer(view.buffer)
        var start = PtvGtkTextIter()
        ptv_gtk_text_buffer_get_start_iter(buffer, &start)
        let list = ptv_source_buffer_get_source_marks_at_iter(buffer, &start, nil)?.assumingMemoryBound(to: GSList.self)
        defer { g_slist_free(list) }
        let undo = sourceUndoState(buffer)
        return SourceBufferState(
            text: view.text, canUndo: undo.canUndo, canRedo: undo.canRedo,
            language: ptv_source_buffer_get_language(buffer).map { String(cString: ptv_source_language_get_id($0)) } ?? "",
            scheme: ptv_source_buffer_get_style_scheme(buffer).map { String(cString: ptv_source_style_scheme_get_id($0)) }
                ?? "",
            modified: ptv_gtk_text_buffer_get_modified(buffer) != 0, marks: Int(g_slist_length(list)),
            tags: ptv_gtk_text_tag_table_get_size(ptv_gtk_text_buffer_get_tag_table(buffer)))
    }

    /// Turns syntax highlighting and bracket matching off in a view from
    /// `makeSourceView`. (GtkSourceView boxes the bracket that matches the
    /// one at the caret some time after the caret moves: whether a render
    /// has the boxes would depend on how busy the machine is.)
    func stopHighlighting(_ view: any BehaviourView) {
        ptv_source_buffer_set_highlight_syntax(OpaquePointer(view.buffer), 0)
        ptv_source_buffer_set_highlight_matching_brackets(OpaquePointer(view.buffer), 0)
    }
}
