import CGtk

/// Raises a widget's minimum height so that a placeholder fits, and gives
/// the app's own size request back when it no longer needs to.
@MainActor
final class NaturalHeightRequest {
    /// The app's size request from before the first change; nil while the
    /// widget has its own request.
    private var appRequest: (width: Int32, height: Int32)?

    /// Asks for at least `height` pixels (`nil`: give the app's request back).
    func request(_ height: Int?, on widget: UnsafeMutablePointer<GtkWidget>) {
        guard let height else { return restore(on: widget) }
        var width: Int32 = -1, current: Int32 = -1
        gtk_widget_get_size_request(widget, &width, &current)
        let saved = appRequest ?? (width, current)
        appRequest = saved
        let target = max(Int32(clamping: height), saved.height)
        if target != current { gtk_widget_set_size_request(widget, saved.width, target) }
    }

    /// Gives the app's own size request back.
    func restore(on widget: UnsafeMutablePointer<GtkWidget>) {
        guard let saved = appRequest else { return }
        appRequest = nil
        gtk_widget_set_size_request(widget, saved.width, saved.height)
    }
}
