import CPlaceholderGtk3
import PlaceholderEngine

extension PlaceholderController {
    /// The active controller living on a GTK 3 `view`, if any.
    static func existing(on view: UnsafeMutablePointer<GtkTextView>) -> PlaceholderController? {
        existing(on: view, toolkit: Gtk3Backend.self)
    }
}
