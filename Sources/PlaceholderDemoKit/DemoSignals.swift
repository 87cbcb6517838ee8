import CPlaceholderGObject
import PlaceholderDemoOptions
import PlaceholderGObject

/// Connects a Swift closure to a GObject signal of any signature whose
/// arguments the closure does not need (`DemoSignalAction` boxes it; GLib
/// releases the box when the handler goes: disconnect or finalize).
/// Returns the handler's id.
@MainActor @discardableResult
public func onSignal(_ instance: gpointer, _ signal: String, _ action: @escaping @MainActor () -> Void) -> gulong {
    let release: GClosureNotify = { data, _ in DemoSignalAction.release(data) }
    return g_signal_connect_data(
        instance, signal, unsafeBitCast(DemoSignalAction.callback, to: GCallback.self),
        DemoSignalAction.retain(action), release, GLibFlags.connectSwapped)
}
