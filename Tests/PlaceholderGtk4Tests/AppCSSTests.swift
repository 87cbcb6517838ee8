import CPlaceholderGtk4
import PlaceholderBehaviourKit
import PlaceholderTestSupportGtk4
import XCTest

@testable import PlaceholderTextViewGtk4

/// An app styles the placeholder with CSS, as it styles GtkEntry's
/// `placeholder` node: `textview placeholder-overlay { … }` at application
/// priority changes its colour, opacity and font style, which the overlay
/// paints with (the opacity in the colour's alpha).
final class AppCSSTests: XCTestCase {
    /// The app's colour and opacity are what is painted, and what
    /// `resolvedColor` reports.
    func testAnAppsColourAndOpacityArePainted() throws {
        try gtkTest {
            try withAppCSS("textview placeholder-overlay { color: rgb(200, 30, 30); opacity: 0.5; }") {
                let fixture = try viewFixture(placeholder: "Styled by the app")
                let raster = fixture.render()
                let background = raster[raster.width - 1, raster.height - 1]
                let ink = try XCTUnwrap(raster.strongestInk(background: background))
                let expected = Pixel(red: (200 + 255) / 2, green: (30 + 255) / 2, blue: (30 + 255) / 2)
                XCTAssertLessThanOrEqual(ink.distance(to: expected), 3, "half of rgb(200, 30, 30) over white: \(ink)")
                let color = fixture.wrapper!.resolvedColor
                XCTAssertEqual(color.red * 255, 200, accuracy: 1)
                XCTAssertEqual(color.green * 255, 30, accuracy: 1)
                XCTAssertEqual(color.alpha, 0.5, accuracy: 0.01, "the CSS opacity")
            }
        }
    }

    /// An opacity the app sets while the placeholder shows is read again
    /// and painted, and the theme's comes back when the rule goes.
    func testAnOpacitySetWhileShowingIsPaintedAndUndone() throws {
        try gtkTest {
            let fixture = try viewFixture(placeholder: "Faded by the app later")
            let backend = try XCTUnwrap(fixture.placeholderController?.backend as? Gtk4Backend)
            let themed = fixture.render()
            let background = themed[themed.width - 1, themed.height - 1]
            let themedInk = try XCTUnwrap(themed.strongestInk(background: background))
            let faded = try withAppCSS("textview placeholder-overlay { opacity: 0.2; }") { () throws -> Raster in
                let raster = fixture.render()
                XCTAssertEqual(try XCTUnwrap(backend.cssOpacity), 0.2, accuracy: 0.01, "the app's opacity, read again")
                return raster
            }
            let fadedInk = try XCTUnwrap(faded.strongestInk(background: background))
            XCTAssertLessThan(fadedInk.distance(to: background), themedInk.distance(to: background), "lighter: \(fadedInk)")
            XCTAssertTrue(fixture.render().isIdentical(to: themed), "the rule gone, the theme's opacity again")
        }
    }

    /// The app's font style reaches the placeholder's layouts: italic by
    /// a rule on the placeholder alone draws what an italic view draws.
    func testAnAppsFontStyleIsTheLayoutsFont() throws {
        try gtkTest {
            let fixture = try viewFixture(placeholder: "Slanted by the app")
            let upright = fixture.render()
            let italic = try withAppCSS("textview placeholder-overlay { font-style: italic; }") { fixture.render() }
            XCTAssertFalse(italic.isIdentical(to: upright), "the rule changed the placeholder")
            let overlay = try XCTUnwrap((fixture.placeholderController?.backend as? Gtk4Backend)?.overlay)
            let style = PlaceholderOverlay.style(of: overlay)
            XCTAssertEqual(fixture.render().isIdentical(to: upright), true, "the rule gone, upright again")
            applyCSS("font-style: italic;", to: fixture.view.asWidget)
            XCTAssertTrue(fixture.render().isIdentical(to: italic), "as the placeholder of an italic view")
            let context = gtk_widget_create_pango_context(style)
            defer { g_object_unref(UnsafeMutableRawPointer(context)) }
            let font = pango_context_get_font_description(context)
            XCTAssertEqual(font.map { pango_font_description_get_style($0) }, PANGO_STYLE_ITALIC)
        }
    }
}
