import CPlaceholderPangoCairo
import PlaceholderCore
import PlaceholderTestImaging
import XCTest

@testable import PlaceholderRendering

/// The same placeholder drawn through the raster and drawn directly, at
/// `scale` device pixels per unit, with the box origin at (`x`, `y`) and
/// `transform` applied to the context first.
@MainActor
private func rasterAndDirect(
    _ content: PlaceholderContent, spec: PlaceholderLayoutSpec = PlaceholderLayoutSpec(boxWidth: 180),
    scale: Int = 1, x: Double = 3, y: Double = 5, color: PlaceholderColor = PlaceholderColor(red: 0.2, green: 0.3, blue: 0.9),
    transform: (OpaquePointer) -> Void = { _ in }
) -> (raster: Raster, direct: Raster, renderer: PlaceholderRenderer) {
    let subject = renderer(content, spec: spec)
    func draw(usingRaster: Bool) -> Raster {
        subject.usesRaster = usingRaster
        return renderImage(width: 200, height: 80, scale: scale) { cr in
            transform(cr)
            subject.paint(into: cr, x: x, y: y, color: color)
        }
    }
    let direct = draw(usingRaster: false)
    return (draw(usingRaster: true), direct, subject)
}

private let twoLines = PlaceholderContent.plain("Write a message to the team…\nShift+Enter starts a new line")

/// Steady frames copy a raster painted once. The copy must be the
/// pixels direct drawing gives, wherever the placeholder lands.
final class RasterTests: XCTestCase {
    func testRasterMatchesDirectDrawingAtEveryScaleAndPhase() {
        MainActor.assumeIsolated {
            for scale in [1, 2, 3] {
                for (x, y) in [(0.0, 0.0), (3, 5), (2.5, 7.25), (10.75, 0.5), (-4, -3)] {
                    let result = rasterAndDirect(twoLines, scale: scale, x: x, y: y)
                    XCTAssertGreaterThan(result.direct.inkCount(background: .white), 100, "something to compare")
                    XCTAssertTrue(result.raster.isIdentical(to: result.direct), "scale \(scale) at (\(x), \(y)) \(String(describing: result.raster.inkBox(background: .white))) vs \(String(describing: result.direct.inkBox(background: .white))) \(result.raster.inkCount(background: .white)) \(result.direct.inkCount(background: .white))")
                    XCTAssertEqual(result.renderer.rasterPaintCount, 1, "scale \(scale) at (\(x), \(y))")
                }
            }
        }
    }

    func testMatchesUnderEveryLayoutOption() {
        MainActor.assumeIsolated {
            let specs = [
                PlaceholderLayoutSpec(boxWidth: 120, wrapMode: .wordCharacter, justification: .center, indent: 9),
                PlaceholderLayoutSpec(boxWidth: 150, wrapMode: .none, justification: .right),
                PlaceholderLayoutSpec(boxWidth: 151, wrapMode: .none, justification: .center),
                PlaceholderLayoutSpec(boxWidth: 90, wrapMode: .word, justification: .fill, pixelsInsideWrap: 4, maxHeight: 30),
                PlaceholderLayoutSpec(boxWidth: 160, neutralDirection: .rightToLeft),
            ]
            for spec in specs {
                for content in [twoLines, .plain("שלום עולם, hello"), .plain("tab\there"), .plain("Wj|ÅÉ_gy")] {
                    for (scale, x, y) in [(2, 1.5, 2.0), (1, 0.9, 0.95), (3, 0.99, 0.7)] {
                        let result = rasterAndDirect(content, spec: spec, scale: scale, x: x, y: y)
                        XCTAssertTrue(result.raster.isIdentical(to: result.direct), "\(spec) \(content) ×\(scale) (\(x), \(y))")
                    }
                }
            }
        }
    }

    func testMarkupKeepsItsOwnColours() throws {
        try MainActor.assumeIsolated {
            let markup = PlaceholderContent.markup("<span foreground='#ff0000'>red</span> and <u>grey</u>")
            let result = rasterAndDirect(markup, x: 2.5, y: 3)
            XCTAssertLessThanOrEqual(try XCTUnwrap(result.raster.strongestInk(background: .white))
                .distance(to: try XCTUnwrap(result.direct.strongestInk(background: .white))), 1)
            XCTAssertEqual(result.raster.inkBox(background: .white), result.direct.inkBox(background: .white))
        }
    }

