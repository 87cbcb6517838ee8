import CPlaceholderGObject

/// Fundamental GTypes, which GLib defines as macros Swift does not import.
public enum FundamentalType {
    /// `G_TYPE_STRING`.
    public static var string: GType { g_type_from_name("gchararray") }
    /// `G_TYPE_BOOLEAN`.
    public static var boolean: GType { g_type_from_name("gboolean") }
}

/// A GObject's properties through `g_object_set_property` and
/// `g_object_get_property`, which `g_object_set` and `g_object_get` call
/// (Swift cannot call the variadic ones).
@MainActor
public struct GObjectProperties {
    /// The object (any GObject).
    public let object: UnsafeMutablePointer<GObject>

    /// The properties of `object`.
    public init(_ object: gpointer) { self.object = object.assumingMemoryBound(to: GObject.self) }

    /// Sets a string property (nil for NULL).
    public func set(_ name: String, _ text: String?) {
        var value = GValue()
        g_value_init(&value, FundamentalType.string)
        g_value_set_string(&value, text)
        g_object_set_property(object, name, &value)
        g_value_unset(&value)
    }

    /// Sets raw bytes as a string property (for invalid UTF-8).
    public func set(_ name: String, bytes: [UInt8]) {
        var value = GValue()
        g_value_init(&value, FundamentalType.string)
        (bytes + [0]).withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { g_value_set_string(&value, $0) }
        }
        g_object_set_property(object, name, &value)
        g_value_unset(&value)
    }

    /// Sets a boolean property.
    public func set(_ name: String, _ flag: Bool) {
        var value = GValue()
        g_value_init(&value, FundamentalType.boolean)
        g_value_set_boolean(&value, flag ? 1 : 0)
        g_object_set_property(object, name, &value)
        g_value_unset(&value)
    }

    /// Sets an object property (nil for NULL), in a value of the object's
    /// own type, as `g_object_set` passes it.
    public func set(_ name: String, object target: gpointer?) {
        var value = GValue()
        let type = target.map { $0.assumingMemoryBound(to: GTypeInstance.self).pointee.g_class.pointee.g_type }
        g_value_init(&value, type ?? g_object_get_type())
        g_value_set_object(&value, target)
        g_object_set_property(object, name, &value)
        g_value_unset(&value)
    }

    /// Sets an object property as C's `g_object_set` does, through its
    /// `va_list` form: GObject collects the pointer into a value of the
    /// property's type, so one of another type is refused with a critical
    /// and changes nothing (a value of the object's own type, as above,
    /// would be transformed to NULL).
    public func setAsC(_ name: String, object target: gpointer) {
        withVaList([OpaquePointer(target), Int(0)]) { g_object_set_valist(object, name, $0) }
    }

    /// Reads a string property (nil for NULL).
    public func string(_ name: String) -> String? {
        var value = GValue()
        g_value_init(&value, FundamentalType.string)
        defer { g_value_unset(&value) }
        g_object_get_property(object, name, &value)
        return g_value_get_string(&value).map { String(cString: $0) }
    }

    /// Reads a boolean property.
    public func bool(_ name: String) -> Bool {
        var value = GValue()
        g_value_init(&value, FundamentalType.boolean)
        defer { g_value_unset(&value) }
        g_object_get_property(object, name, &value)
        return g_value_get_boolean(&value) != 0
    }

    /// Reads an object property (not referenced).
    public func object(_ name: String) -> gpointer? {
        var value = GValue()
        g_value_init(&value, g_object_get_type())
        defer { g_value_unset(&value) }
        g_object_get_property(object, name, &value)
        return g_value_get_object(&value)
    }
}
