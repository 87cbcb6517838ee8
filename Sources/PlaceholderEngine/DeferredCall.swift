import CPlaceholderGObject

/// Runs an action once, soon, from an idle callback: after the signal
/// emission or size allocation that asked for it (a size request made
/// while GTK allocates would be lost), before GTK's next frame. Asking
/// again before it ran does nothing more; `cancel()` (or dropping this
/// object) removes it.
@MainActor
package final class DeferredCall {
    private let action: @MainActor () -> Void
    private let priority: Int32
    private var source: guint = 0

    /// A deferred `action`, run at GLib's `priority` (`G_PRIORITY_HIGH` by
    /// default: before GTK's layout); it may hold its owner unowned: it
    /// is dropped with its owner, and never runs after.
    package init(priority: Int32 = G_PRIORITY_HIGH, _ action: @escaping @MainActor () -> Void) {
        self.priority = priority
        self.action = action
    }

    /// Runs the action soon, once.
    package func schedule() {
        guard source == 0 else { return }
        let box = Unmanaged.passRetained(IdleBox(self)).toOpaque()
        source = g_idle_add_full(
            priority, { data in
                guard let data else { return 0 }
                let box = Unmanaged<IdleBox>.fromOpaque(data).takeUnretainedValue()
                MainActor.assumeIsolated { box.owner?.run() }
                return 0  // G_SOURCE_REMOVE
            }, box, { data in
                guard let data else { return }
                Unmanaged<IdleBox>.fromOpaque(data).release()
            })
    }

    /// Drops a call not run yet.
    package func cancel() {
        guard source != 0 else { return }
        g_source_remove(source)
        source = 0
    }

    isolated deinit { cancel() }

    private func run() {
        source = 0
        action()
    }
}

/// The idle callback's weak hold on its owner.
@MainActor
private final class IdleBox {
    weak var owner: DeferredCall?
    init(_ owner: DeferredCall) { self.owner = owner }
}
