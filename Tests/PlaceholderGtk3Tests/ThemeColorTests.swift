import CPlaceholderGtk3
import PlaceholderTestSupportGtk3
import XCTest

@testable import PlaceholderTextView

/// GTK 3's theme colour: the placeholder is painted in the colour GtkEntry
/// paints its own placeholder with (the shared colour and content
/// scenarios are in PlaceholderBehaviourSuite).
final class ThemeColorTests: XCTestCase {
    func testDefaultColourIsTheColourGtkEntryPaintsItsPlaceholderWithInEveryBuiltInTheme() throws {
        try gtkTest {
            let settings = UnsafeMutableRawPointer(gtk_settings_get_default()!)
            defer {
                ObjectProperties(settings).set("gtk-theme-name", "Adwaita")
                ObjectProperties(settings).set("gtk-application-prefer-dark-theme", false)
                GtkHarness.settle()
            }
            for (theme, dark) in [("Adwaita", false), ("Adwaita", true), ("HighContrast", false)] {
                ObjectProperties(settings).set("gtk-theme-name", theme)
                ObjectProperties(settings).set("gtk-application-prefer-dark-theme", dark)
                GtkHarness.settle()
                let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
                let entry = gtk_entry_new()!
                gtk_entry_set_placeholder_text(UnsafeMutableRawPointer(entry).assumingMemoryBound(to: GtkEntry.self), "Placeholder")
                let wrapper = try placeholderView()
                gtk_box_pack_start(UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkBox.self), entry, 0, 0, 0)
                gtk_box_pack_start(UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkBox.self), wrapper.widget, 1, 1, 0)
                let window = TestWindow(child: box)
                defer { window.destroy() }
                let entryRaster = GtkHarness.render(entry)
                let entryBackground = entryRaster[entryRaster.width / 2, entryRaster.height / 2 - 8]
                let inner = PixelBox(minX: 6, minY: 6, maxX: entryRaster.width - 7, maxY: entryRaster.height - 7)
                let entryInk = try XCTUnwrap(entryRaster.strongestInk(background: entryBackground, in: inner))
                let viewRaster = GtkHarness.render(wrapper.widget)
                let viewInk = try XCTUnwrap(viewRaster.strongestInk(
                    background: viewRaster[viewRaster.width - 1, viewRaster.height - 1]))
                XCTAssertLessThanOrEqual(viewInk.distance(to: entryInk), 2,
                                         "\(theme)\(dark ? " dark" : ""): view \(viewInk), entry \(entryInk)")
                XCTAssertEqual(wrapper.resolvedColor,
                               wrapper.controller.backend.themeColor ?? .entryFallback)
            }
        }
    }
}
