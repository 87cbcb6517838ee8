import CPlaceholderGtk3
import PlaceholderTestSupportGtk3
import PlaceholderTextView

/// The `PtvPlaceholder` type, registered.
@MainActor
func placeholderType() -> GType {
    PlaceholderTextView.registerGObjectTypes()
    return g_type_from_name("PtvPlaceholder")
}

/// A new `PtvPlaceholder` (the caller owns the reference) with `properties`
/// set at construction, as `g_object_new` does.
@MainActor
func newPlaceholderObject(_ strings: [String: String] = [:], view: UnsafeMutablePointer<GtkTextView>? = nil)
    -> UnsafeMutablePointer<GObject>
{
    var names: [UnsafePointer<CChar>?] = []
    var values: [GValue] = []
    var owned: [UnsafeMutablePointer<CChar>] = []
    for (name, text) in strings.sorted(by: { $0.key < $1.key }) {
        let copy = strdup(name)!
        owned.append(copy)
        names.append(UnsafePointer(copy))
        var value = GValue()
        g_value_init(&value, FundamentalType.string)
        g_value_set_string(&value, text)
        values.append(value)
    }
    if let view {
        let copy = strdup("text-view")!
        owned.append(copy)
        names.append(UnsafePointer(copy))
        var value = GValue()
        g_value_init(&value, gtk_text_view_get_type())
        g_value_set_object(&value, view)
        values.append(value)
    }
    let object = g_object_new_with_properties(placeholderType(), guint(names.count), &names, &values)!
    for index in values.indices { g_value_unset(&values[index]) }
    owned.forEach { free($0) }
    return object
}
