import CPlaceholderGtk4
import PlaceholderBehaviourKit
import PlaceholderTestSupportGtk4
import XCTest

@testable import PlaceholderTextViewGtk4

/// GTK 4's theme colour: GtkEntry's placeholder colour and opacity in the
/// current theme (the shared colour and content scenarios are in
/// PlaceholderBehaviourSuite).
final class ThemeColorTests: XCTestCase {
    /// GTK 4's themes dim GtkEntry's placeholder with CSS opacity on its
    /// `entry > text > placeholder` node (Adwaita 0.55, HighContrast 0.9);
    /// the placeholder's strongest pixel is compared with a real GtkEntry's.
    func testDefaultColourIsTheColourGtkEntryPaintsItsPlaceholderWithInEveryBuiltInTheme() throws {
        try gtkTest {
            defer {
                ObjectProperties(GtkCalls.settings).set("gtk-theme-name", "Adwaita")
                ObjectProperties(GtkCalls.settings).set("gtk-application-prefer-dark-theme", false)
            }
            var opacities: [Double] = []
            for (theme, dark) in [("Adwaita", false), ("Adwaita", true), ("HighContrast", false)] {
                ObjectProperties(GtkCalls.settings).set("gtk-theme-name", theme)
                ObjectProperties(GtkCalls.settings).set("gtk-application-prefer-dark-theme", dark)
                let entry = gtk_entry_new()!
                gtk_entry_set_placeholder_text(UnsafeMutableRawPointer(entry).assumingMemoryBound(to: GtkEntry.self), "Placeholder")
                let wrapper = try placeholderView()
                gtk_widget_set_vexpand(wrapper.widget, 1)
                let window = TestWindow(child: verticalBox([entry, wrapper.widget]))
                defer { window.destroy() }
                // GtkEntry's colours change with a transition.
                GtkHarness.pump(timeout: 0.4)
                let label = "\(theme)\(dark ? " dark" : "")"
                let entryRaster = GtkHarness.render(entry)
                let entryBackground = entryRaster[entryRaster.width / 2, 3]
                let inner = PixelBox(minX: 4, minY: 4, maxX: entryRaster.width - 5, maxY: entryRaster.height - 5)
                let entryInk = try XCTUnwrap(entryRaster.strongestInk(background: entryBackground, in: inner), label)
                let viewRaster = GtkHarness.render(wrapper.widget)
                let viewBackground = viewRaster[viewRaster.width - 1, viewRaster.height - 1]
                let viewInk = try XCTUnwrap(viewRaster.strongestInk(background: viewBackground), label)
                XCTAssertLessThanOrEqual(viewInk.distance(to: entryInk), 2, "\(label): view \(viewInk), entry \(entryInk)")
                // resolvedColor is what was painted: over the background, the ink.
                let color = wrapper.resolvedColor
                opacities.append(color.alpha)
                print("colour \(label): GtkEntry's placeholder \(entryInk), ours \(viewInk), resolvedColor \(color)")
                func over(_ channel: Double, _ background: Int) -> Int {
                    Int((channel * color.alpha * 255 + Double(background) * (1 - color.alpha)).rounded())
                }
                let expected = Pixel(red: over(color.red, viewBackground.red), green: over(color.green, viewBackground.green),
                                     blue: over(color.blue, viewBackground.blue))
                XCTAssertLessThanOrEqual(viewInk.distance(to: expected), 2, "\(label): \(color) over \(viewBackground)")
            }
            XCTAssertEqual(opacities[0], 0.55, accuracy: 0.01, "Adwaita's placeholder opacity")
            XCTAssertEqual(opacities[2], 0.9, accuracy: 0.01, "HighContrast's placeholder opacity")
        }
    }
}
