import PlaceholderCore
import PlaceholderTestImaging
import XCTest

/// The app's colour painted exactly, plain text drawn literally, markup
/// parsed (invalid markup is BadInputBehaviour's).
@MainActor
public final class ColorAndContentBehaviour: BehaviourGroup {
    /// A custom colour is painted as given (a translucent one composited
    /// once), and going back to the theme's gives its grey.
    public func testCustomColourIsPaintedExactly() throws {
        let (view, placeholder) = try harness.makeWrappedView()
        let red = PlaceholderColor(red: 0.8, green: 0.1, blue: 0.1)
        placeholder.color = .custom(red)
        view.settle()
        XCTAssertEqual(placeholder.resolvedColor, red)
        let raster = view.render()
        let ink = try XCTUnwrap(raster.strongestInk(background: view.background(raster)))
        XCTAssertLessThanOrEqual(ink.distance(to: Pixel(red: 204, green: 26, blue: 26)), 3, "\(ink)")
        placeholder.color = .custom(PlaceholderColor(red: 0, green: 0, blue: 1, alpha: 0.5))
        let half = view.render()
        let blue = try XCTUnwrap(half.strongestInk(background: view.background(half)))
        XCTAssertLessThanOrEqual(blue.distance(to: Pixel(red: 128, green: 128, blue: 255)), 3, "once, not twice: \(blue)")
        placeholder.color = .themeDefault
        let themed = view.render()
        let grey = try XCTUnwrap(themed.strongestInk(background: view.background(themed)))
        XCTAssertLessThan(abs(grey.red - grey.blue), 10, "back to the theme's grey: \(grey)")
    }

    /// Plain text is drawn as its characters, markup as what it means.
    public func testPlainTextIsDrawnLiterally() throws {
        let (view, placeholder) = try harness.makeWrappedView(placeholder: "<b>x</b>")
        let literal = try XCTUnwrap(view.inkBox())
        try placeholder.setPlaceholderMarkup("<b>x</b>")
        view.settle()
        let parsed = try XCTUnwrap(view.inkBox())
        XCTAssertGreaterThan(literal.width, parsed.width * 4, "'<b>x</b>' is eight glyphs, 'x' one")
        XCTAssertEqual(placeholder.content, .markup("<b>x</b>"))
        XCTAssertEqual(placeholder.placeholder, "<b>x</b>")
    }

    /// Markup sizes and colours are honoured: a span's colour wins over
    /// the placeholder's.
    public func testMarkupIsRich() throws {
        let (view, placeholder) = try harness.makeWrappedView(placeholder: "Big")
        let plain = try XCTUnwrap(view.inkBox())
        try placeholder.setPlaceholderMarkup("<span size='xx-large'>Big</span>")
        view.settle()
        let big = try XCTUnwrap(view.inkBox())
        XCTAssertGreaterThan(big.height, plain.height + 5)
        try placeholder.setPlaceholderMarkup("<span foreground='#0000ff'>Blue</span> text")
        view.settle()
        // The bluest pixel, not the strongest: the theme dims the whole
        // placeholder, spans too (as GtkEntry's), and a dimmed blue can be
        // fainter than the grey of the rest.
        let raster = view.render()
        var bluest = Pixel(red: 255, green: 255, blue: 255)
        for y in 0..<raster.height {
            for x in 0..<raster.width where raster[x, y].blue - raster[x, y].red > bluest.blue - bluest.red {
                bluest = raster[x, y]
            }
        }
        XCTAssertGreaterThan(bluest.blue, bluest.red + 100, "span colour wins: \(bluest)")
    }
}
