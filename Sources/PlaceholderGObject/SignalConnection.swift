import CPlaceholderGObject

/// A Swift closure connected to a GObject signal, and the means to
/// disconnect it.
///
/// The closure is boxed with `Unmanaged.passRetained`; GLib owns that
/// retain and gives it back through the `GClosureNotify` when the handler is
/// disconnected or its instance is finalized, so the box lives exactly as
/// long as the handler can still be called.
package struct SignalConnection {
    /// The object the handler is connected to (not retained).
    package let instance: gpointer
    /// GLib's handler id.
    package let id: gulong

    /// The handler `id` on `instance`, connected by other means (a C
    /// handler of a shape the connectors here do not make).
    package init(instance: gpointer, id: gulong) {
        self.instance = instance
        self.id = id
    }

    /// Disconnects the handler if it is still connected.
    @MainActor
    package func disconnect() {
        if g_signal_handler_is_connected(instance, id) != 0 {
            g_signal_handler_disconnect(instance, id)
        }
    }
}

/// What a handler receives: the signal's first argument after the instance
/// (a `cairo_t *`, a `GParamSpec *`, a string...), or nil for signals
/// without one.
package typealias SignalHandler = @MainActor (_ argument: gpointer?) -> Void

/// The heap box GLib holds on to as the handler's user data.
@MainActor
private final class SignalBox {
    let handler: SignalHandler
    init(_ handler: @escaping SignalHandler) { self.handler = handler }
}

/// The shapes of C signal handlers this project connects.
package enum SignalShape {
    /// `void (*)(gpointer instance, gpointer user_data)`
    case noArgument
    /// `void (*)(gpointer instance, gpointer argument, gpointer user_data)`
    case pointerArgument
    /// `gboolean (*)(gpointer instance, gpointer argument, gpointer user_data)`,
    /// always returning FALSE so other handlers and the default one still run.
    case pointerArgumentReturningFalse
}

private let releaseBox: GClosureNotify = { data, _ in
    guard let data else { return }
    Unmanaged<SignalBox>.fromOpaque(data).release()
}

/// Re-enters Swift from a C signal emission. GTK emits signals on the
/// thread that runs its main loop, which for this project is the main actor.
private func invoke(_ data: gpointer?, _ argument: gpointer?) {
    guard let data else { return }
    // Pointers are not Sendable; carry them across as addresses.
    let boxAddress = UInt(bitPattern: data)
    let argumentAddress = UInt(bitPattern: argument)
    MainActor.assumeIsolated {
        guard let pointer = UnsafeMutableRawPointer(bitPattern: boxAddress) else { return }
        let box = Unmanaged<SignalBox>.fromOpaque(pointer).takeUnretainedValue()
        box.handler(UnsafeMutableRawPointer(bitPattern: argumentAddress))
    }
}

private let noArgumentThunk: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
    invoke(data, nil)
}

private let pointerArgumentThunk: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = {
    _, argument, data in
    invoke(data, argument)
}

private let falseReturningThunk: @convention(c) (gpointer?, gpointer?, gpointer?) -> gboolean = {
    _, argument, data in
    invoke(data, argument)
    return 0
}

extension SignalConnection {
    /// Connects `handler` to `signal` on `instance`; with `after`, it runs
    /// after the class's default handler.
    @MainActor
    package static func connect(
        _ instance: gpointer,
        _ signal: String,
        shape: SignalShape,
        after: Bool = false,
        handler: @escaping SignalHandler
    ) -> SignalConnection {
        let callback: GCallback
        switch shape {
        case .noArgument: callback = unsafeBitCast(noArgumentThunk, to: GCallback.self)
        case .pointerArgument: callback = unsafeBitCast(pointerArgumentThunk, to: GCallback.self)
        case .pointerArgumentReturningFalse:
            callback = unsafeBitCast(falseReturningThunk, to: GCallback.self)
        }
        let box = Unmanaged.passRetained(SignalBox(handler)).toOpaque()
        let id = g_signal_connect_data(
            instance, signal, callback, box, releaseBox,
            after ? GLibFlags.connectAfter : GLibFlags.connectDefault)
        if id == 0 {
            // GLib refused (unknown signal) and did not take the box.
            Unmanaged<SignalBox>.fromOpaque(box).release()
        }
        return SignalConnection(instance: instance, id: id)
    }
}
