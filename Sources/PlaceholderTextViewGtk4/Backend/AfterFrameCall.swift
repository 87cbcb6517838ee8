import CPlaceholderGtk4
import PlaceholderCore
import PlaceholderGObject

/// Runs an action once, right after the frame being drawn (the frame
/// clock's `after-paint`): when every allocation of that frame is made and
/// the widget's nodes have been built, so that they can be looked at.
/// Asking again before it ran does nothing more; `cancel()` (or dropping
/// this object) disconnects it. The frame clock is referenced while the
/// call waits, so that a window destroyed meanwhile cannot free it under
/// the handler.
final class AfterFrameCall {
    private let action: () -> Void
    private var connection: SignalConnection?
    /// The frame clock the call waits on, referenced until it runs or is dropped.
    private var clock: UnsafeMutableRawPointer?

    /// A call of `action` after a frame. It may hold its owner through an
    /// `OwnerReference`: the call is dropped with its owner (`deinit`
    /// disconnects it), and never runs after.
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
        if connection != nil, self.clock == clock { return }
        cancel()
        g_object_ref(clock)
        self.clock = clock
        // Not retained: `deinit` disconnects the handler. The action may
        // drop this call, which the reference keeps until `run` returns.
        connection = SignalConnection.connect(clock, "after-paint") { [owner = OwnerReference(self)] in
            owner { $0.run() }
        }
        // Refused (never expected): wait on nothing, so the next request tries again.
        if connection?.id == 0 { cancel() }
    }

    /// Drops a call not run yet.
    func cancel() {
        connection?.disconnect()
        connection = nil
        if let clock {
            self.clock = nil
            g_object_unref(clock)
        }
    }

    deinit { onGtkThread { cancel() } }

    private func run() {
        cancel()
        action()
    }
}
