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
        // A C handler with this call as its data, not retained: `deinit`
        // disconnects it. (No Swift closure to box for GLib: a waiting call
        // costs GLib's handler only.)
        connection = SignalConnection(
            connecting: "after-paint", of: clock, to: unsafeBitCast(afterPaint, to: GCallback.self),
            data: Unmanaged.passUnretained(self).toOpaque())
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

    /// Runs the action once. The action may drop this call: it is retained
    /// until `run` returns.
    fileprivate func run() {
        withExtendedLifetime(self) {
            cancel()
            action()
        }
    }
}

/// The frame clock's `after-paint` (`void (*)(GdkFrameClock *, gpointer)`),
/// with the waiting call as its data; GTK emits it on its thread.
private let afterPaint: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
    guard let data else { return }
    let call = Unmanaged<AfterFrameCall>.fromOpaque(data).takeUnretainedValue()
    onGtkThread { call.run() }
}
