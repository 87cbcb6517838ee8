import CPlaceholderGtk3
import PlaceholderCore
import PlaceholderEngine

/// Gives assistive technologies the placeholder of an empty view (and the
/// built-in counter's words after it) as the description of the view's own
/// accessible, as GtkEntry exposes its own placeholder, unless the app set
/// a description of its own (which then stands alone). The accessible is
/// made for it (`gtk_widget_get_accessible`) when the first placeholder is
/// set, and given back its description when the placeholder goes; setting
/// the description announces the change to assistive technologies.
final class AccessibleDescription {
    /// The description this object set, to tell it from the app's.
    private var setByUs: String?

    /// Shows `placeholder` (nil for none) as the description of `widget`'s
    /// accessible, or takes ours away.
    func update(_ placeholder: String?, on widget: UnsafeMutablePointer<GtkWidget>) {
        let wanted = placeholder.flatMap { $0.isEmpty ? nil : $0 }
        guard wanted != nil || setByUs != nil, let accessible = gtk_widget_get_accessible(widget) else { return }
        let current = atk_object_get_description(accessible).map { String(cString: $0) } ?? ""
        if !current.isEmpty && current != setByUs {
            setByUs = nil  // the app's own
            return
        }
        if let wanted {
            if current != wanted { atk_object_set_description(accessible, wanted) }
            setByUs = wanted
        } else {
            atk_object_set_description(accessible, "")
            setByUs = nil
        }
    }
}
