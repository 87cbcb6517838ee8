import CPlaceholderGObject
import PlaceholderCore

/// Runs an action once, soon, from an idle callback: after the signal
/// emission or size allocation that asked for it (a size request made
/// while GTK allocates would be lost), before GTK's next frame. Asking
/// again before it ran does nothing more; `cancel()` (or dropping this
/// object) removes it.
package final class DeferredCall {
    private let action: () -> Void
    private let priority: Int32
    private var source: guint = 0

    /// A deferred `action`, run at GLib's `priority` (`G_PRIORITY_HIGH` by
    /// default: before GTK's layout). It may hold its owner through an
    /// `OwnerReference`: the call is dropped with its owner (the source is
    /// removed in `deinit`), and never runs after.
    package init(priority: Int32 = G_PRIORITY_HIGH, _ action: @escaping () -> Void) {
        self.priority = priority
        self.action = action
    }

    /// Runs the action soon, once.
    package func schedule() {
        guard source == 0 else { return }
        // Not retained: `deinit` removes the source, so it never runs
        // after this object is gone.
        source = g_idle_add_full(
            priority, { data in
                guard let data else { return 0 }
                let call = Unmanaged<DeferredCall>.fromOpaque(data).takeUnretainedValue()
                onGtkThread { call.run() }
                return 0  // G_SOURCE_REMOVE
            }, Unmanaged.passUnretained(self).toOpaque(), nil)
    }

    /// Drops a call not run yet.
    package func cancel() {
        guard source != 0 else { return }
        g_source_remove(source)
        source = 0
    }

    deinit { onGtkThread { cancel() } }

    private func run() {
        source = 0
        action()
    }
}
