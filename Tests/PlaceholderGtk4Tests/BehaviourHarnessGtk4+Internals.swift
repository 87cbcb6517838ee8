import CPlaceholderGtk4

@testable import PlaceholderTextViewGtk4

// The behaviour suite's one reach into GTK 4's product internals (the
// controller a view holds), in this one file, so that it can be re-pointed
// when the internals move.

extension Gtk4BehaviourView {
    var placeholderController: PlaceholderController? { PlaceholderController.existing(on: view) }

    /// Widgets shown inside the view, but for GTK's boxes of its overlays
    /// and gutters (which draw nothing of their own): a frame left hidden
    /// once the placeholder is gone (GTK cannot take an overlay out) is not
    /// counted.
    var placeholderLayerCount: Int {
        descendants(of: view.asWidget).filter {
            gtk_widget_get_visible($0) != 0 && !isTextViewChild($0)
        }.count
    }
}

/// Whether `widget` is one of GtkTextView's boxes for its overlays and gutters.
private func isTextViewChild(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    let type = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self).pointee.g_class.pointee.g_type
    return String(cString: g_type_name(type)) == "GtkTextViewChild"
}
