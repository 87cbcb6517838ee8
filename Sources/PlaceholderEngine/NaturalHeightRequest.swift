import CPlaceholderGObject
import CPlaceholderGtkCalls
import PlaceholderCore

/// Raises a widget's minimum height so that a placeholder fits, and gives
/// the app's own size request back when it no longer needs to: the
/// natural-height option on both toolkits, through the view's size request
/// (the minimum height GTK gives it, public API in GTK 3 and 4).
///
/// A request made while GTK is allocating sizes would be lost, so it is
/// applied a moment later (`DeferredCall`), which `restore(on:)` (or
/// dropping this object) drops.
package final class NaturalHeightRequest {
    /// The app's size request from before the first change; nil while the
    /// widget has its own request.
    private var appRequest: (width: Int32, height: Int32)?
    private var pending: (widget: UnsafeMutableRawPointer, height: Int)?
    private lazy var apply = DeferredCall(priority: G_PRIORITY_HIGH_IDLE) { [owner = OwnerReference(self)] in
        owner.object.applyPending()
    }

    /// A request that asks for nothing yet.
    package init() {}

    /// Asks for at least `height` pixels, soon.
    package func request(_ height: Int, on widget: UnsafeMutableRawPointer) {
        pending = (widget, height)
        apply.schedule()
    }

    /// Drops a request not applied yet, and gives the app's own size
    /// request back at once.
    package func restore(on widget: UnsafeMutableRawPointer) {
        pending = nil
        apply.cancel()
        guard let saved = appRequest else { return }
        appRequest = nil
        ptv_gtk_widget_set_size_request(OpaquePointer(widget), saved.width, saved.height)
    }

    private func applyPending() {
        guard let (widget, height) = pending else { return }
        pending = nil
        var width: Int32 = -1, current: Int32 = -1
        ptv_gtk_widget_get_size_request(OpaquePointer(widget), &width, &current)
        let saved = appRequest ?? (width, current)
        appRequest = saved
        let target = max(Int32(clamping: height), saved.height)
        if target != current { ptv_gtk_widget_set_size_request(OpaquePointer(widget), saved.width, target) }
    }
}

extension PlaceholderController {
    /// Brings the view's size request up to date for the natural-height
    /// option: raised to what the whole placeholder needs at the view's
    /// width while the option is on and the view empty, the app's own
    /// otherwise. `request` is made the first time it is needed.
    package func updateNaturalHeight(_ request: inout NaturalHeightRequest?) {
        guard wantsNaturalHeight else { return request?.restore(on: view) ?? () }
        guard let needed = layOutNaturalHeight() else { return }
        let current = request ?? NaturalHeightRequest()
        request = current
        current.request(needed, on: view)
    }
}
