import CPlaceholderGtk3
import PlaceholderEngine

extension PlaceholderController {
    /// The active controller living on a GTK 3 `view`, if any.
    static func existing(on view: UnsafeMutablePointer<GtkTextView>) -> PlaceholderController? {
        existing(on: view, toolkit: Gtk3Backend.self)
    }

    /// The controller of a GTK 3 `view`, shared with every face on it.
    static func of(_ view: UnsafeMutablePointer<GtkTextView>) -> PlaceholderController {
        of(view, toolkit: Gtk3Backend.self)
    }
}
