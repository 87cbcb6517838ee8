import CPlaceholderGtk3
import PlaceholderDemoKit
import PlaceholderDemoTestKit
import PlaceholderTestSupportGtk3

@testable import PlaceholderDemo

// The GTK 3 demo's tests: the kit's checks (PlaceholderDemoTestKit's
// groups), which the BehaviourSuiteTests plugin declares here, where XCTest
// finds them, each run with this demo's host.
func runBehaviour(_ check: @MainActor (any DemoTestHost.Type) throws -> Void) throws {
    try MainActor.assumeIsolated { try check(Gtk3Host.self) }
}

/// The GTK 3 demo and GTK 3's calls for the kit's in-process panel checks.
enum Gtk3Host: DemoTestHost {
    typealias Toolkit = Gtk3Demo

    /// The GTK 3 demo, for the kit's checks.
    static let demo = DemoUnderTest(
        program: "placeholder-demo", resourceFolder: "demo", desktopFile: "io.github.placeholdertextview.Demo.desktop",
        windowTitle: "PlaceholderTextView demo$",
        layout: .init(
            entry: PixelBox(minX: 20, minY: 38, maxX: 460, maxY: 66),
            firstView: PixelBox(minX: 16, minY: 100, maxX: 464, maxY: 130),
            firstViewWhole: PixelBox(minX: 16, minY: 100, maxX: 464, maxY: 320),
            secondView: PixelBox(minX: 16, minY: 358, maxX: 464, maxY: 430)))

    static func withGtk(_ body: @MainActor () throws -> Void) throws { try gtkTest(body) }

    private static func widget(_ object: gpointer) -> UnsafeMutablePointer<GtkWidget> {
        object.assumingMemoryBound(to: GtkWidget.self)
    }

    static func show(_ window: gpointer) {
        gtk_widget_show_all(widget(window))
        GtkHarness.settle()
    }

    static func settle(_: gpointer) { GtkHarness.settle() }
    static func render(_ object: gpointer) -> Raster { GtkHarness.render(widget(object)) }

    static func click(_ button: gpointer, until done: () -> Bool) -> Bool {
        gtk_button_clicked(button.assumingMemoryBound(to: GtkButton.self))
        return done()
    }
}
