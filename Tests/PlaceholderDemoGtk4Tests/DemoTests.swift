import PlaceholderDemoTestKit
import PlaceholderTestSupportGtk4

// The GTK 4 demo's tests: the kit's checks (PlaceholderDemoTestKit's
// groups), which the BehaviourSuiteTests plugin declares here, where XCTest
// finds them, each run with this demo.
func runBehaviour(_ check: @MainActor (any DemoHarness) throws -> Void) throws {
    try MainActor.assumeIsolated { try check(Gtk4DemoHarness()) }
}

/// The GTK 4 demo and its in-process host.
struct Gtk4DemoHarness: DemoHarness {
    var demo: DemoUnderTest { PlaceholderDemoGtk4Tests.demo }
    func withHost(_ check: (any DemoTestHost.Type) throws -> Void) throws { try gtkTest { try check(Gtk4Host.self) } }
}
