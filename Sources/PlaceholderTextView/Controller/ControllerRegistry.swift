import CPlaceholderGtk3

/// The controllers not stored on their views (dormant, or detached while
/// dormant), by the address of the view, so that all faces attached to one
/// view share one controller before a placeholder is set. An active
/// controller is found on its view and leaves the registry.
///
/// Entries hold their controllers weakly (the faces own them), and an entry
/// goes when its view is finalized (a GObject weak reference), when its
/// controller activates, or when its controller goes, so an address reused
/// by a new view never finds an old view's controller.
@MainActor
enum ControllerRegistry {
    private final class Entry {
        weak var controller: PlaceholderController?
        init(_ controller: PlaceholderController) { self.controller = controller }
    }

    private static var entries: [UInt: Entry] = [:]

    /// The controller registered for `view`, if it is alive.
    static func controller(of view: UnsafeMutablePointer<GtkTextView>) -> PlaceholderController? {
        entries[UInt(bitPattern: view)]?.controller
    }

    /// Registers `controller` as `view`'s, until either goes.
    static func register(_ controller: PlaceholderController, for view: UnsafeMutablePointer<GtkTextView>) {
        entries[UInt(bitPattern: view)] = Entry(controller)
        g_object_weak_ref(
            UnsafeMutableRawPointer(view).assumingMemoryBound(to: GObject.self), viewFinalized, nil)
    }

    /// Drops `view`'s entry as its controller moves onto the view.
    static func unregister(_ view: UnsafeMutablePointer<GtkTextView>) {
        guard entries.removeValue(forKey: UInt(bitPattern: view)) != nil else { return }
        g_object_weak_unref(
            UnsafeMutableRawPointer(view).assumingMemoryBound(to: GObject.self), viewFinalized, nil)
    }

    /// Called as `view`'s controller goes: drops its entry, unless the view
    /// was finalized already (and the address may be another view's).
    static func forget(_ view: UnsafeMutablePointer<GtkTextView>) {
        let address = UInt(bitPattern: view)
        guard let entry = entries[address], entry.controller == nil else { return }
        entries[address] = nil
        g_object_weak_unref(
            UnsafeMutableRawPointer(view).assumingMemoryBound(to: GObject.self), viewFinalized, nil)
    }

    fileprivate static func forgetFinalized(at address: UInt) {
        entries[address] = nil
    }
}

/// GLib calls this as a registered view is finalized, on the thread
/// running GTK (the main actor's).
private let viewFinalized: GWeakNotify = { _, object in
    let address = UInt(bitPattern: object)
    MainActor.assumeIsolated { ControllerRegistry.forgetFinalized(at: address) }
}
