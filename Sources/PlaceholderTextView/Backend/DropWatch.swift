import CPlaceholderGtk3
import PlaceholderCore
import PlaceholderEngine
import PlaceholderGObject

/// Follows what GTK 3 drops onto a view: `drag-data-received`, whose
/// default handler inserts the dropped text, is watched before and after
/// it, so that a limit knows the insertion is the user's even though the
/// view does not have the keyboard focus (the drag started elsewhere).
final class DropWatch {
    /// The drop being inserted now.
    private(set) var underWay = DropUnderWay.none
    private var connections: [SignalConnection] = []
    /// Ends the drop once the main loop runs again, should a handler of the
    /// app's have stopped the emission before the after-handler.
    private lazy var ending = DeferredCall { [owner = OwnerReference(self)] in owner.object.underWay = .none }

    /// Starts watching `view`.
    init(view: UnsafeMutablePointer<GtkTextView>) {
        let data = Unmanaged.passUnretained(self).toOpaque()
        let handlers: [(DropHandler, Bool)] = [(dropStartsThunk, false), (dropEndsThunk, true)]
        connections = handlers.map { handler, after in
            SignalConnection(
                connecting: "drag-data-received", of: view, to: unsafeBitCast(handler, to: GCallback.self), data: data,
                after: after)
        }
    }

    deinit { onGtkThread { connections.forEach { $0.disconnect() } } }

    /// A drop is about to be inserted: `moving` when the view dragged it
    /// itself and GTK deletes it there after.
    fileprivate func dropStarts(moving: Bool) {
        underWay = moving ? .movingWithinThisView : .intoThisView
        ending.schedule()
    }

    /// The drop was inserted.
    fileprivate func dropEnded() { underWay = .none }
}

/// `drag-data-received`: `(view, context, x, y, selection data, info, time, watch)`,
/// the watch not retained (the handlers go in its deinit).
private typealias DropHandler = @convention(c) (
    UnsafeMutablePointer<GtkWidget>?, OpaquePointer?, gint, gint, OpaquePointer?, guint, guint, gpointer?
) -> Void

private let dropStartsThunk: DropHandler = { view, context, _, _, _, _, _, data in
    guard let view, let context, let data else { return }
    let watch = Unmanaged<DropWatch>.fromOpaque(data).takeUnretainedValue()
    let moving = gtk_drag_get_source_widget(context) == view
        && gdk_drag_context_get_selected_action(context) == GDK_ACTION_MOVE
    onGtkThread { watch.dropStarts(moving: moving) }
}

private let dropEndsThunk: DropHandler = { _, _, _, _, _, _, _, data in
    guard let data else { return }
    let watch = Unmanaged<DropWatch>.fromOpaque(data).takeUnretainedValue()
    onGtkThread { watch.dropEnded() }
}
