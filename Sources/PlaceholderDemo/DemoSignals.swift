import CPlaceholderGtk3

/// Connects a Swift closure to a GObject signal of any signature whose
/// arguments the closure does not need. The closure is boxed with a retain
/// that GLib gives back through the closure's destroy notify when the
/// handler goes (disconnect or finalize).
@MainActor
func onSignal(_ instance: UnsafeMutableRawPointer, _ signal: String, _ action: @escaping @MainActor () -> Void) {
    final class Box {
        let action: @MainActor () -> Void
        init(_ action: @escaping @MainActor () -> Void) { self.action = action }
    }
    // Connected swapped: the box comes first whatever the signal passes.
    // Returns FALSE, so event signals propagate.
    let callback: @convention(c) (gpointer?) -> gboolean = { data in
        guard let data else { return 0 }
        let address = UInt(bitPattern: data)
        MainActor.assumeIsolated {
            Unmanaged<Box>.fromOpaque(UnsafeMutableRawPointer(bitPattern: address)!).takeUnretainedValue().action()
        }
        return 0
    }
    let release: GClosureNotify = { data, _ in
        if let data { Unmanaged<Box>.fromOpaque(data).release() }
    }
    g_signal_connect_data(
        instance, signal, unsafeBitCast(callback, to: GCallback.self),
        Unmanaged.passRetained(Box(action)).toOpaque(), release, G_CONNECT_SWAPPED)
}
