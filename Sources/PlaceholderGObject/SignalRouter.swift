import CPlaceholderGObject
import PlaceholderCore

/// One handler for many connections: every signal connected through a
/// router reaches its Swift handler, told apart by the id of the signal
/// being emitted. The connections share one `GClosure` as well (GLib counts
/// its references, one a connection), with a marshaller that reads the
/// signal and its first argument from GLib's values whatever the signal's
/// shape: an object with many handlers pays for one closure, not one per
/// handler, which would be most of what a handler costs.
package final class SignalRouter {
    /// Receives the emitted signal's id and its first argument (nil for
    /// signals without one, or whose argument is not a pointer).
    package typealias Handler = (_ signal: guint, _ argument: gpointer?) -> Void
    /// The same, handed the router's receiver first (nil without one).
    package typealias ReceiverHandler = (_ receiver: UnsafeMutableRawPointer?, _ signal: guint, _ argument: gpointer?) -> Void

    fileprivate let handler: ReceiverHandler
    /// What `handler` is handed first: the router's owner, not retained.
    fileprivate let receiver: UnsafeMutableRawPointer?
    /// The closure the router's connections share, while any holds it (not
    /// referenced here: the last connection to go finalizes it, and its
    /// finalize notifier clears this and gives back the closure's retain
    /// of the router).
    fileprivate var closure: UnsafeMutablePointer<GClosure>?

    /// A router calling `handler` for every emission it is connected to.
    package init(_ handler: @escaping Handler) {
        receiver = nil
        self.handler = { _, signal, argument in handler(signal, argument) }
    }

    /// A router calling `handler` with `receiver` for every emission it is
    /// connected to. `receiver` is the object that owns the router (so it
    /// outlives every emission), not retained; `handler` should capture
    /// nothing: a closure without captures is not allocated, where one
    /// capturing its owner costs an allocation per router.
    package init(receiver: UnsafeMutableRawPointer, _ handler: @escaping ReceiverHandler) {
        self.receiver = receiver
        self.handler = handler
    }

    /// Connects `signal` on `instance` to the router's handler; with
    /// `after`, it runs after the class's default handler. A handler of a
    /// signal that returns a gboolean returns FALSE.
    @discardableResult
    package func connect(_ instance: gpointer, _ signal: String, after: Bool = false) -> SignalConnection {
        let closure = referencedClosure()
        let id = g_signal_connect_closure(instance, signal, closure, after ? 1 : 0)
        // GLib holds its own reference for the connection (none if it
        // refused the signal: the closure may go now).
        g_closure_unref(closure)
        return SignalConnection(instance: instance, id: id)
    }

    /// Disconnects every handler routed here on `instance`, at once.
    package func disconnectAll(on instance: gpointer) {
        g_signal_handlers_disconnect_matched(
            instance, GLibFlags.matchData, 0, 0, nil, nil, Unmanaged.passUnretained(self).toOpaque())
    }

    /// The shared closure with one more reference for the caller, made if
    /// no connection holds one. The closure's data is the router, retained
    /// until the closure is finalized.
    private func referencedClosure() -> UnsafeMutablePointer<GClosure> {
        if let closure {
            g_closure_ref(closure)
            return closure
        }
        let router = Unmanaged.passRetained(self).toOpaque()
        let made = g_closure_new_simple(guint(MemoryLayout<GClosure>.size), router)!
        g_closure_set_marshal(made, routedMarshal)
        g_closure_add_finalize_notifier(made, router, closureFinalized)
        // Owned, not floating: GLib's connections then add references
        // of their own.
        g_closure_ref(made)
        g_closure_sink(made)
        closure = made
        return made
    }
}

/// The last connection let the closure go: the router no longer has one,
/// and the closure's retain of it is given back.
private let closureFinalized: GClosureNotify = { data, _ in
    guard let data else { return }
    let router = Unmanaged<SignalRouter>.fromOpaque(data)
    onGtkThread {
        router.takeUnretainedValue().closure = nil
        router.release()
    }
}

/// Calls the router with the emitted signal's id (from GLib's invocation
/// hint) and its first argument after the instance, if that fits a
/// pointer; GTK emits on the thread running its main loop (the main
/// actor's).
private let routedMarshal: GClosureMarshal = { closure, returnValue, count, values, hint, _ in
    guard let data = closure?.pointee.data, let hint else { return }
    let router = Unmanaged<SignalRouter>.fromOpaque(data).takeUnretainedValue()
    ptv_value_return_false(returnValue)
    let signal = hint.assumingMemoryBound(to: GSignalInvocationHint.self).pointee.signal_id
    var argument: gpointer?
    if count > 1, let values, g_value_fits_pointer(values + 1) != 0 { argument = g_value_peek_pointer(values + 1) }
    // Pointers are not Sendable; carry the argument across as an address.
    let argumentAddress = UInt(bitPattern: argument)
    onGtkThread { router.handler(router.receiver, signal, UnsafeMutableRawPointer(bitPattern: argumentAddress)) }
}
