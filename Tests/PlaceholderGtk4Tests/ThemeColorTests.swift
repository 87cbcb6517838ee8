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
    /// `entry > text > placeholder` node (Adwaita 0.55, HighContrast 0.9),
    /// which the overlay's dimming classes give too: in each of GTK's own
    /// four variants the placeholder's strongest pixel is a real GtkEntry's
    /// (within 2/255) and its ink as wide and tall (±1 px). The
    /// high-contrast variants make only the entry's italic: with the app's
    /// `font-style: italic` for the overlay, the view's is the same.
    func testThePlaceholderLooksAsGtkEntrysInEveryVariantOfGtksOwnTheme() throws {
        try gtkTest {
            defer {
                ObjectProperties(GtkCalls.settings).set("gtk-theme-name", "Adwaita")
                ObjectProperties(GtkCalls.settings).set("gtk-application-prefer-dark-theme", false)
            }
            var opacities: [Double] = [], entryInks: [Pixel] = []
            let variants = [("Adwaita", false), ("Adwaita", true), ("HighContrast", false), ("HighContrast", true)]
            for (theme, dark) in variants {
                ObjectProperties(GtkCalls.settings).set("gtk-theme-name", theme)
                ObjectProperties(GtkCalls.settings).set("gtk-application-prefer-dark-theme", dark)
                let label = "\(theme)\(dark ? " dark" : "")"
                let italic = theme.hasPrefix("HighContrast") ? "textview placeholder-overlay { font-style: italic; }" : ""
                let (entryInk, viewInk, entryBox, viewBox, color, background, edges) = try withAppCSS(italic) {
                    try Self.compareWithEntry(label)
                }
                XCTAssertLessThanOrEqual(viewInk.distance(to: entryInk), 2, "\(label): view \(viewInk), entry \(entryInk)")
                XCTAssertLessThanOrEqual(abs(viewBox.width - entryBox.width), 1, "\(label): ink \(viewBox) vs \(entryBox)")
                XCTAssertLessThanOrEqual(abs(viewBox.height - entryBox.height), 1, "\(label): ink \(viewBox) vs \(entryBox)")
                if ptv_gtk4_overlay_copies() > 1 {
                    // Two copies of an edge covered t: 1 − (1 − t·w)² in place of t·a, w = 1 − √(1 − a).
                    let weakest = 1 - (1 - color.alpha).squareRoot()
                    let most = stride(from: 0.0, through: 1, by: 0.01).map { t in
                        (1 - (1 - t * weakest) * (1 - t * weakest)) - t * color.alpha
                    }.max()!
                    let bound = Int((most * Double(entryInk.distance(to: background)) / color.alpha).rounded(.up)) + 4
                    XCTAssertLessThanOrEqual(edges, bound, "\(label): the edges, composited twice")
                }
                opacities.append(color.alpha)
                entryInks.append(entryInk)
                print("colour \(label): GtkEntry's placeholder \(entryInk) \(entryBox.width)×\(entryBox.height), "
                    + "ours \(viewInk) \(viewBox.width)×\(viewBox.height), resolvedColor \(color); "
                    + "largest difference of a pixel, ink boxes aligned: \(edges)/255")
                // resolvedColor is what was painted: over the background, the ink.
                func over(_ channel: Double, _ background: Int) -> Int {
                    Int((channel * color.alpha * 255 + Double(background) * (1 - color.alpha)).rounded())
                }
                let expected = Pixel(red: over(color.red, background.red), green: over(color.green, background.green),
                                     blue: over(color.blue, background.blue))
                XCTAssertLessThanOrEqual(viewInk.distance(to: expected), 2, "\(label): \(color) over \(background)")
            }
            XCTAssertEqual(opacities[0], 0.55, accuracy: 0.01, "Adwaita's placeholder opacity")
            XCTAssertEqual(opacities[2], 0.9, accuracy: 0.01, "HighContrast's placeholder opacity")
            let distinct = entryInks.indices.allSatisfy { i in entryInks.indices.allSatisfy { i == $0 || entryInks[i] != entryInks[$0] } }
            XCTAssertTrue(distinct, "four variants, four colours: \(entryInks)")
        }
    }

    /// A GtkEntry and a view with the same placeholder in one window: the
    /// strongest ink and ink box of each, the view's resolved colour and background.
    @MainActor
    private static func compareWithEntry(_ label: String) throws
        -> (Pixel, Pixel, PixelBox, PixelBox, PlaceholderColor, Pixel, Int)
    {
        let entry = gtk_entry_new()!
        gtk_entry_set_placeholder_text(UnsafeMutableRawPointer(entry).assumingMemoryBound(to: GtkEntry.self), "Placeholder")
        let wrapper = try placeholderView()
        gtk_widget_set_vexpand(wrapper.widget, 1)
        let window = TestWindow(child: verticalBox([entry, wrapper.widget]))
        defer { window.destroy() }
        GtkHarness.pump(timeout: 0.4)  // GtkEntry's colours change with a transition
        let entryRaster = GtkHarness.render(entry)
        let entryBackground = entryRaster[entryRaster.width / 2, 3]
        let inner = PixelBox(minX: 4, minY: 4, maxX: entryRaster.width - 5, maxY: entryRaster.height - 5)
        let entryInk = try XCTUnwrap(entryRaster.strongestInk(background: entryBackground, in: inner), label)
        let entryBox = try XCTUnwrap(entryRaster.inkBox(background: entryBackground, in: inner), label)
        let viewRaster = GtkHarness.render(wrapper.widget)
        let viewBackground = viewRaster[viewRaster.width - 1, viewRaster.height - 1]
        let viewInk = try XCTUnwrap(viewRaster.strongestInk(background: viewBackground), label)
        let viewBox = try XCTUnwrap(viewRaster.inkBox(background: viewBackground), label)
        // The anti-aliased edges: GTK 4.8 to 4.13 composite them twice.
        var edges = 0
        for y in 0..<min(entryBox.height, viewBox.height) {
            for x in 0..<min(entryBox.width, viewBox.width) {
                let difference = entryRaster[entryBox.minX + x, entryBox.minY + y]
                    .distance(to: viewRaster[viewBox.minX + x, viewBox.minY + y])
                edges = max(edges, difference)
            }
        }
        return (entryInk, viewInk, entryBox, viewBox, wrapper.resolvedColor, viewBackground, edges)
    }
}

/// Runs `body` with `css` (nothing if empty) in a style sheet of the app's
/// for the display.
@MainActor
func withAppCSS<T>(_ css: String, _ body: () throws -> T) throws -> T {
    guard !css.isEmpty else { return try body() }
    let provider = gtk_css_provider_new()!
    ptv_gtk4_load_css(provider, css)
    let display = gdk_display_get_default()
    gtk_style_context_add_provider_for_display(
        display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    defer {
        gtk_style_context_remove_provider_for_display(display, OpaquePointer(provider))
        g_object_unref(UnsafeMutableRawPointer(provider))
    }
    return try body()
}