    func testSteadyFramesAndColourChangesOfPlainTextPaintNoRaster() {
        MainActor.assumeIsolated {
            let subject = renderer(twoLines, spec: PlaceholderLayoutSpec(boxWidth: 180))
            for index in 0..<20 {
                let grey = Double(index) / 40
                _ = renderImage(width: 200, height: 80) { cr in
                    subject.paint(into: cr, x: 4, y: 4, color: PlaceholderColor(red: grey, green: grey, blue: grey))
                }
            }
            XCTAssertEqual(subject.rasterPaintCount, 1, "plain text is a mask: the colour is applied at the copy")
            subject.configure(PlaceholderLayoutSpec(boxWidth: 120))
            _ = renderImage(width: 200, height: 80) { subject.paint(into: $0, x: 4, y: 4, color: .init(red: 0, green: 0, blue: 0)) }
            XCTAssertEqual(subject.rasterPaintCount, 2, "a new layout paints a new raster")
        }
    }

    func testScaledOrRotatedContextsAreDrawnDirectly() {
        MainActor.assumeIsolated {
            let transforms: [(String, (OpaquePointer) -> Void)] = [
                ("scaled", { cairo_scale($0, 1.5, 1.5) }),
                ("rotated", { cairo_rotate($0, 0.1) }),
            ]
            for (what, transform) in transforms {
                let result = rasterAndDirect(twoLines, transform: transform)
                XCTAssertTrue(result.raster.isIdentical(to: result.direct), what)
                XCTAssertEqual(result.renderer.rasterPaintCount, 0, "\(what): no raster")
            }
        }
    }

    func testHugePlaceholderIsDrawnDirectly() {
        MainActor.assumeIsolated {
            let text = String(repeating: "word ", count: 3000)
            let result = rasterAndDirect(.plain(text), spec: PlaceholderLayoutSpec(boxWidth: 4000, wrapMode: .none), scale: 1)
            XCTAssertTrue(result.raster.isIdentical(to: result.direct))
            XCTAssertEqual(result.renderer.rasterPaintCount, 0, "larger than \(PlaceholderRaster.maxPixels) pixels")
        }
    }

    func testVectorTargetsGetTheTextItself() throws {
        try MainActor.assumeIsolated {
            let subject = renderer(twoLines, spec: PlaceholderLayoutSpec(boxWidth: 180))
            let recording = try XCTUnwrap(cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil))
            defer { cairo_surface_destroy(recording) }
            let cr = try XCTUnwrap(cairo_create(recording))
            subject.paint(into: cr, x: 2, y: 2, color: PlaceholderColor(red: 0, green: 0, blue: 0))
            cairo_destroy(cr)
            XCTAssertEqual(subject.rasterPaintCount, 0, "a recording (like PDF or SVG) keeps vector text")
            // Replayed onto pixels, it is the text drawn directly.
            let replayed = renderImage(width: 200, height: 80) { target in
                cairo_set_source_surface(target, recording, 0, 0)
                cairo_paint(target)
            }
            subject.usesRaster = false
            let direct = renderImage(width: 200, height: 80) {
                subject.paint(into: $0, x: 2, y: 2, color: PlaceholderColor(red: 0, green: 0, blue: 0))
            }
            XCTAssertTrue(replayed.isIdentical(to: direct))
        }
    }

    func testViewsOnTwoScalesKeepTheirOwnRasters() {
        MainActor.assumeIsolated {
            let subject = renderer(twoLines, spec: PlaceholderLayoutSpec(boxWidth: 180))
            for _ in 0..<10 {
                for scale in [1, 2] {
                    _ = renderImage(width: 200, height: 80, scale: scale) {
                        subject.paint(into: $0, x: 3, y: 3, color: PlaceholderColor(red: 0, green: 0, blue: 0))
                    }
                }
            }
            XCTAssertEqual(subject.rasterPaintCount, 2, "one raster a scale, kept")
        }
    }

    func testSubpixelAntialiasingIsDrawnDirectly() throws {
        try MainActor.assumeIsolated {
            let subject = renderer(twoLines)
            let options = try XCTUnwrap(cairo_font_options_create())
            cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_SUBPIXEL)
            cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_RGB)
            subject.setFontOptions(options)
            cairo_font_options_destroy(options)
            subject.configure(PlaceholderLayoutSpec(boxWidth: 180))
            _ = renderImage(width: 200, height: 80) {
                subject.paint(into: $0, x: 3, y: 3, color: PlaceholderColor(red: 0, green: 0, blue: 0))
            }
            XCTAssertEqual(subject.rasterPaintCount, 0, "an alpha mask cannot hold colour fringes")
        }
    }
}
