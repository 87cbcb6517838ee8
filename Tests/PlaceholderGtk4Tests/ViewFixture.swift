import CPlaceholderGtk4
import PlaceholderBehaviourKit
import PlaceholderTestSupportGtk4

/// A wrapped view with `placeholder`, given to `configure` before it is
/// shown in a `width`×`height` scrolled window: the behaviour harness's
/// view, for GTK 4's own tests.
@MainActor
func viewFixture(placeholder: String = "Placeholder", width: Int32 = 320, height: Int32 = 160,
                 configure: (UnsafeMutablePointer<GtkTextView>) -> Void = { _ in }) throws -> Gtk4BehaviourView {
    try Gtk4BehaviourHarness().fixture(placeholder: placeholder, width: width, height: height) { configure($0.view) }
}
