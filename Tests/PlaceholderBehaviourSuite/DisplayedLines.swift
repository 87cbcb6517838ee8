import CPlaceholderGtkCalls

/// The lines `view` displays its text on now, walked from the start with
/// GTK's own layout (independently of the line limit's bookkeeping): each
/// display line the walk reaches, and the empty last line after a final
/// line break (where the walk ends on the end of the text).
@MainActor
func displayedLineCount(of view: any BehaviourView) -> Int {
    let buffer = OpaquePointer(view.buffer), textView = OpaquePointer(view.object)
    var iter = PtvGtkTextIter()
    ptv_gtk_text_buffer_get_start_iter(buffer, &iter)
    var lines = 1
    while ptv_gtk_text_view_forward_display_line(textView, &iter) != 0 { lines += 1 }
    return lines + (view.text.last == "\n" ? 1 : 0)
}
