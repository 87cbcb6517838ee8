import CPlaceholderGtk3
import PlaceholderTextView

/// The `PtvPlaceholder` type, registered.
@MainActor
func placeholderType() -> GType {
    PlaceholderTextView.registerGObjectTypes()
    return g_type_from_name("PtvPlaceholder")
}
