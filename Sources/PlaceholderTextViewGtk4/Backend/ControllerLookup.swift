import CPlaceholderGtk4
import PlaceholderEngine

extension PlaceholderController {
    /// The active controller living on a GTK 4 `view`, if any.
    static func existing(on view: UnsafeMutablePointer<GtkTextView>) -> PlaceholderController? {
        existing(on: view, toolkit: Gtk4Backend.self)
    }
}
