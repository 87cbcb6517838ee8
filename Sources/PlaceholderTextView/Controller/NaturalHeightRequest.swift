import CPlaceholderGtk3

/// Raises a widget's minimum height so that a placeholder fits, and gives
/// the app's own size request back when it no longer needs to.
///
/// A request made while GTK is allocating sizes would be lost, so it is
/// applied from an idle callback, which `cancel()` (or dropping this
/// object) removes.
@MainActor
final class NaturalHeightRequest {
    /// The app's size request from before the first change; nil while the
    /// widget has its own request.
    private var appRequest: (width: Int32, height: Int32)?
    private var idle: guint = 0
    private var pending: (widget: UnsafeMutablePointer<GtkWidget>, height: Int)?

    /// Asks for at least `height` pixels, soon.
    func request(_ height: Int, on widget: UnsafeMutablePointer<GtkWidget>) {
        pending = (widget, height)
        guard idle == 0 else { return }
        let box = Unmanaged.passRetained(IdleBox(self)).toOpaque()
        idle = g_idle_add_full(
            G_PRIORITY_HIGH_IDLE, { data in
                guard let data else { return 0 }
                let address = UInt(bitPattern: data)
                MainActor.assumeIsolated {
                    let box = Unmanaged<IdleBox>.fromOpaque(UnsafeMutableRawPointer(bitPattern: address)!)
                        .takeUnretainedValue()
                    box.owner?.applyPending()
                }
                return 0  // G_SOURCE_REMOVE
            }, box, { data in
                guard let data else { return }
                Unmanaged<IdleBox>.fromOpaque(data).release()
            })
    }

    /// Gives the app's own size request back at once.
    func restore(on widget: UnsafeMutablePointer<GtkWidget>) {
        cancel()
        guard let saved = appRequest else { return }
        appRequest = nil
        gtk_widget_set_size_request(widget, saved.width, saved.height)
    }

    /// Drops a request not applied yet.
    func cancel() {
        pending = nil
        if idle != 0 {
            g_source_remove(idle)
            idle = 0
        }
    }

    isolated deinit { cancel() }

    private func applyPending() {
        idle = 0
        guard let (widget, height) = pending else { return }
        pending = nil
        var width: Int32 = -1, current: Int32 = -1
        gtk_widget_get_size_request(widget, &width, &current)
        let saved = appRequest ?? (width, current)
        appRequest = saved
        let target = max(Int32(clamping: height), saved.height)
        if target != current { gtk_widget_set_size_request(widget, saved.width, target) }
    }
}

/// The idle callback's weak hold on its owner.
@MainActor
private final class IdleBox {
    weak var owner: NaturalHeightRequest?
    init(_ owner: NaturalHeightRequest) { self.owner = owner }
}
