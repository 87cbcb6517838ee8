import CPlaceholderGObject
import PlaceholderGObject

/// Counts emissions of one signal on one object, as an app's own handler
/// would see them. Disconnects itself when dropped.
@MainActor
public final class SignalCounter {
    /// How many times the signal was emitted since creation or `reset()`.
    public private(set) var count = 0
    /// Run at each emission after counting it, as an app's handler would.
    public var onEmission: (@MainActor () -> Void)?
    private let instance: gpointer
    private var id: gulong = 0

    /// Connects to `signal` on `instance` (any GObject).
    public init(_ instance: gpointer, _ signal: String) {
        self.instance = instance
        g_object_ref(instance)
        // Connected swapped, so the user data comes first whatever the
        // signal's arguments; returns FALSE so boolean signals go on.
        let callback: @convention(c) (gpointer?) -> gboolean = { data in
            guard let data else { return 0 }
            let address = UInt(bitPattern: data)
            MainActor.assumeIsolated {
                let counter = Unmanaged<SignalCounter>.fromOpaque(UnsafeMutableRawPointer(bitPattern: address)!)
                    .takeUnretainedValue()
                counter.count += 1
                counter.onEmission?()
            }
            return 0
        }
        id = g_signal_connect_data(
            instance, signal, unsafeBitCast(callback, to: GCallback.self),
            Unmanaged.passUnretained(self).toOpaque(), nil, GLibFlags.connectSwapped)
    }

    /// Starts counting from zero again.
    public func reset() { count = 0 }

    isolated deinit {
        if g_signal_handler_is_connected(instance, id) != 0 { g_signal_handler_disconnect(instance, id) }
        g_object_unref(instance)
    }
}

/// Whether any handler is connected to `signal` on `instance`.
@MainActor
public func hasHandlers(_ instance: gpointer, _ signal: String) -> Bool {
    let type = instance.assumingMemoryBound(to: GTypeInstance.self).pointee.g_class.pointee.g_type  // G_TYPE_FROM_INSTANCE
    return g_signal_has_handler_pending(instance, g_signal_lookup(signal, type), 0, 1) != 0
}
