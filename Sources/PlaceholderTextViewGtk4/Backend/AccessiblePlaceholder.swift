import CPlaceholderGtk4

/// Gives assistive technologies the placeholder of an empty view as the
/// view's accessible `GTK_ACCESSIBLE_PROPERTY_PLACEHOLDER`, as GTK 4's own
/// GtkText exposes its placeholder, and resets the property when text
/// arrives or the placeholder goes.
@MainActor
final class AccessiblePlaceholder {
    /// What this object last gave the view; nil when it gave nothing.
    private var given: String?

    /// Shows `placeholder` (nil for none) as the placeholder of `view`'s
    /// accessible, or resets the property.
    func update(_ placeholder: String?, on view: UnsafeMutablePointer<GtkTextView>) {
        let wanted = placeholder.flatMap { $0.isEmpty ? nil : $0 }
        guard wanted != given else { return }
        let accessible = OpaquePointer(UnsafeMutableRawPointer(view))
        var property = GTK_ACCESSIBLE_PROPERTY_PLACEHOLDER
        if let wanted {
            var value = GValue()
            g_value_init(&value, ptv_gtk4_string_type())
            g_value_set_string(&value, wanted)
            gtk_accessible_update_property_value(accessible, 1, &property, &value)
            g_value_unset(&value)
        } else {
            gtk_accessible_reset_property(accessible, property)
        }
        given = wanted
    }
}
