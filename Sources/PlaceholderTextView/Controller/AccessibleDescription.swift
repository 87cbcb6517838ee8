import CGtk

/// Gives assistive technologies the placeholder of an empty view as the
/// view's accessible description, as GtkEntry exposes its own placeholder,
/// unless the app set a description of its own; gives the app's back
/// otherwise.
@MainActor
final class AccessibleDescription {
    /// The description this object set, to tell it from the app's.
    private var ours: String?

    /// Shows `placeholder` (nil for none) as the description of `widget`'s
    /// accessible, or takes ours away.
    func update(_ placeholder: String?, on widget: UnsafeMutablePointer<GtkWidget>) {
        guard let accessible = gtk_widget_get_accessible(widget) else { return }
        let current = atk_object_get_description(accessible).map { String(cString: $0) } ?? ""
        let appOwnsIt = !current.isEmpty && current != ours
        if appOwnsIt {
            ours = nil
            return
        }
        if let placeholder, !placeholder.isEmpty {
            if current != placeholder { atk_object_set_description(accessible, placeholder) }
            ours = placeholder
        } else if ours != nil {
            atk_object_set_description(accessible, "")
            ours = nil
        }
    }
}
