import CPlaceholderGObject
import PlaceholderCore

/// A handler connected to a GObject signal (a Swift closure, or a C
/// callback with data of its own), and the means to disconnect it.
///
/// A Swift closure is boxed with `Unmanaged.passRetained`; GLib owns that
/// retain and gives it back through the `GClosureNotify` when the handler is
/// disconnected or its instance is finalized, so the box lives exactly as
/// long as the handler can still be called.
public struct SignalConnection {
    /// The object the handler is connected to (not retained).
    public let instance: gpointer
    /// GLib's handler id.
    public let id: gulong

    /// The handler `id` on `instance`, connected by other means (a
    /// router's closure).
    public init(instance: gpointer, id: gulong) {
        self.instance = instance
        self.id = id
    }

    /// Connects the C `callback` to `signal` on `instance` with `data` as
    /// its user data (which GLib does not own); with `after`, it runs after
    /// the class's default handler. For a handler of a signal's own shape.
    public init(connecting signal: String, of instance: gpointer, to callback: GCallback, data: gpointer?, after: Bool = false) {
        let flags = after ? GLibFlags.connectAfter : GLibFlags.connectDefault
        self.init(instance: instance, id: g_signal_connect_data(instance, signal, callback, data, nil, flags))
    }

    /// Disconnects the handler if it is still connected.
    public func disconnect() {
        if g_signal_handler_is_connected(instance, id) != 0 {
            g_signal_handler_disconnect(instance, id)
        }
    }
}

/// A handler of a signal whose arguments it does not need (the signals
/// with arguments go through a `SignalRouter`).
public typealias SignalHandler = () -> Void

/// The heap box GLib holds on to as the handler's user data.
private final class SignalBox {
    let handler: SignalHandler
    init(_ handler: @escaping SignalHandler) { self.handler = handler }
}

private let releaseBox: GClosureNotify = { data, _ in
    guard let data else { return }
    Unmanaged<SignalBox>.fromOpaque(data).release()
}

/// Runs the handler boxed at `data`. GTK emits signals on its thread
/// (`onGtkThread`).
private func runBox(_ data: gpointer?) {
    guard let data else { return }
    let box = Unmanaged<SignalBox>.fromOpaque(data).takeUnretainedValue()
    onGtkThread { box.handler() }
}

/// Re-enters Swift from a C signal emission, `void (*)(gpointer instance,
/// gpointer user_data)`: the shape of a handler of a signal without
/// arguments (GLib passes the user data after the signal's arguments).
private let invokeBox: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in runBox(data) }

/// Re-enters Swift from a handler connected swapped (the user data first,
/// whatever arguments follow, which the callee never reads), returning
/// FALSE so that an event signal goes on to other handlers.
private let invokeSwappedBox: @convention(c) (gpointer?) -> gboolean = { data in
    runBox(data)
    return 0
}

extension SignalConnection {
    /// Connects `handler` to `signal` on `instance`; with `after`, it runs
    /// after the class's default handler. A signal that takes arguments
    /// (they go through a `SignalRouter`) or that the instance does not
    /// have is refused with a critical: nothing is connected (id 0).
    public static func connect(
        _ instance: gpointer,
        _ signal: String,
        after: Bool = false,
        handler: @escaping SignalHandler
    ) -> SignalConnection {
        guard ptv_signal_has_no_arguments(instance, signal) != 0 else {
            ptv_return_if_fail_warning("SignalConnection.connect", "signal \"\(signal)\" exists without arguments")
            return SignalConnection(instance: instance, id: 0)
        }
        return connect(
            instance, signal, handler, unsafeBitCast(invokeBox, to: GCallback.self),
            after ? GLibFlags.connectAfter : GLibFlags.connectDefault)
    }

    /// Connects `handler` to `signal` on `instance`, whatever arguments the
    /// signal has: the handler does not see them, and an event signal goes
    /// on to other handlers. For the demos' controls and application.
    public static func connectIgnoringArguments(
        _ instance: gpointer, _ signal: String, handler: @escaping SignalHandler
    ) -> SignalConnection {
        connect(instance, signal, handler, unsafeBitCast(invokeSwappedBox, to: GCallback.self), GLibFlags.connectSwapped)
    }

    /// Connects `invoke` with `handler` boxed as its data, which GLib owns.
    private static func connect(
        _ instance: gpointer, _ signal: String, _ handler: @escaping SignalHandler, _ invoke: GCallback,
        _ flags: GConnectFlags
    ) -> SignalConnection {
        let box = Unmanaged.passRetained(SignalBox(handler)).toOpaque()
        let id = g_signal_connect_data(instance, signal, invoke, box, releaseBox, flags)
        if id == 0 {
            // GLib refused (unknown signal) and did not take the box.
            Unmanaged<SignalBox>.fromOpaque(box).release()
        }
        return SignalConnection(instance: instance, id: id)
    }
}
