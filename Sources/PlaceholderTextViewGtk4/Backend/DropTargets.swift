import CPlaceholderGtk4
import PlaceholderEngine

/// The drop targets of a view (GtkTextView's own, and any the app added),
/// looked at while a limit needs to know whether an insertion is a drop:
/// GTK 4 inserts dropped text from a drop target's `drop` signal, which
/// holds the dropped value until the insertion is over.
@MainActor
struct DropTargets {
    /// The targets, owned by the view (which outlives the backend's use).
    private let targets: [OpaquePointer]
    /// The view's buffer is looked at for a move within the view.
    private let view: UnsafeMutablePointer<GtkTextView>

    /// The drop targets `view` has now.
    init(view: UnsafeMutablePointer<GtkTextView>) {
        self.view = view
        let widget = UnsafeMutableRawPointer(view).assumingMemoryBound(to: GtkWidget.self)
        let controllers = gtk_widget_observe_controllers(widget)!
        defer { g_object_unref(UnsafeMutableRawPointer(controllers)) }
        var found: [OpaquePointer] = []
        for index in 0..<g_list_model_get_n_items(controllers) {
            guard let item = g_list_model_get_item(controllers, index) else { continue }
            defer { g_object_unref(item) }
            if g_type_check_instance_is_a(item.assumingMemoryBound(to: GTypeInstance.self), gtk_drop_target_get_type()) != 0 {
                found.append(OpaquePointer(item))
            }
        }
        targets = found
    }

    /// The drop being inserted now: a move when the text is the view's own
    /// selection dragged from this process (GtkTextView moves only what it
    /// dragged itself, and copies anything else).
    var underWay: DropUnderWay {
        guard let target = targets.first(where: { gtk_drop_target_get_value($0) != nil }),
            let value = gtk_drop_target_get_value(target)
        else { return .none }
        guard let drop = gtk_drop_target_get_current_drop(target), gdk_drop_get_drag(drop) != nil,
            let dropped = g_value_get_string(value), let buffer = gtk_text_view_get_buffer(view)
        else { return .intoThisView }
        var start = GtkTextIter(), end = GtkTextIter()
        guard gtk_text_buffer_get_selection_bounds(buffer, &start, &end) != 0,
            let selected = gtk_text_buffer_get_text(buffer, &start, &end, 0)
        else { return .intoThisView }
        defer { g_free(selected) }
        return strcmp(selected, dropped) == 0 ? .movingWithinThisView : .intoThisView
    }
}
