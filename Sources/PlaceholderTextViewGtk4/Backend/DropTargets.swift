import CPlaceholderGtk4
import PlaceholderCore
import PlaceholderEngine

/// The drop targets of a view that take text as it is dropped (GtkTextView's
/// own, and any string target the app added before the limit started
/// watching), looked at while a limit needs to know whether an insertion is
/// a drop: GTK 4 inserts dropped text from a drop target's `drop` signal,
/// and a target that does not preload holds the dropped value exactly from
/// the drop until the insertion is over.
final class DropTargets {
    /// The targets, referenced while watched (an app may remove one).
    private let targets: [OpaquePointer]
    /// The view, whose selection tells a move within it.
    private let view: UnsafeMutablePointer<GtkTextView>
    /// `G_TYPE_STRING`, which the C macro gives and Swift cannot.
    private static let stringType = g_type_from_name("gchararray")

    /// The drop targets `view` has now.
    init(view: UnsafeMutablePointer<GtkTextView>) {
        self.view = view
        let widget = UnsafeMutableRawPointer(view).assumingMemoryBound(to: GtkWidget.self)
        let controllers = gtk_widget_observe_controllers(widget)!
        defer { g_object_unref(UnsafeMutableRawPointer(controllers)) }
        targets = (0..<g_list_model_get_n_items(controllers)).compactMap { index in
            guard let item = g_list_model_get_item(controllers, index) else { return nil }
            let instance = item.assumingMemoryBound(to: GTypeInstance.self)
            if g_type_check_instance_is_a(instance, gtk_drop_target_get_type()) != 0,
                gtk_drop_target_get_preload(OpaquePointer(item)) == 0
            {
                return OpaquePointer(item)  // keeps the reference the list gave
            }
            g_object_unref(item)
            return nil
        }
    }

    deinit { onGtkThread { targets.forEach { g_object_unref(UnsafeMutableRawPointer($0)) } } }

    /// The drop being inserted now: a move when the view dragged the text
    /// itself and GTK is to delete it where it was (GtkTextView moves only
    /// what it dragged, and only when the drag's action is a move).
    var underWay: DropUnderWay {
        for target in targets {
            guard let value = gtk_drop_target_get_value(target), value.pointee.g_type == Self.stringType else {
                continue
            }
            guard let drop = gtk_drop_target_get_current_drop(target), let drag = gdk_drop_get_drag(drop),
                gdk_drag_get_selected_action(drag) == GDK_ACTION_MOVE, let dropped = g_value_get_string(value),
                let buffer = gtk_text_view_get_buffer(view)
            else { return .intoThisView }
            var start = GtkTextIter(), end = GtkTextIter()
            guard gtk_text_buffer_get_selection_bounds(buffer, &start, &end) != 0,
                let selected = gtk_text_buffer_get_text(buffer, &start, &end, 0)
            else { return .intoThisView }
            defer { g_free(selected) }
            return strcmp(selected, dropped) == 0 ? .movingWithinThisView : .intoThisView
        }
        return .none
    }
}

extension Gtk4Backend {
    func watchDrops(_ wanted: Bool) {
        dropTargets = wanted ? dropTargets ?? DropTargets(view: view) : nil
    }

    var dropUnderWay: DropUnderWay { dropTargets?.underWay ?? .none }
}
