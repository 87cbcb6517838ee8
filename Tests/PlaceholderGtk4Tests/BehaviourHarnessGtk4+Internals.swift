import CPlaceholderGtk4

@testable import PlaceholderTextViewGtk4

// The behaviour suite's one reach into GTK 4's product internals (the
// controller a view holds), in this one file, so that it can be re-pointed
// when the internals move.

extension Gtk4BehaviourView {
    var placeholderController: PlaceholderController? { PlaceholderController.existing(on: view) }

    /// Widgets inside the view, and the drawing inside the view's own.
    var placeholderLayerCount: Int { descendants(of: view.asWidget).count + (InViewDrawing.isDrawing(in: view) ? 1 : 0) }
}
