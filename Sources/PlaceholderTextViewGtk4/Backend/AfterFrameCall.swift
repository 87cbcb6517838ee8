import CPlaceholderGtk4
import PlaceholderCore
import PlaceholderGObject

/// Runs an action once, right after the frame being drawn (the frame
/// clock's `after-paint`): when every allocation of that frame is made and
/// the widget's nodes have been built, so that they can be looked at.
/// Asking again before it ran does nothing more; `cancel()` (or dropping
/// this object) stops the wait. The calls waiting on one frame clock share
/// one handler (`ClockWaiters`): a waiting call costs an entry in a list,
/// not a GLib handler and closure of its own. The frame clock is referenced
/// while calls wait on it, so that a window destroyed meanwhile cannot free
/// it under the handler.
final class AfterFrameCall {
    private let action: () -> Void
    /// The frame clock the call waits on; nil while it does not wait.
    private var clock: UnsafeMutableRawPointer?

    /// A call of `action` after a frame. It may hold its owner through an
    /// `OwnerReference`: the call is dropped with its owner (`deinit` stops
    /// the wait), and never runs after.
    init(_ action: @escaping () -> Void) {
        self.action = action
    }

    /// Runs the action after the current (or next) frame of `widget`'s
    /// frame clock; nothing when the widget has none (not shown).
    func schedule(after widget: UnsafeMutablePointer<GtkWidget>) {
        guard let frameClock = gtk_widget_get_frame_clock(widget) else { return }
        let clock = UnsafeMutableRawPointer(frameClock)
        // Waiting on this clock already; a widget moved to another window
        // has another clock, and the old one may never paint again.
        if self.clock == clock { return }
        cancel()
        // Refused (never expected): wait on nothing, so the next request tries again.
        guard ClockWaiters.add(self, on: clock) else { return }
        self.clock = clock
    }

    /// Drops a call not run yet.
    func cancel() {
        guard let clock else { return }
        self.clock = nil
        ClockWaiters.remove(self, from: clock)
    }

    deinit { onGtkThread { cancel() } }

    /// Runs the action once (its clock's waiters have let it go). The
    /// action may drop this call, which the caller holds until it returns.
    fileprivate func run() {
        clock = nil
        action()
    }
}

/// The calls waiting on one frame clock, in the order they asked, and the
/// clock's one `after-paint` handler for them, connected (and the clock
/// referenced) while any waits.
private final class ClockWaiters {
    /// Each clock's waiters, while a call waits on it.
    private static var byClock: [UInt: ClockWaiters] = [:]

    private let clock: UnsafeMutableRawPointer
    /// The `after-paint` handler, while connected.
    private var connection: SignalConnection?
    /// The calls waiting, unretained: each leaves the list as it goes.
    private var calls: [Unmanaged<AfterFrameCall>] = []
    /// How many of the first `calls` the frame running now is to run:
    /// calls that ask during it wait for the next frame, as a GLib handler
    /// connected during an emission is not run by it.
    private var due = 0

    private init(clock: UnsafeMutableRawPointer) {
        self.clock = clock
    }

    /// Adds `call` to the calls waiting on `clock`; false if GLib refused
    /// the handler.
    static func add(_ call: AfterFrameCall, on clock: UnsafeMutableRawPointer) -> Bool {
        let key = UInt(bitPattern: clock)
        let waiters = byClock[key] ?? ClockWaiters(clock: clock)
        if waiters.connection == nil {
            // The handler's data is the waiters, not retained: the table
            // holds them until the handler is disconnected.
            let connection = SignalConnection(
                connecting: "after-paint", of: clock, to: unsafeBitCast(afterPaint, to: GCallback.self),
                data: Unmanaged.passUnretained(waiters).toOpaque())
            guard connection.id != 0 else { return false }
            waiters.connection = connection
            g_object_ref(clock)
            byClock[key] = waiters
        }
        waiters.calls.append(.passUnretained(call))
        return true
    }

    /// Takes `call` out of the calls waiting on `clock`.
    static func remove(_ call: AfterFrameCall, from clock: UnsafeMutableRawPointer) {
        guard let waiters = byClock[UInt(bitPattern: clock)],
            let index = waiters.calls.firstIndex(where: { $0.toOpaque() == Unmanaged.passUnretained(call).toOpaque() })
        else { return }
        waiters.calls.remove(at: index)
        if index < waiters.due { waiters.due -= 1 }
        waiters.endIfIdle()
    }

    /// Disconnects and lets the clock go once no call waits (once: a call
    /// dropped while the frame's calls run may end the wait first).
    private func endIfIdle() {
        guard calls.isEmpty, due == 0, let connection else { return }
        self.connection = nil
        Self.byClock[UInt(bitPattern: clock)] = nil
        connection.disconnect()
        g_object_unref(clock)
    }

    /// Runs the calls that waited when the frame ended, in order; each
    /// leaves the list first, and may drop or add others.
    fileprivate func run() {
        withExtendedLifetime(self) {
            due = calls.count
            while due > 0 {
                let call = calls.removeFirst().takeUnretainedValue()
                due -= 1
                call.run()
            }
            endIfIdle()
        }
    }
}

/// The frame clock's `after-paint` (`void (*)(GdkFrameClock *, gpointer)`),
/// with the clock's waiters as its data; GTK emits it on its thread.
private let afterPaint: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
    guard let data else { return }
    let waiters = Unmanaged<ClockWaiters>.fromOpaque(data).takeUnretainedValue()
    onGtkThread { waiters.run() }
}
