import PlaceholderDemoTestKit
import PlaceholderTestSupportGtk3

// The GTK 3 demo's tests: the kit's checks (PlaceholderDemoTestKit's
// groups), which the BehaviourSuiteTests plugin declares here, where XCTest
// finds them, each run with this demo.
func runBehaviour(_ check: @MainActor (any DemoHarness) throws -> Void) throws {
    try MainActor.assumeIsolated { try check(Gtk3DemoHarness()) }
}

/// The GTK 3 demo and its in-process host.
struct Gtk3DemoHarness: DemoHarness {
    var demo: DemoUnderTest { PlaceholderDemoGtk3Tests.demo }
    func withHost(_ check: (any DemoTestHost.Type) throws -> Void) throws { try gtkTest { try check(Gtk3Host.self) } }
}
