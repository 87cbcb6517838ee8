import CPlaceholderGtk3
import PlaceholderDemoOptions
import PlaceholderGObject

/// Connects a Swift closure to a GObject signal of any signature whose
/// arguments the closure does not need. The closure is boxed with a retain
/// that GLib gives back through the closure's destroy notify when the
/// handler goes (disconnect or finalize).
@MainActor
func onSignal(_ instance: UnsafeMutableRawPointer, _ signal: String, _ action: @escaping @MainActor () -> Void) {
    let release: GClosureNotify = { data, _ in DemoSignalAction.release(data) }
    g_signal_connect_data(
        instance, signal, unsafeBitCast(DemoSignalAction.callback, to: GCallback.self),
        DemoSignalAction.retain(action), release, GLibFlags.connectSwapped)
}
