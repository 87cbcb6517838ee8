import CPlaceholderGObject

/// Sets a boolean GObject property.
@MainActor
public func setBoolProperty(_ object: gpointer, _ name: String, _ value: Bool) {
    var gvalue = GValue()
    g_value_init(&gvalue, GType(5 << 2))  // G_TYPE_BOOLEAN
    g_value_set_boolean(&gvalue, value ? 1 : 0)
    g_object_set_property(object.assumingMemoryBound(to: GObject.self), name, &gvalue)
    g_value_unset(&gvalue)
}

/// Sets a string GObject property.
@MainActor
public func setStringProperty(_ object: gpointer, _ name: String, _ value: String) {
    var gvalue = GValue()
    g_value_init(&gvalue, GType(16 << 2))  // G_TYPE_STRING
    g_value_set_string(&gvalue, value)
    g_object_set_property(object.assumingMemoryBound(to: GObject.self), name, &gvalue)
    g_value_unset(&gvalue)
}
