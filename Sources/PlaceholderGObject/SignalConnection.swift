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

/// One handler for many connections: a single heap box that every
/// connection retains (GLib gives each retain back through the
/// `GClosureNotify`), told apart by the id of the signal being emitted. An
/// object with many handlers pays for one box, not one per handler.
@MainActor
package final class SignalRouter {
    /// Receives the emitted signal's id and its first argument (nil for
    /// signals without one).
    package typealias Handler = @MainActor (_ signal: guint, _ argument: gpointer?) -> Void

    fileprivate let handler: Handler

    /// A router calling `handler` for every emission it is connected to.
    package init(_ handler: @escaping Handler) {
        self.handler = handler
    }

    /// Connects `signal` on `instance` to the router's handler; with
    /// `after`, it runs after the class's default handler.
    package func connect(_ instance: gpointer, _ signal: String, shape: SignalShape, after: Bool = false) -> SignalConnection {
        let callback: GCallback
        switch shape {
        case .noArgument: callback = unsafeBitCast(routedNoArgument, to: GCallback.self)
        case .pointerArgument: callback = unsafeBitCast(routedPointerArgument, to: GCallback.self)
        case .pointerArgumentReturningFalse: callback = unsafeBitCast(routedReturningFalse, to: GCallback.self)
        }
        let data = Unmanaged.passRetained(self).toOpaque()
        let id = g_signal_connect_data(
            instance, signal, callback, data, releaseRouter,
            after ? GLibFlags.connectAfter : GLibFlags.connectDefault)
        if id == 0 { Unmanaged<SignalRouter>.fromOpaque(data).release() }
        return SignalConnection(instance: instance, id: id)
    }

    /// Disconnects every handler routed here on `instance`, at once.
    package func disconnectAll(on instance: gpointer) {
        g_signal_handlers_disconnect_matched(
            instance, GLibFlags.matchData, 0, 0, nil, nil, Unmanaged.passUnretained(self).toOpaque())
    }

    /// The id of `signal` as declared by `type`, for comparing with what the
    /// handler receives.
    package static func id(of signal: String, on type: GType) -> guint {
        g_signal_lookup(signal, type)
    }
}

private let releaseRouter: GClosureNotify = { data, _ in
    guard let data else { return }
    Unmanaged<SignalRouter>.fromOpaque(data).release()
}

/// Re-enters Swift from a routed emission, on the thread running GTK's
/// main loop (the main actor's).
private func route(_ instance: gpointer?, _ data: gpointer?, _ argument: gpointer?) {
    guard let instance, let data, let hint = g_signal_get_invocation_hint(instance) else { return }
    let signal = hint.pointee.signal_id
    let routerAddress = UInt(bitPattern: data)
    let argumentAddress = UInt(bitPattern: argument)
    MainActor.assumeIsolated {
        guard let pointer = UnsafeMutableRawPointer(bitPattern: routerAddress) else { return }
        let router = Unmanaged<SignalRouter>.fromOpaque(pointer).takeUnretainedValue()
        router.handler(signal, UnsafeMutableRawPointer(bitPattern: argumentAddress))
    }
}

private let routedNoArgument: @convention(c) (gpointer?, gpointer?) -> Void = { instance, data in
    route(instance, data, nil)
}

private let routedPointerArgument: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = {
    instance, argument, data in
    route(instance, data, argument)
}

private let routedReturningFalse: @convention(c) (gpointer?, gpointer?, gpointer?) -> gboolean = {
    instance, argument, data in
    route(instance, data, argument)
    return 0
}
