import CPlaceholderGObject

// GTK's thread and the library's code on it: GtkThreadIsolation.swift
// (PlaceholderCore) says how Swift is told.

/// The thread that runs GTK, as the library can tell it: GTK iterates the
/// default main context on its thread, so while a thread holds that context
/// (runs a main loop or an iteration, or dispatches a callback) no other
/// thread is GTK's. Outside that (an app building its window before its
/// loop runs) every call is taken as GTK's thread's.
package enum GtkThread {
    /// Whether the calling thread may be GTK's. When another thread holds
    /// the default main context, logs a critical naming `function`, in the
    /// manner of `g_return_if_fail`, so that the caller returns without
    /// doing anything.
    nonisolated package static func isCurrent(_ function: String) -> Bool {
        let context = g_main_context_default()
        if g_main_context_is_owner(context) != 0 { return true }
        if g_main_context_acquire(context) != 0 {
            g_main_context_release(context)
            return true
        }
        ptv_return_if_fail_warning(function, "called on the thread that runs GTK")
        return false
    }
}

/// GTK's thread as the library first met it: the thread that made the first
/// controller or `PtvPlaceholder` (GTK's, by the API's contract, which the C
/// functions check). Written once and read with GLib's atomics only.
nonisolated(unsafe) private var claimedGtkThread: gpointer?

extension GtkThread {
    /// Records the calling thread as GTK's, the first time, if it may be
    /// GTK's (`isCurrent`'s rule, without its critical: a face made on a
    /// worker thread while GTK's runs its loop claims nothing); GTK's
    /// thread never changes.
    nonisolated package static func claim() {
        let context = g_main_context_default()
        if g_main_context_is_owner(context) == 0 {
            guard g_main_context_acquire(context) != 0 else { return }
            g_main_context_release(context)
        }
        _ = g_atomic_pointer_compare_and_exchange(&claimedGtkThread, nil, UnsafeMutableRawPointer(g_thread_self()))
    }

    /// Whether the calling thread is GTK's (true before any thread was
    /// claimed: nothing of GTK's is held yet).
    nonisolated package static var isGtksThread: Bool {
        guard let claimed = g_atomic_pointer_get(&claimedGtkThread) else { return true }
        return claimed == UnsafeMutableRawPointer(g_thread_self())
    }

    /// Runs `release`, which lets GTK objects go, on GTK's thread: at once
    /// when called there; from any other thread (a Swift app's last
    /// reference dropped by a task or a queue, a Python thread's garbage
    /// collection) from an idle callback of the default main context, which
    /// GTK's thread iterates. Never on the calling thread otherwise, even
    /// while GTK's thread is outside its loop. If the loop never runs
    /// again, the release never runs: what it held stays allocated.
    nonisolated package static func release(_ release: sending @escaping () -> Void) {
        if isGtksThread { return release() }
        let pending = Unmanaged.passRetained(PendingRelease(release)).toOpaque()
        // The destroy notify drops the closure, and what it captured, on
        // GTK's thread too: the context's dispatch calls it there.
        _ = g_idle_add_full(
            G_PRIORITY_DEFAULT, { data in
                guard let data else { return 0 }
                Unmanaged<PendingRelease>.fromOpaque(data).takeUnretainedValue().run()
                return 0  // G_SOURCE_REMOVE
            }, pending, { data in
                guard let data else { return }
                Unmanaged<PendingRelease>.fromOpaque(data).release()
            })
    }
}

extension GtkThread {
    /// Drops a reference to the GObject at `address` on GTK's thread
    /// (`release`); an address, which any thread may hand over.
    nonisolated package static func unref(objectAt address: UInt) {
        release { g_object_unref(UnsafeMutableRawPointer(bitPattern: address)) }
    }
}

/// A release handed to GTK's thread.
nonisolated private final class PendingRelease {
    private let release: () -> Void

    init(_ release: @escaping () -> Void) {
        self.release = release
    }

    func run() {
        release()
    }
}
