import CPlaceholderGtk4
import CPlaceholderTestSourceView5
import PlaceholderBehaviourSuite
import PlaceholderTestSupportGtk4

/// GtkSourceView 5 for the behaviour suite's source-view scenarios.
extension Gtk4BehaviourHarness {
    var sourceViewName: String { "GtkSourceView 5" }

    func makeSourceView(highlightingCurrentLine: Bool, width: Int32, height: Int32) throws -> any BehaviourView {
        try Self.requireDisplay()
        gtk_source_init()
        let source = UnsafeMutableRawPointer(gtk_source_view_new()!).assumingMemoryBound(to: GtkSourceView.self)
        gtk_source_view_set_show_line_numbers(source, 1)
        gtk_source_view_set_show_line_marks(source, 1)
        gtk_source_view_set_show_right_margin(source, 1)
        gtk_source_view_set_right_margin_position(source, 30)
        gtk_source_view_set_background_pattern(source, GTK_SOURCE_BACKGROUND_PATTERN_TYPE_GRID)
        gtk_source_view_set_highlight_current_line(source, highlightingCurrentLine ? 1 : 0)
        let textView = UnsafeMutableRawPointer(source).assumingMemoryBound(to: GtkTextView.self)
        let buffer = Self.sourceBuffer(textView)
        gtk_source_buffer_set_language(
            buffer, gtk_source_language_manager_get_language(gtk_source_language_manager_get_default(), "c"))
        gtk_source_buffer_set_style_scheme(
            buffer, gtk_source_style_scheme_manager_get_scheme(gtk_source_style_scheme_manager_get_default(), "classic"))
        let attributes = gtk_source_mark_attributes_new()!
        gtk_source_mark_attributes_set_icon_name(attributes, "dialog-information")
        gtk_source_view_set_mark_attributes(source, "note", attributes, 1)
        g_object_unref(UnsafeMutableRawPointer(attributes))
        var start = GtkTextIter()
        gtk_text_buffer_get_start_iter(textView.buffer, &start)
        _ = gtk_source_buffer_create_source_mark(buffer, "first", "note", &start)
        var geometry = ViewGeometry()
        geometry.wrap = .word
        let view = Gtk4BehaviourView(view: textView, wrapper: nil, geometry: geometry, placement: .window,
                                     width: width, height: height)
        view.show()
        return view
    }

    func sourceState(of view: any BehaviourView) -> SourceBufferState {
        let textView = view.object.assumingMemoryBound(to: GtkTextView.self)
        let buffer = Self.sourceBuffer(textView)
        var start = GtkTextIter()
        gtk_text_buffer_get_start_iter(textView.buffer, &start)
        let list = gtk_source_buffer_get_source_marks_at_iter(buffer, &start, nil)
        defer { g_slist_free(list) }
        return SourceBufferState(
            text: textView.text, canUndo: gtk_text_buffer_get_can_undo(textView.buffer) != 0,
            canRedo: gtk_text_buffer_get_can_redo(textView.buffer) != 0,
            language: gtk_source_buffer_get_language(buffer).map { String(cString: gtk_source_language_get_id($0)) } ?? "",
            scheme: gtk_source_buffer_get_style_scheme(buffer).map { String(cString: gtk_source_style_scheme_get_id($0)) } ?? "",
            modified: gtk_text_buffer_get_modified(textView.buffer) != 0, marks: Int(g_slist_length(list)),
            tags: gtk_text_tag_table_get_size(gtk_text_buffer_get_tag_table(textView.buffer)))
    }

    func undoSource(_ view: any BehaviourView, redo: Bool) {
        let buffer = view.object.assumingMemoryBound(to: GtkTextView.self).buffer
        if redo { gtk_text_buffer_redo(buffer) } else { gtk_text_buffer_undo(buffer) }
    }

    func stopHighlighting(_ view: any BehaviourView) {
        gtk_source_buffer_set_highlight_syntax(Self.sourceBuffer(view.object.assumingMemoryBound(to: GtkTextView.self)), 0)
    }

    /// The source view's buffer.
    private static func sourceBuffer(_ view: UnsafeMutablePointer<GtkTextView>) -> UnsafeMutablePointer<GtkSourceBuffer> {
        UnsafeMutableRawPointer(view.buffer).assumingMemoryBound(to: GtkSourceBuffer.self)
    }
}
