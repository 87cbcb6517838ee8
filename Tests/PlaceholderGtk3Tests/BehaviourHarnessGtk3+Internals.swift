import CPlaceholderGtk3
import PlaceholderBehaviourSuite
import PlaceholderTestSupportGtk3

@testable import PlaceholderTextView

// Every reach of the behaviour suite's GTK 3 harness into the product's
// internals, in this one file, so that they can be re-pointed when the
// internals move:
// - Gtk3BehaviourView.placeholderIsEllipsized:
//   PlaceholderController.existing(on:) and its rendererIsEllipsized.
// - Gtk{n}BehaviourView.watchPlaceholderState():
//   a weak reference to PlaceholderController.existing(on:).

extension Gtk3BehaviourView {
    var placeholderIsEllipsized: Bool {
        PlaceholderController.existing(on: view)?.rendererIsEllipsized ?? false
    }

    func watchPlaceholderState() -> () -> Bool {
        weak let controller = PlaceholderController.existing(on: view)
        return { controller != nil }
    }
}
