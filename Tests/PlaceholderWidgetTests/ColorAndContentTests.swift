import CPlaceholderGtk3
import PlaceholderTestSupport
import XCTest

@testable import PlaceholderTextView

/// Point 6 and 7: colour as GtkEntry's or the app's, plain text literal,
/// markup parsed, invalid markup refused.
final class ColorAndContentTests: XCTestCase {
    func testDefaultColourIsTheColourGtkEntryPaintsItsPlaceholderWithInEveryBuiltInTheme() throws {
        try gtkTest {
            let settings = UnsafeMutableRawPointer(gtk_settings_get_default()!)
            defer {
                setStringProperty(settings, "gtk-theme-name", "Adwaita")
                setBoolProperty(settings, "gtk-application-prefer-dark-theme", false)
                GtkHarness.settle()
            }
            for (theme, dark) in [("Adwaita", false), ("Adwaita", true), ("HighContrast", false)] {
                setStringProperty(settings, "gtk-theme-name", theme)
                setBoolProperty(settings, "gtk-application-prefer-dark-theme", dark)
                GtkHarness.settle()
                let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
                let entry = gtk_entry_new()!
                gtk_entry_set_placeholder_text(UnsafeMutableRawPointer(entry).assumingMemoryBound(to: GtkEntry.self), "Placeholder")
                let wrapper = try PlaceholderTextView()
                wrapper.placeholder = "Placeholder"
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
                               PlaceholderController.of(wrapper.textView).backend.themeColor ?? .entryFallback)
            }
        }
    }

    func testCustomColourIsPainted() throws {
        try gtkTest {
            let fixture = try ViewFixture()
            let red = PlaceholderColor(red: 0.8, green: 0.1, blue: 0.1)
            fixture.placeholder!.color = .custom(red)
            GtkHarness.settle()
            let raster = fixture.render()
            let ink = try XCTUnwrap(raster.strongestInk(background: fixture.background(raster)))
            XCTAssertLessThanOrEqual(ink.distance(to: Pixel(red: 204, green: 26, blue: 26)), 3, "\(ink)")
            fixture.placeholder!.color = .themeDefault
            let themed = fixture.render()
            let grey = try XCTUnwrap(themed.strongestInk(background: fixture.background(themed)))
            XCTAssertLessThan(abs(grey.red - grey.blue), 10, "back to the theme's grey: \(grey)")
        }
    }

    func testPlainTextIsDrawnLiterally() throws {
        try gtkTest {
            let fixture = try ViewFixture(placeholder: "<b>x</b>")
            let literal = try XCTUnwrap(fixture.inkBox())
            try fixture.placeholder!.setPlaceholderMarkup("<b>x</b>")
            GtkHarness.settle()
            let parsed = try XCTUnwrap(fixture.inkBox())
            XCTAssertGreaterThan(literal.width, parsed.width * 4, "'<b>x</b>' is eight glyphs, 'x' one")
            XCTAssertEqual(fixture.placeholder!.content, .markup("<b>x</b>"))
            XCTAssertEqual(fixture.placeholder!.placeholder, "<b>x</b>")
        }
    }

    func testMarkupIsRich() throws {
        try gtkTest {
            let fixture = try ViewFixture(placeholder: "Big")
            let plain = try XCTUnwrap(fixture.inkBox())
            try fixture.placeholder!.setPlaceholderMarkup("<span size='xx-large'>Big</span>")
            GtkHarness.settle()
            let big = try XCTUnwrap(fixture.inkBox())
            XCTAssertGreaterThan(big.height, plain.height + 5)
            try fixture.placeholder!.setPlaceholderMarkup("<span foreground='#0000ff'>Blue</span> text")
            GtkHarness.settle()
            let raster = fixture.render()
            let blue = try XCTUnwrap(raster.strongestInk(background: fixture.background(raster)))
            XCTAssertGreaterThan(blue.blue, blue.red + 100, "span colour wins: \(blue)")
        }
    }

    func testInvalidMarkupThrowsAndKeepsThePreviousPlaceholder() throws {
        try gtkTest {
            let fixture = try ViewFixture(placeholder: "Kept")
            let before = fixture.render()
            for bad in ["<b>unterminated", "<nosuchtag>x</nosuchtag>", "a & b", "<span size='huge'>x</span>"] {
                XCTAssertThrowsError(try fixture.placeholder!.setPlaceholderMarkup(bad), bad) { error in
                    guard case .invalidMarkup(let message) = error as? PlaceholderError else {
                        return XCTFail("\(error)")
                    }
                    XCTAssertFalse(message.isEmpty)
                    XCTAssertTrue("\(error)".hasPrefix("invalid Pango markup: "))
                }
                GtkHarness.settle()
                XCTAssertEqual(fixture.placeholder!.content, .plain("Kept"))
                XCTAssertTrue(fixture.render().isIdentical(to: before), bad)
            }
        }
    }
}
