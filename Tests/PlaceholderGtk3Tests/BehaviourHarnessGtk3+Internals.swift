import CPlaceholderGtk3

@testable import PlaceholderTextView

// The behaviour suite's one reach into GTK 3's product internals (the
// controller a view holds), in this one file, so that it can be re-pointed
// when the internals move.

extension Gtk3BehaviourView {
    var placeholderController: PlaceholderController? { PlaceholderController.existing(on: view) }
}
