import CPlaceholderGtk3
import CPlaceholderTestGtk3
import PlaceholderBehaviourKit
import PlaceholderBehaviourSuite

/// GtkSourceView 4 for the behaviour suite's source-view scenarios (made
/// and probed by `GtkSourceViewHarness`): its own undo stack.
extension Gtk3BehaviourHarness: GtkSourceViewHarness {
    var sourceViewName: String { "GtkSourceView 4" }
    func prepareSourceViews() {}

    func sourceUndoState(_ buffer: OpaquePointer) -> (canUndo: Bool, canRedo: Bool) {
        let source = UnsafeMutableRawPointer(buffer).assumingMemoryBound(to: GtkSourceBuffer.self)
        return (gtk_source_buffer_can_undo(source) != 0, gtk_source_buffer_can_redo(source) != 0)
    }

    func undoSource(_ view: any BehaviourView, redo: Bool) {
        let buffer = view.buffer.assumingMemoryBound(to: GtkSourceBuffer.self)
        if redo { gtk_source_buffer_redo(buffer) } else { gtk_source_buffer_undo(buffer) }
    }
}
