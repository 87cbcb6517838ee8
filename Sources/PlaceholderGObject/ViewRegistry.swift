import CPlaceholderGObject

/// The controllers not stored on their views (dormant, or detached while
/// dormant), by the address of the view, so that all faces attached to one
/// view share one controller before a placeholder is set. An active
/// controller is found on its view (object data) and leaves the registry.
///
/// Entries hold their controllers weakly (the faces own them), and an entry
/// goes when its view is finalized (a GObject weak reference), when its
/// controller activates, or when its controller goes, so an address reused
/// by a new view never finds an old view's controller. One registry per
/// toolkit, living as long as the process.
@MainActor
package final class ViewRegistry<Controller: AnyObject>: FinalizedViewForgetting {
    private final class Entry {
        weak var controller: Controller?
        init(_ controller: Controller) { self.controller = controller }
    }

    private var entries: [UInt: Entry] = [:]

    /// An empty registry.
    package init() {}

    /// The controller registered for `view`, if it is alive.
    package func controller(of view: gpointer) -> Controller? {
        entries[UInt(bitPattern: view)]?.controller
    }

    /// Registers `controller` as `view`'s, until either goes.
    package func register(_ controller: Controller, for view: gpointer) {
        entries[UInt(bitPattern: view)] = Entry(controller)
        g_object_weak_ref(view.assumingMemoryBound(to: GObject.self), viewFinalized, token)
    }

    /// Drops `view`'s entry as its controller moves onto the view.
    package func unregister(_ view: gpointer) {
        guard entries.removeValue(forKey: UInt(bitPattern: view)) != nil else { return }
        g_object_weak_unref(view.assumingMemoryBound(to: GObject.self), viewFinalized, token)
    }

    /// Called as `view`'s controller goes: drops its entry, unless the view
    /// was finalized already (and the address may be another view's).
    package func forget(_ view: gpointer) {
        guard let entry = entries[UInt(bitPattern: view)], entry.controller == nil else { return }
        unregister(view)
    }

    func forgetFinalized(at address: UInt) {
        entries[address] = nil
    }

    /// What the weak-reference callback receives: this registry, unretained.
    private var token: gpointer { Unmanaged.passUnretained(self as AnyObject).toOpaque() }
}

/// What the weak-reference callback calls, whatever the controller type.
@MainActor
protocol FinalizedViewForgetting: AnyObject {
    /// Drops the entry of the view that was at `address`.
    func forgetFinalized(at address: UInt)
}

/// GLib calls this as a registered view is finalized, on the thread running
/// GTK (the main actor's).
private let viewFinalized: GWeakNotify = { data, object in
    guard let data else { return }
    let registry = UInt(bitPattern: data), address = UInt(bitPattern: object)
    MainActor.assumeIsolated {
        let target = Unmanaged<AnyObject>.fromOpaque(UnsafeMutableRawPointer(bitPattern: registry)!).takeUnretainedValue()
        (target as? FinalizedViewForgetting)?.forgetFinalized(at: address)
    }
}
