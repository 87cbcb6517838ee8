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
