import CPlaceholderGtk3
import PlaceholderBehaviourKit
import PlaceholderTestSupportGtk3

/// A wrapped view with `placeholder`, given to `configure` before it is
/// shown in a `width`×`height` scrolled window: the behaviour harness's
/// view, for GTK 3's own tests.
@MainActor
func viewFixture(placeholder: String = "Placeholder", width: Int32 = 320, height: Int32 = 160,
                 configure: (UnsafeMutablePointer<GtkTextView>) -> Void = { _ in }) throws -> Gtk3BehaviourView {
    try Gtk3BehaviourHarness().fixture(placeholder: placeholder, width: width, height: height) { configure($0.view) }
}
