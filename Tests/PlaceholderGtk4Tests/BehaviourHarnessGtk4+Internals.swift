import CPlaceholderGtk4
import PlaceholderBehaviourSuite
import PlaceholderTestSupportGtk4

@testable import PlaceholderTextViewGtk4

// Every reach of the behaviour suite's GTK 4 harness into the product's
// internals, in this one file, so that they can be re-pointed when the
// internals move:
// - Gtk4BehaviourView.placeholderIsEllipsized:
//   PlaceholderController.existing(on:) and its rendererIsEllipsized.
// - Gtk{n}BehaviourView.watchPlaceholderState():
//   a weak reference to PlaceholderController.existing(on:).

extension Gtk4BehaviourView {
    var placeholderIsEllipsized: Bool {
        PlaceholderController.existing(on: view)?.rendererIsEllipsized ?? false
    }

    func watchPlaceholderState() -> () -> Bool {
        weak let controller = PlaceholderController.existing(on: view)
        return { controller != nil }
    }
}
