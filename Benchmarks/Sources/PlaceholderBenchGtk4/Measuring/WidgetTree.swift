import CPlaceholderGtk4
import PlaceholderObjectProperties

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

    /// The first widget under `widget` (itself included) of the GType
    /// named `typeName`.
    static func first(_ typeName: String, under widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        var found: UnsafeMutablePointer<GtkWidget>?
        forEach(widget) { candidate in
            if found == nil, isInstance(UnsafeMutableRawPointer(candidate), of: typeName) { found = candidate }
        }
        return found
    }
}
