import CPlaceholderGObject

/// A GObject's properties by name, through `g_object_set_property` and
/// `g_object_get_property` (Swift cannot call the variadic `g_object_set`):
/// for the demo kit, the benchmark kit and the tests. Both toolkits name
/// their widgets' properties alike (a check button's `active`, a spin
/// button's `value`, a text view's `left-margin`), so the demo kit reads and
/// sets its controls through them with no GTK header. Each value goes in a
/// GValue of the property's own type, found from its `GParamSpec`: an enum
/// property takes its number, a `guint` an `Int`; a boxed one (a colour, a
/// font description) a pointer to a value of its type.
@MainActor
public struct ObjectProperties {
    /// The object (any GObject).
    public let object: gpointer

    /// The properties of `object`.
    public init(_ object: gpointer) { self.object = object }

    /// Sets a boolean property.
    public func set(_ name: String, _ flag: Bool) {
        write(name) { value, _ in g_value_set_boolean(value, flag ? 1 : 0) }
    }

    /// Sets a number property: an int, unsigned int, enum or double one.
    public func set(_ name: String, _ number: Double) {
        write(name) { value, fundamental in
            switch fundamental {
            case FundamentalType.double: g_value_set_double(value, number)
            case FundamentalType.uint: g_value_set_uint(value, guint(number))
            case FundamentalType.enumeration: g_value_set_enum(value, gint(number))
            default: g_value_set_int(value, gint(number))
            }
        }
    }

    /// Sets a string property (nil for NULL).
    public func set(_ name: String, _ text: String?) {
        write(name) { value, _ in g_value_set_string(value, text) }
    }

    /// Sets an object property (nil for NULL), in a value of the
    /// property's type: an object of another type is a GLib critical, and
    /// sets NULL.
    public func set(_ name: String, object other: gpointer?) {
        write(name) { value, _ in g_value_set_object(value, other) }
    }

    /// Sets a boxed property (a `GdkRGBA`, a `PangoFontDescription`) to a
    /// copy of `boxed` (nil for NULL).
    public func set(_ name: String, boxed: gconstpointer?) {
        write(name) { value, _ in g_value_set_boxed(value, boxed) }
    }

    /// A boolean property.
    public func bool(_ name: String) -> Bool {
        read(name) { value, _ in g_value_get_boolean(value) != 0 } ?? false
    }

    /// A number property: an int, unsigned int, enum or double one.
    public func number(_ name: String) -> Double {
        read(name) { value, fundamental in
            switch fundamental {
            case FundamentalType.double: return g_value_get_double(value)
            case FundamentalType.uint: return Double(g_value_get_uint(value))
            case FundamentalType.enumeration: return Double(g_value_get_enum(value))
            default: return Double(g_value_get_int(value))
            }
        } ?? 0
    }

    /// A string property (nil for NULL).
    public func string(_ name: String) -> String? {
        read(name) { value, _ in g_value_get_string(value).map { String(cString: $0) } } ?? nil
    }

    /// An object property, not retained (nil for NULL).
    public func object(_ name: String) -> gpointer? {
        read(name) { value, _ in g_value_get_object(value) } ?? nil
    }

    /// What `body` reads of a boxed property (nil for NULL), which is valid
    /// only while `body` runs (nil when the object has no such property).
    public func boxed<T>(_ name: String, _ body: (gconstpointer?) -> T) -> T? {
        read(name) { value, _ in body(g_value_get_boxed(value)) }
    }

    /// The object, typed.
    public var gObject: UnsafeMutablePointer<GObject> { object.assumingMemoryBound(to: GObject.self) }

    /// Sets the property from a GValue of its type that `fill` fills in
    /// (also for the tests' setters of values no app sets).
    public func write(_ name: String, _ fill: (UnsafeMutablePointer<GValue>, GType) -> Void) {
        withValue(of: name) { value, fundamental in
            fill(value, fundamental)
            g_object_set_property(gObject, name, value)
        }
    }

    /// What `extract` reads of the property, got into a GValue of its type;
    /// nil when the object has no such property.
    private func read<T>(_ name: String, _ extract: (UnsafeMutablePointer<GValue>, GType) -> T) -> T? {
        withValue(of: name) { value, fundamental in
            g_object_get_property(gObject, name, value)
            return extract(value, fundamental)
        }
    }

    /// Runs `body` on a GValue of the property's type (and its fundamental
    /// type); a property the object does not have is a warning (a .ui
    /// file's mistake), and nil.
    @discardableResult
    private func withValue<T>(of name: String, _ body: (UnsafeMutablePointer<GValue>, GType) -> T) -> T? {
        let objectClass = gObject.pointee.g_type_instance.g_class.withMemoryRebound(to: GObjectClass.self, capacity: 1) { $0 }
        guard let spec = g_object_class_find_property(objectClass, name) else {
            ptv_warn("\(String(cString: g_type_name(objectClass.pointee.g_type_class.g_type))) has no property '\(name)'")
            return nil
        }
        var value = GValue()
        g_value_init(&value, spec.pointee.value_type)
        defer { g_value_unset(&value) }
        return body(&value, g_type_fundamental(spec.pointee.value_type))
    }
}

/// Fundamental GTypes, which GLib defines as macros Swift does not import.
public enum FundamentalType {
    /// `G_TYPE_UINT`.
    public static let uint = GType(7 << G_TYPE_FUNDAMENTAL_SHIFT)
    /// `G_TYPE_ENUM`.
    public static let enumeration = GType(12 << G_TYPE_FUNDAMENTAL_SHIFT)
    /// `G_TYPE_DOUBLE`.
    public static let double = GType(15 << G_TYPE_FUNDAMENTAL_SHIFT)
}

/// Whether `object` is an instance of the GType named `typeName` (false
/// when no such type is registered).
@MainActor
public func isInstance(_ object: gpointer, of typeName: String) -> Bool {
    let type = g_type_from_name(typeName)
    return type != 0 && g_type_check_instance_is_a(object.assumingMemoryBound(to: GTypeInstance.self), type) != 0
}
