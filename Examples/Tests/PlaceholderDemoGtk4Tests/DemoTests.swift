import CPlaceholderGtk4
import PlaceholderDemoKit
import PlaceholderDemoTestKit
import PlaceholderTestSupportGtk4

@testable import PlaceholderDemoGtk4

// The GTK 4 demo's tests: the kit's checks (PlaceholderDemoTestKit's
// groups), which the BehaviourSuiteTests plugin declares here, where XCTest
// finds them, each run with this demo's host.
func runBehaviour(_ check: @MainActor (any DemoTestHost.Type) throws -> Void) throws {
    try MainActor.assumeIsolated { try check(Gtk4Host.self) }
}

/// The GTK 4 demo and GTK 4's calls for the kit's in-process panel checks.
enum Gtk4Host: DemoTestHost {
    typealias Toolkit = Gtk4Demo

    /// The GTK 4 demo, for the kit's checks. Newer Mesa's EGL warns on standard
    /// error that Xvfb has no DRI3, which is Xvfb's, not the demo's (its
    /// messages are what the tests read there): EGL_LOG_LEVEL quiets it.
    static let demo = DemoUnderTest(
        program: "placeholder-demo-gtk4", resourceFolder: "demo-gtk4",
        desktopFile: "io.github.placeholdertextview.DemoGtk4.desktop", windowTitle: "PlaceholderTextView demo .GTK 4.",
        environment: ["EGL_LOG_LEVEL": "fatal"], renderers: [nil, "cairo"],
        layout: .init(
            entry: PixelBox(minX: 20, minY: 36, maxX: 460, maxY: 62),
            firstView: PixelBox(minX: 16, minY: 96, maxX: 464, maxY: 130),
            firstViewWhole: PixelBox(minX: 16, minY: 96, maxX: 464, maxY: 320),
            secondView: PixelBox(minX: 16, minY: 358, maxX: 464, maxY: 430)))

    static func withGtk(_ body: @MainActor () throws -> Void) throws { try gtkTest(body) }

    private static func widget(_ object: gpointer) -> UnsafeMutablePointer<GtkWidget> {
        object.assumingMemoryBound(to: GtkWidget.self)
    }

    static func show(_ window: gpointer) {
        gtk_window_present(window.assumingMemoryBound(to: GtkWindow.self))
        GtkHarness.settle(widget(window))
    }

    static func settle(_ object: gpointer) { GtkHarness.settle(widget(object)) }
    static func render(_ object: gpointer) -> Raster { GtkHarness.render(widget(object)) }

    /// GTK 4 has no gtk_button_clicked: activating a button clicks it once
    /// its short press animation has run.
    static func click(_ button: gpointer, until done: () -> Bool) -> Bool {
        gtk_widget_activate(widget(button))
        return GtkHarness.pump(timeout: 2, until: done)
    }
}
