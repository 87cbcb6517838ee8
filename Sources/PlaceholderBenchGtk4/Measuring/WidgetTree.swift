import CPlaceholderGtk4

/// Walking a widget and everything under it.
@MainActor
enum WidgetTree {
    /// Calls `body` on `widget` and every descendant, parents first.
    static func forEach(_ widget: UnsafeMutablePointer<GtkWidget>, _ body: (UnsafeMutablePointer<GtkWidget>) -> Void) {
        body(widget)
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            forEach(current, body)
            child = gtk_widget_get_next_sibling(current)
        }
    }

    /// Invalidates `widget` and every descendant, so that the next frame
    /// runs every snapshot function under it instead of reusing their
    /// render nodes.
    static func invalidateAll(_ widget: UnsafeMutablePointer<GtkWidget>) {
        forEach(widget) { gtk_widget_queue_draw($0) }
    }

    /// The first widget under `widget` (itself included) of the GType
    /// named `typeName`.
    static func first(_ typeName: String, under widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        let type = g_type_from_name(typeName)
        var found: UnsafeMutablePointer<GtkWidget>?
        forEach(widget) { candidate in
            if found == nil, g_type_check_instance_is_a(
                UnsafeMutableRawPointer(candidate).assumingMemoryBound(to: GTypeInstance.self), type) != 0 {
                found = candidate
            }
        }
        return found
    }
}
