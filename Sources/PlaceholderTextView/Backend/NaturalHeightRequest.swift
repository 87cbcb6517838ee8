import CPlaceholderGtk3
import PlaceholderEngine

/// Raises a widget's minimum height so that a placeholder fits, and gives
/// the app's own size request back when it no longer needs to.
///
/// A request made while GTK is allocating sizes would be lost, so it is
/// applied a moment later (`DeferredCall`), which `restore(on:)` (or
/// dropping this object) drops.
final class NaturalHeightRequest {
    /// The app's size request from before the first change; nil while the
    /// widget has its own request.
    private var appRequest: (width: Int32, height: Int32)?
    private var pending: (widget: UnsafeMutablePointer<GtkWidget>, height: Int)?
    private lazy var apply = DeferredCall(priority: G_PRIORITY_HIGH_IDLE) { [owner = OwnerReference(self)] in
        owner.object.applyPending()
    }

    /// Asks for at least `height` pixels, soon.
    func request(_ height: Int, on widget: UnsafeMutablePointer<GtkWidget>) {
        pending = (widget, height)
        apply.schedule()
    }

    /// Drops a request not applied yet, and gives the app's own size
    /// request back at once.
    func restore(on widget: UnsafeMutablePointer<GtkWidget>) {
        pending = nil
        apply.cancel()
        guard let saved = appRequest else { return }
        appRequest = nil
        gtk_widget_set_size_request(widget, saved.width, saved.height)
    }

    private func applyPending() {
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
