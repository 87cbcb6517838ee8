import CPlaceholderGtk3
import PlaceholderBehaviourSuite
import PlaceholderTestSupportGtk3

/// A wrapped view with `placeholder`, given to `configure` before it is
/// shown in a `width`×`height` scrolled window: the behaviour harness's
/// view, for GTK 3's own tests.
@MainActor
func viewFixture(placeholder: String = "Placeholder", width: Int32 = 320, height: Int32 = 160,
                 configure: (UnsafeMutablePointer<GtkTextView>) -> Void = { _ in }) throws -> Gtk3BehaviourView {
    let view = try Gtk3BehaviourHarness().makeView(placeholder: "", width: width, height: height,
                                                     geometry: ViewGeometry(), placement: .scrolled, shown: false)
    let fixture = view as! Gtk3BehaviourView  // the harness makes only its own views
    configure(fixture.view)
    fixture.wrapper!.placeholder = placeholder
    fixture.show()
    return fixture
}
