import CPlaceholderGtk4
import PlaceholderTestSupportGtk4
import XCTest

@testable import PlaceholderTextViewGtk4

/// The colour: GtkEntry's placeholder colour and opacity in the current
/// GTK 4 theme, or the app's; plain text literal, markup parsed, invalid
/// markup refused.
final class ColorAndContentTests: XCTestCase {
    /// GTK 4's themes dim GtkEntry's placeholder with CSS opacity on its
    /// `entry > text > placeholder` node (Adwaita 0.55, HighContrast 0.9);
    /// the placeholder's strongest pixel is compared with a real GtkEntry's.
    func testDefaultColourIsTheColourGtkEntryPaintsItsPlaceholderWithInEveryBuiltInTheme() throws {
        try gtkTest {
            defer {
                setStringProperty(gtkSettings, "gtk-theme-name", "Adwaita")
                setBoolProperty(gtkSettings, "gtk-application-prefer-dark-theme", false)
            }
            var opacities: [Double] = []
            for (theme, dark) in [("Adwaita", false), ("Adwaita", true), ("HighContrast", false)] {
                setStringProperty(gtkSettings, "gtk-theme-name", theme)
                setBoolProperty(gtkSettings, "gtk-application-prefer-dark-theme", dark)
                let entry = gtk_entry_new()!
                gtk_entry_set_placeholder_text(UnsafeMutableRawPointer(entry).assumingMemoryBound(to: GtkEntry.self), "Placeholder")
                let wrapper = try PlaceholderTextView()
                wrapper.placeholder = "Placeholder"
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

    func testCustomColourIsPaintedExactly() throws {
        try gtkTest {
            let fixture = try ViewFixture()
            let red = PlaceholderColor(red: 0.8, green: 0.1, blue: 0.1)
            fixture.placeholder!.color = .custom(red)
            XCTAssertEqual(fixture.placeholder!.resolvedColor, red)
            let raster = fixture.render()
            let ink = try XCTUnwrap(raster.strongestInk(background: fixture.background(raster)))
            XCTAssertLessThanOrEqual(ink.distance(to: Pixel(red: 204, green: 26, blue: 26)), 2, "\(ink)")
            let translucent = PlaceholderColor(red: 0, green: 0, blue: 1, alpha: 0.5)
            fixture.placeholder!.color = .custom(translucent)
            let half = fixture.render()
            let blue = try XCTUnwrap(half.strongestInk(background: fixture.background(half)))
            XCTAssertLessThanOrEqual(blue.distance(to: Pixel(red: 128, green: 128, blue: 255)), 2, "once, not twice: \(blue)")
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
            let parsed = try XCTUnwrap(fixture.inkBox())
            XCTAssertGreaterThan(literal.width, parsed.width * 4, "'<b>x</b>' is eight glyphs, 'x' one")
            XCTAssertEqual(fixture.placeholder!.content, .markup("<b>x</b>"))
            XCTAssertEqual(fixture.placeholder!.placeholder, "<b>x</b>")
        }
    }

    func testInvalidMarkupThrowsAndKeepsThePreviousPlaceholder() throws {
        try gtkTest {
            let fixture = try ViewFixture(placeholder: "Kept")
            let before = fixture.render()
            for bad in ["<b>unterminated", "<nosuchtag>x</nosuchtag>", "a & b", "<span size='huge'>x</span>", "ok\u{0}<b>"] {
                XCTAssertThrowsError(try fixture.placeholder!.setPlaceholderMarkup(bad), bad.debugDescription) { error in
                    guard case .invalidMarkup(let message) = error as? PlaceholderError else {
                        return XCTFail("\(error)")
                    }
                    XCTAssertFalse(message.isEmpty)
                    XCTAssertTrue("\(error)".hasPrefix("invalid Pango markup: "))
                }
                XCTAssertEqual(fixture.placeholder!.content, .plain("Kept"))
                XCTAssertTrue(fixture.render().isIdentical(to: before), bad.debugDescription)
            }
        }
    }
}
