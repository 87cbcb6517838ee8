import CPlaceholderGtk4

/// Gives assistive technologies the placeholder of an empty view as the
/// view's accessible `GTK_ACCESSIBLE_PROPERTY_PLACEHOLDER`, as GTK 4's own
/// GtkText exposes its placeholder, and resets the property when text
/// arrives or the placeholder goes. A value kept in the backend, not an
/// object of its own: one heap allocation less per view.
struct AccessiblePlaceholder {
    /// What this object last gave the view; nil when it gave nothing.
    private var given: String?

    /// Shows `placeholder` (nil for none) as the placeholder of `view`'s
    /// accessible, or resets the property.
    mutating func update(_ placeholder: String?, on view: UnsafeMutablePointer<GtkWidget>) {
        let wanted = placeholder.flatMap { $0.isEmpty ? nil : $0 }
        guard wanted != given else { return }
        if let wanted {
            ptv_gtk4_set_accessible_string(view, GTK_ACCESSIBLE_PROPERTY_PLACEHOLDER, wanted)
        } else {
            gtk_accessible_reset_property(OpaquePointer(view), GTK_ACCESSIBLE_PROPERTY_PLACEHOLDER)
        }
        given = wanted
    }
}
