import CPlaceholderGObject

/// Notices on which thread a GObject was finalized: object data whose
/// destroy notify, run where the last reference went, records that thread.
/// Nothing of Swift's crosses threads: a cell written and read with GLib's
/// atomics.
@MainActor
public final class FinalizationThreadProbe {
    private let cell: UnsafeMutablePointer<gpointer?>
    private static let key = "placeholder-test-finalization-thread"

    /// Starts watching `object` (any GObject); holds no reference to it.
    public init(_ object: gpointer) {
        cell = .allocate(capacity: 1)
        cell.initialize(to: nil)
        g_object_set_data_full(object.assumingMemoryBound(to: GObject.self), Self.key, cell) { data in
            g_atomic_pointer_set(data, UnsafeMutableRawPointer(g_thread_self()))
        }
    }

    /// The thread the object was finalized on; nil while it lives.
    public var thread: UnsafeMutableRawPointer? { g_atomic_pointer_get(cell) }

    /// The calling thread, as `thread` names threads.
    public static var currentThread: UnsafeMutableRawPointer { UnsafeMutableRawPointer(g_thread_self()) }

    // The cell stays allocated: the object, if it lives on, still points to it.
}

/// Lets go of `reference` on a new thread and waits for that thread to end;
/// meanwhile the calling thread, GTK's, is outside any main loop iteration.
public func releaseOnAnotherThread(_ reference: Unmanaged<AnyObject>) {
    let thread = g_thread_new("placeholder-test-release", { data in
        if let data { Unmanaged<AnyObject>.fromOpaque(data).release() }
        return nil
    }, reference.toOpaque())
    _ = g_thread_join(thread)
}
