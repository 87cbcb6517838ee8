import PlaceholderCore
import PlaceholderTestImaging
import XCTest

/// Draws `text` as the placeholder of a shown `view` (in the view's own
/// text colour and opacity) and then as typed text in the same view, at the
/// window's scale factor, and returns how the two differ: the same rows
/// must be inked (so the same line breaks and vertical placement) and every
/// row's ink must start and end within 1 device pixel. Where GTK composites
/// the placeholder twice, the typed text's pixels are composited as twice
/// too (the glyphs' cores are the same, their edges darker). Empty when
/// they agree; the view is left empty again.
@MainActor
package func comparePlaceholderWithTypedText(_ text: String, in view: any BehaviourView) throws -> [String] {
    let color = view.textColor
    try facade(of: view).color = .custom(color)
    view.settle()
    let scale = view.scaleFactor
    let placeholderRaster = view.render(scale: scale)
    let background = view.background(placeholderRaster)
    view.setText(text)
    view.settle()
    var typedRaster = view.render(scale: scale)
    view.setText("")
    if view.placeholderCopies > 1 { typedRaster = typedRaster.compositedTwice(color, over: background) }
    return InkRows(placeholderRaster, background: background)
        .mismatches(against: InkRows(typedRaster, background: background))
}

extension Raster {
    /// This drawing of text in `color` on `background` as two copies of it
    /// in the weakened colour would come out (`weakenedForCompositingTwice`):
    /// a pixel covered t by the glyphs gets 1 − (1 − t·a')² of the colour
    /// in place of t·a.
    func compositedTwice(_ color: PlaceholderColor, over background: Pixel) -> Raster {
        let once = color.alpha, weakened = color.weakenedForCompositingTwice().alpha
        let full = [color.red, color.green, color.blue].map { $0 * 255 * once }
        let base = [background.red, background.green, background.blue].map { Double($0) * (1 - once) }
        let ink = zip(full, base).map { $0 + $1 }  // a fully covered pixel
        let back = [background.red, background.green, background.blue].map(Double.init)
        let channel = (0..<3).max { abs(ink[$0] - back[$0]) < abs(ink[$1] - back[$1]) }!
        guard once > 0, abs(ink[channel] - back[channel]) >= 1 else { return self }
        return Raster(width: width, pixels: pixels(in: nil).map { pixel in
            let values = [pixel.red, pixel.green, pixel.blue].map(Double.init)
            let coverage = (values[channel] - back[channel]) / (ink[channel] - back[channel])
            // Only the text's edges: pixels between the background and the ink.
            guard coverage > 0, coverage < 1,
                (0..<3).allSatisfy({ abs(back[$0] + (ink[$0] - back[$0]) * coverage - values[$0]) <= 8 })
            else { return pixel }
            let twice = (1 - (1 - coverage * weakened) * (1 - coverage * weakened)) / once
            let mixed = (0..<3).map { Int((back[$0] + (ink[$0] - back[$0]) * twice).rounded()) }
            return Pixel(red: mixed[0], green: mixed[1], blue: mixed[2], alpha: pixel.alpha)
        })
    }
}

/// Asserts that `comparePlaceholderWithTypedText` finds no difference in
/// a new view with `text` as its placeholder.
@MainActor
func assertPlaceholderMatchesTypedText(
    _ text: String, harness: any BehaviourHarness, width: Int32 = 320, height: Int32 = 200,
    geometry: ViewGeometry = ViewGeometry(), file: StaticString = #filePath, line: UInt = #line
) throws {
    let view = try harness.makeView(placeholder: text, width: width, height: height, geometry: geometry)
    defer { view.destroy() }
    let mismatches = try comparePlaceholderWithTypedText(text, in: view)
    XCTAssertTrue(mismatches.isEmpty, "\(text.prefix(30)): \(mismatches.prefix(6))", file: file, line: line)
}
