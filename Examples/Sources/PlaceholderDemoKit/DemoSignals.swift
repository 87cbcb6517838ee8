import CPlaceholderGObject
import PlaceholderGObject

/// Connects a Swift closure to a GObject signal of any signature whose
/// arguments the closure does not need (GLib releases the closure when the
/// handler goes: disconnect or finalize). Returns the handler's id.
@MainActor @discardableResult
public func onSignal(_ instance: gpointer, _ signal: String, _ action: @escaping @MainActor () -> Void) -> gulong {
    SignalConnection.connectIgnoringArguments(instance, signal, handler: action).id
}
