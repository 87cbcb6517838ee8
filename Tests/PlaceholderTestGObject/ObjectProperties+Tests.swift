import CPlaceholderGObject
@_exported import PlaceholderObjectProperties

/// What only the tests set: invalid UTF-8, and a pointer passed as C's
/// `g_object_set` passes it.
extension ObjectProperties {
    /// Sets raw bytes as a string property (for invalid UTF-8).
    package func set(_ name: String, bytes: [UInt8]) {
        write(name) { value, _ in g_value_set_string(value, (bytes + [0]).map { CChar(bitPattern: $0) }) }
    }

    /// Sets an object property as C's `g_object_set` does, through its
    /// `va_list` form: GObject collects the pointer into a value of the
    /// property's type, so one of another type is refused with a critical
    /// and changes nothing.
    package func setAsC(_ name: String, object target: gpointer) {
        withVaList([OpaquePointer(target), Int(0)]) { g_object_set_valist(gObject, name, $0) }
    }
}
