import CPlaceholderGObject
import PlaceholderCore

/// The `PtvPlaceholder` GObject type: a plain `GObject` subclass (not a
/// widget) whose properties attach a placeholder to a `GtkTextView`, so that
/// GtkBuilder files, `g_object_set` and property bindings can use it.
/// Registered once per process, for one toolkit.
package enum PlaceholderObjectType {
    /// The type's name, as GtkBuilder files write it.
    nonisolated package static let name = "PtvPlaceholder"

    private static var type: GType = 0
    /// The toolkit the type was registered for.
    private(set) static var toolkit: (any PlaceholderToolkit)?
    fileprivate static var specs: [PlaceholderObjectProperty: UnsafeMutablePointer<GParamSpec>] = [:]
    /// The id of the `activate` signal: the Return behaviour took a Return.
    private(set) static var activateSignal: guint = 0

    /// Registers the type for `toolkit` the first time; returns its GType.
    package static func register<Toolkit: PlaceholderToolkit>(for toolkit: Toolkit.Type) -> GType {
        if type != 0 { return type }
        Self.toolkit = Toolkit()
        var info = GTypeInfo()
        info.class_size = guint16(MemoryLayout<GObjectClass>.size)
        info.class_init = classInit
        info.instance_size = guint16(MemoryLayout<GObject>.size + MemoryLayout<UnsafeMutableRawPointer>.size)
        info.instance_init = instanceInit
        type = g_type_register_static(g_object_get_type(), name, &info, GLibFlags.typeFinal)
        return type
    }

    /// The specification of `property`, once the class is initialised.
    static func spec(of property: PlaceholderObjectProperty) -> UnsafeMutablePointer<GParamSpec>? {
        specs[property]
    }

    fileprivate static func initializeClass(_ objectClass: UnsafeMutablePointer<GObjectClass>) {
        parentFinalize = UnsafeMutableRawPointer(g_type_class_peek_parent(objectClass))?
            .assumingMemoryBound(to: GObjectClass.self).pointee.finalize
        objectClass.pointee.set_property = setProperty
        objectClass.pointee.get_property = getProperty
        objectClass.pointee.finalize = finalize
        let textViewType = toolkit?.textViewType ?? g_object_get_type()
        let entryHides = toolkit?.entryHidesPlaceholderWhileFocused ?? false
        for property in PlaceholderObjectProperty.allCases {
            let spec = property.makeSpec(textViewType: textViewType, entryHidesWhileFocused: entryHides)
            specs[property] = spec
            g_object_class_install_property(objectClass, property.rawValue, spec)
        }
        activateSignal = ptv_signal_new_plain("activate", objectClass.pointee.g_type_class.g_type)
    }

    /// The Swift state stored in `object`'s instance, after its `GObject` part.
    nonisolated fileprivate static func stateSlot(of object: UnsafeMutableRawPointer) -> UnsafeMutablePointer<UnsafeMutableRawPointer?> {
        (object + MemoryLayout<GObject>.size).assumingMemoryBound(to: UnsafeMutableRawPointer?.self)
    }

    /// The Swift state of a `PtvPlaceholder` instance (isolated to GTK's
    /// thread, so Sendable: GLib's callbacks take it before `onGtkThread`).
    nonisolated static func state(of object: UnsafeMutableRawPointer) -> PlaceholderObject? {
        stateSlot(of: object).pointee.map { Unmanaged<PlaceholderObject>.fromOpaque($0).takeUnretainedValue() }
    }
}

/// The parent class's finalize, which an instance's finalize chains to:
/// written once, in `class_init`, before any instance exists.
nonisolated(unsafe) private var parentFinalize: (@convention(c) (UnsafeMutablePointer<GObject>?) -> Void)?

// GLib calls these on GTK's thread (`onGtkThread`); pointers cross into the
// isolated code as addresses.

private let classInit: GClassInitFunc = { objectClass, _ in
    guard let objectClass else { return }
    let address = UInt(bitPattern: objectClass)
    onGtkThread {
        PlaceholderObjectType.initializeClass(UnsafeMutablePointer(bitPattern: address)!)
    }
}

private let instanceInit: GInstanceInitFunc = { instance, _ in
    guard let instance else { return }
    let address = UInt(bitPattern: instance)
    onGtkThread {
        let object = UnsafeMutableRawPointer(bitPattern: address)!
        guard let toolkit = PlaceholderObjectType.toolkit else { return }
        GtkThread.claim()
        let state = PlaceholderObject(instance: object.assumingMemoryBound(to: GObject.self), toolkit: toolkit)
        PlaceholderObjectType.stateSlot(of: object).pointee = Unmanaged.passRetained(state).toOpaque()
    }
}

// The last reference may go on any thread (a Python thread's garbage
// collection): the state leaves the view's observers on GTK's thread, and
// meanwhile tells nothing (its instance is gone).
private let finalize: @convention(c) (UnsafeMutablePointer<GObject>?) -> Void = { object in
    guard let object else { return }
    let slot = PlaceholderObjectType.stateSlot(of: object)
    if let pointer = slot.pointee {
        slot.pointee = nil
        let state = Unmanaged<PlaceholderObject>.fromOpaque(pointer)
        GtkThread.release { onGtkThread { state.takeRetainedValue().finalize() } }
    }
    parentFinalize?(object)
}

private let setProperty: @convention(c) (
    UnsafeMutablePointer<GObject>?, guint, UnsafePointer<GValue>?, UnsafeMutablePointer<GParamSpec>?
) -> Void = { object, id, value, _ in
    withState(of: object, id, value) { $0.set($1, from: UnsafePointer(bitPattern: $2)!) }
}

private let getProperty: @convention(c) (
    UnsafeMutablePointer<GObject>?, guint, UnsafeMutablePointer<GValue>?, UnsafeMutablePointer<GParamSpec>?
) -> Void = { object, id, value, _ in
    withState(of: object, id, value) { $0.get($1, into: UnsafeMutablePointer(bitPattern: $2)!) }
}

/// Calls `body` on GTK's thread with `object`'s state, the property `id`
/// names and the address of `value` (pointers cross as addresses).
private func withState(
    of object: UnsafeMutablePointer<GObject>?, _ id: guint, _ value: UnsafeRawPointer?,
    _ body: (PlaceholderObject, PlaceholderObjectProperty, UInt) -> Void
) {
    guard let object, let value, let property = PlaceholderObjectProperty(rawValue: id),
        let state = PlaceholderObjectType.state(of: object)
    else { return }
    let address = UInt(bitPattern: value)
    onGtkThread { body(state, property, address) }
}
