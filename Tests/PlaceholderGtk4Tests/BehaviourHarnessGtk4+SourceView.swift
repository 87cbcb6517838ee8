import CPlaceholderGtk4
import CPlaceholderTestSourceView5
import PlaceholderBehaviourKit
import PlaceholderBehaviourSuite

/// GtkSourceView 5 for the behaviour suite's source-view scenarios (made
/// and probed by `GtkSourceViewHarness`): GTK 4's buffer undo stack.
extension Gtk4BehaviourHarness: GtkSourceViewHarness {
    var sourceViewName: String { "GtkSourceView 5" }
    func prepareSourceViews() { gtk_source_init() }

    func sourceUndoState(_ buffer: OpaquePointer) -> (canUndo: Bool, canRedo: Bool) {
        let text = UnsafeMutableRawPointer(buffer).assumingMemoryBound(to: GtkTextBuffer.self)
        return (gtk_text_buffer_get_can_undo(text) != 0, gtk_text_buffer_get_can_redo(text) != 0)
    }

    func undoSource(_ view: any BehaviourView, redo: Bool) {
        let buffer = view.buffer.assumingMemoryBound(to: GtkTextBuffer.self)
        if redo { gtk_text_buffer_redo(buffer) } else { gtk_text_buffer_undo(buffer) }
    }
}
