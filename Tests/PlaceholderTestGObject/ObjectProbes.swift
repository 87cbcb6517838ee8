import CPlaceholderGObject
import PlaceholderGObject

/// Notices when a GObject is finalized: object data whose destroy notify
/// runs only when the object's data list is cleared at finalization (a
/// widget's `destroy`, which only disposes it, leaves it alone).
@MainActor
public final class FinalizationProbe {
    /// Whether the object was finalized.
    public private(set) var finalized = false
    private static let key = "placeholder-test-finalization-probe"

    /// Starts watching `object` (any GObject); holds no reference to it.
    public init(_ object: gpointer) {
        let notify: GDestroyNotify = { data in
            guard let data else { return }
            let address = UInt(bitPattern: data)
            MainActor.assumeIsolated {
                let probe = Unmanaged<FinalizationProbe>.fromOpaque(UnsafeMutableRawPointer(bitPattern: address)!)
                    .takeRetainedValue()
                probe.finalized = true
            }
        }
        g_object_set_data_full(
            object.assumingMemoryBound(to: GObject.self), Self.key, Unmanaged.passRetained(self).toOpaque(), notify)
    }
}

/// How many unblocked handlers are connected to `signal` on `instance`
/// (only those whose closure's data is `data`, if given), counted by
/// finding and blocking them one by one, then unblocking them.
@MainActor
public func handlerCount(_ instance: gpointer, _ signal: String, data: gpointer? = nil) -> Int {
    let type = instance.assumingMemoryBound(to: GTypeInstance.self).pointee.g_class.pointee.g_type
    let id = g_signal_lookup(signal, type)
    var mask = GLibFlags.union(GLibFlags.matchID, GLibFlags.matchUnblocked)
    if data != nil { mask = GLibFlags.union(mask, GLibFlags.matchData) }
    var found: [gulong] = []
    while true {
        let handler = g_signal_handler_find(instance, mask, id, 0, nil, nil, data)
        if handler == 0 { break }
        g_signal_handler_block(instance, handler)
        found.append(handler)
    }
    for handler in found { g_signal_handler_unblock(instance, handler) }
    return found.count
}
