import CPlaceholderGObject
import PlaceholderCore

/// The controllers not stored on their views (dormant, or detached while
/// dormant), by the address of the view, so that all faces attached to one
/// view share one controller before a placeholder is set, and so that a
/// face that comes after the view was destroyed gets an inert controller,
/// never a live one on a dead widget. An active controller is found on its
/// view (object data) and leaves the registry.
///
/// Entries do not retain their controllers (the faces own them): a
/// controller leaves its entry as it goes (`forget`). GLib runs
/// weak references and clears `GWeakRef`s when `gtk_widget_destroy`
/// disposes a view that something still holds, so the end of a view is
/// marked instead: a destroyed view gets object data (a dead widget has no
/// promise to keep) whose destroy notify, run when the view is finalized,
/// drops the view's entry, so an address reused by a new view never finds an
/// old view's controller. One registry per toolkit, for the process's life.
package final class ViewRegistry<Controller: AnyObject> {
    /// One view's entry.
    private final class Entry {
        unowned(unsafe) let controller: Controller
        init(_ controller: Controller) { self.controller = controller }
    }

    private var entries: [UInt: Entry] = [:]
    /// The object-data key of the destroyed mark.
    private let destroyedKey: String

    /// An empty registry; `name` keeps each toolkit's object-data key its own.
    package init(name: String) {
        destroyedKey = "placeholder-text-view-destroyed-" + name
    }

    /// The controller registered for `view`, if it is alive.
    package func controller(of view: gpointer) -> Controller? {
        entries[UInt(bitPattern: view)]?.controller
    }

    /// Registers `controller` as `view`'s, until either goes.
    package func register(_ controller: Controller, for view: gpointer) {
        entries[UInt(bitPattern: view)] = Entry(controller)
    }

    /// Drops `view`'s entry as its controller moves onto the view.
    package func unregister(_ view: gpointer) {
        entries[UInt(bitPattern: view)] = nil
    }

    /// Called as `controller`, registered for `view`, goes: drops its
    /// entry, unless the address is another view's by now (an entry of
    /// another controller).
    package func forget(_ view: gpointer, of controller: Controller) {
        let address = UInt(bitPattern: view)
        guard let entry = entries[address], entry.controller === controller else { return }
        entries[address] = nil
    }

    /// Marks `view` destroyed: its entry (if any) stays, for later faces to
    /// find the inert controller, until the view is finalized.
    package func markDestroyed(_ view: gpointer) {
        let object = view.assumingMemoryBound(to: GObject.self)
        guard g_object_get_data(object, destroyedKey) == nil else { return }
        // Dropped when the view is finalized, if the entry is still this
        // view's. The registry lives as long as the process: the mark holds
        // it strongly (a weak reference would give it a side table).
        let address = UInt(bitPattern: view)
        let entry = entries[address]
        let mark = DestroyedMark { [entry] in
            guard let entry, self.entries[address] === entry else { return }
            self.entries[address] = nil
        }
        g_object_set_data_full(object, destroyedKey, Unmanaged.passRetained(mark).toOpaque(), releaseMark)
    }

    /// Whether `view` was destroyed (and not finalized yet).
    package func isDestroyed(_ view: gpointer) -> Bool {
        g_object_get_data(view.assumingMemoryBound(to: GObject.self), destroyedKey) != nil
    }
}

/// The object data a destroyed view carries until it is finalized.
private final class DestroyedMark {
    /// What to do as the view is finalized.
    let finalized: () -> Void
    init(_ finalized: @escaping () -> Void) { self.finalized = finalized }
}

/// GLib calls this as a marked view is finalized, on GTK's thread
/// (`onGtkThread`).
private let releaseMark: GDestroyNotify = { data in
    guard let data else { return }
    let mark = Unmanaged<DestroyedMark>.fromOpaque(data).takeRetainedValue()
    onGtkThread { mark.finalized() }
}
