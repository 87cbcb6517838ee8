import PlaceholderCore
import PlaceholderTestImaging
import XCTest

/// The built-in counter: below the text in room of its own, at the text's
/// end edge, in the view's font, in the placeholder's colour within the
/// limit and the theme's error colour over it, and told to screen readers.
@MainActor
public final class CounterBehaviour: BehaviourGroup {
    /// A 320 × 160 view with a placeholder, a limit of `limit` and its counter.
    private func counterView(limit: Int = 500, geometry: ViewGeometry = ViewGeometry()) throws
        -> (view: any BehaviourView, placeholder: any PlaceholderFacade)
    {
        let (view, placeholder) = try harness.makeWrappedView(placeholder: "Say something", geometry: geometry)
        placeholder.limit = try TextLimit(maxLength: limit)
        placeholder.showsCounter = true
        view.settle()
        return (view, placeholder)
    }

    /// The rows of `raster` the counter's room takes (found from the
    /// bottom, where its background is, up to where the background
    /// changes, but no higher than the view's lower half), its background
    /// and the counter's ink in them.
    private func counterInk(_ raster: Raster) -> (band: PixelBox, ink: PixelBox?, background: Pixel) {
        // Read down the middle: the counter is at one edge.
        let middle = raster.width / 2
        let background = raster[middle, raster.height - 1]
        var top = raster.height - 1
        while top > raster.height / 2, raster[middle, top - 1].distance(to: background) < 8 { top -= 1 }
        let band = PixelBox(minX: 0, minY: top, maxX: raster.width - 1, maxY: raster.height - 1)
        return (band, raster.inkBox(background: background, in: band), background)
    }

    /// It sits below the text, at the end edge (left in a right-to-left
    /// view), says the count as it changes, and text filling the view stops
    /// above it.
    public func testTheCounterSitsBelowTheTextAtTheEndEdgeAndTextNeverReachesIt() throws {
        let (view, _) = try counterView()
        let emptyRaster = view.render()
        let base = emptyRaster[emptyRaster.width - 1, 0]  // the text window's background
        let empty = counterInk(emptyRaster)
        let ink = try XCTUnwrap(empty.ink, "the counter is drawn")
        XCTAssertGreaterThan(ink.minX, view.render().width / 2, "at the right edge: \(ink)")
        XCTAssertGreaterThan(ink.maxX, view.render().width - 24, "\(ink)")
        view.focus()
        view.type("ab")
        let typedRaster = view.render()
        let changed = (ink.minY...ink.maxY).contains { y in
            (ink.minX...ink.maxX).contains { x in typedRaster[x, y] != emptyRaster[x, y] }
        }
        XCTAssertTrue(changed, "'2 / 500' is not drawn as '0 / 500'")
        view.setText(String(repeating: String(repeating: "x", count: 30) + "\n", count: 40))
        view.placeCaret(atOffset: 0)
        view.settle()
        let full = view.render()
        let filled = counterInk(full)
        let counter = try XCTUnwrap(filled.ink)
        // Rows of the band left of the counter stay background: no text.
        let beside = PixelBox(minX: 0, minY: filled.band.minY, maxX: counter.minX - 4, maxY: filled.band.maxY)
        XCTAssertNil(full.inkBox(background: filled.background, in: beside), "text reached the counter's room")
        let above = PixelBox(minX: 0, minY: filled.band.minY - 12, maxX: full.width - 1, maxY: filled.band.minY - 1)
        XCTAssertNotNil(full.inkBox(background: base, in: above),
                        "the text fills the view down to the counter's room")

        let (rtl, _) = try counterView(geometry: ViewGeometry { $0.rightToLeft = true })
        let mirrored = try XCTUnwrap(counterInk(rtl.render()).ink)
        XCTAssertLessThan(mirrored.maxX, rtl.render().width / 2, "at the left edge right to left: \(mirrored)")
        XCTAssertLessThan(mirrored.minX, 24, "\(mirrored)")
    }

    /// It is drawn in the view's font: its digits as tall as the same
    /// digits typed in the view.
    public func testTheCounterIsInTheViewsFont() throws {
        let (view, _) = try counterView()
        view.setText("8 / 500")  // the counter then says "7 / 500"
        view.settle()
        let raster = view.render()
        let counter = try XCTUnwrap(counterInk(raster).ink)
        let top = PixelBox(minX: 0, minY: 0, maxX: raster.width - 1, maxY: raster.height / 2)
        let typed = try XCTUnwrap(raster.inkBox(background: raster[raster.width - 1, 0], in: top))
        XCTAssertEqual(counter.height, typed.height, accuracy: 1, "counter \(counter), typed \(typed)")
        XCTAssertEqual(counter.width, typed.width, accuracy: 3, "counter \(counter), typed \(typed)")
    }

    /// Within the limit it is the placeholder's colour; over it, the
    /// theme's error colour; in the light theme and the dark one.
    public func testTheCounterIsThePlaceholdersColourWithinTheLimitAndTheErrorColourOver() throws {
        defer { harness.setDarkTheme(false) }
        for dark in [false, true] {
            harness.setDarkTheme(dark)
            let (view, placeholder) = try counterView(limit: 5)
            let raster = view.render()
            let (band, ink, background) = counterInk(raster)
            let counter = try XCTUnwrap(raster.strongestInk(background: background, in: ink), "dark \(dark)")
            let top = PixelBox(minX: 0, minY: 0, maxX: raster.width - 1, maxY: band.minY - 1)
            let shown = try XCTUnwrap(raster.strongestInk(background: raster[raster.width - 1, 0], in: top))
            XCTAssertLessThanOrEqual(counter.distance(to: shown), 12, "dark \(dark): counter \(counter), placeholder \(shown)")
            view.setText("too long")
            view.settle()
            XCTAssertTrue(placeholder.textCount.isOverLimit)
            let over = view.render()
            let found = counterInk(over)
            let red = try XCTUnwrap(over.strongestInk(background: found.background, in: found.ink))
            let error = view.themeErrorColor
            let expected = Pixel(red: Int(error.red * 255), green: Int(error.green * 255), blue: Int(error.blue * 255))
            XCTAssertLessThanOrEqual(red.distance(to: expected), 12, "dark \(dark): counter \(red), error colour \(expected)")
            XCTAssertGreaterThan(red.red - max(red.green, red.blue), 60, "dark \(dark): red: \(red)")
            view.destroy()
        }
    }

    /// Screen readers hear the count in words, as it changes; turned off,
    /// the counter, its room and its description go.
    public func testScreenReadersHearTheCountAndTurningItOffTakesItAway() throws {
        let before = try harness.makeView(placeholder: "Say something")
        let reference = before.render()
        let (view, placeholder) = try counterView(limit: 20)
        XCTAssertNil(view.accessibleCounterMismatch("0 of 20 characters"))
        view.focus()
        view.type("abc")
        XCTAssertNil(view.accessibleCounterMismatch("3 of 20 characters"))
        view.setText(String(repeating: "y", count: 23))
        XCTAssertNil(view.accessibleCounterMismatch("23 of 20 characters, 3 over the limit"))
        placeholder.showsCounter = false
        XCTAssertNil(view.accessibleCounterMismatch(nil))
        view.setText("")
        view.unfocus()
        view.settle()
        XCTAssertTrue(view.render().isIdentical(to: reference), "no counter and no room left behind")
        placeholder.showsCounter = true
        placeholder.limit = .none
        view.settle()
        XCTAssertTrue(view.render().isIdentical(to: reference), "no limit, no counter")
        XCTAssertNil(view.accessibleCounterMismatch(nil))
    }
}
