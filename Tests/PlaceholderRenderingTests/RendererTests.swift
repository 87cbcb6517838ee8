import CPlaceholderPangoCairo
import PlaceholderCore
import PlaceholderTestImaging
import XCTest

@testable import PlaceholderRendering

/// An offscreen renderer of `content` in `font`, configured with `spec` if given.
@MainActor
func renderer(
    _ content: PlaceholderContent, font: String = "DejaVu Sans 12", spec: PlaceholderLayoutSpec? = nil
) -> PlaceholderRenderer {
    let renderer = PlaceholderRenderer.offscreen()
    renderer.setContent(content)
    let description = pango_font_description_from_string(font)
    renderer.setFont(description!)
    pango_font_description_free(description)
    if let spec { renderer.configure(spec) }
    return renderer
}

@MainActor
func paint(_ renderer: PlaceholderRenderer, spec: PlaceholderLayoutSpec,
                   color: PlaceholderColor = PlaceholderColor(red: 0, green: 0, blue: 0),
                   width: Int = 200, height: Int = 100) -> Raster {
    renderer.configure(spec)
    return renderImage(width: width, height: height) { cr in
        renderer.paint(into: cr, x: 0, y: 0, color: color)
    }
}

/// The painting code on Cairo image surfaces, with no display at all: these
/// tests never initialise GTK.
final class RendererTests: XCTestCase {
    func testDrawsInkWhereThePlaceholderIs() throws {
        try MainActor.assumeIsolated {
            let raster = paint(renderer(.plain("Hello")), spec: PlaceholderLayoutSpec(boxWidth: 200))
            let box = try XCTUnwrap(raster.inkBox(background: .white))
            XCTAssertLessThan(box.minX, 4, "starts at the left edge: \(box)")
            XCTAssertLessThan(box.maxY, 25, "one line of 12pt text: \(box)")
            XCTAssertGreaterThan(box.width, 20)
        }
    }

    /// The generation moves whenever the layouts or their place may have
    /// changed, and only then: a drawing kept by it (GTK 4's text nodes) is
    /// made again exactly when it must be.
    func testTheGenerationMovesWithTheLayoutsOnly() {
        MainActor.assumeIsolated {
            let renderer = renderer(.plain("Hello"), spec: PlaceholderLayoutSpec(boxWidth: 200))
            let first = renderer.generation
            renderer.configure(PlaceholderLayoutSpec(boxWidth: 200))
            renderer.setContent(.plain("Hello"))
            XCTAssertEqual(renderer.generation, first, "the same spec and content")
            renderer.configure(PlaceholderLayoutSpec(boxWidth: 120))
            let narrower = renderer.generation
            XCTAssertNotEqual(narrower, first, "a new width")
            renderer.setContent(.plain("Hello again"))
            XCTAssertNotEqual(renderer.generation, narrower, "new content")
        }
    }

    func testEmptyContentDrawsNothing() {
        MainActor.assumeIsolated {
            let raster = paint(renderer(.none), spec: PlaceholderLayoutSpec(boxWidth: 200))
            XCTAssertNil(raster.inkBox(background: .white))
        }
    }

    func testPaintsInTheGivenColour() throws {
        try MainActor.assumeIsolated {
            let red = PlaceholderColor(red: 1, green: 0, blue: 0)
            let raster = paint(renderer(.plain("Hello")), spec: PlaceholderLayoutSpec(boxWidth: 200), color: red)
            let ink = try XCTUnwrap(raster.strongestInk(background: .white))
            XCTAssertLessThanOrEqual(ink.distance(to: Pixel(red: 255, green: 0, blue: 0)), 2, "\(ink)")
        }
    }

    func testPlainTextIsLiteralAndMarkupIsParsed() {
        MainActor.assumeIsolated {
            XCTAssertEqual(renderer(.plain("<b>x</b>")).displayedText, "<b>x</b>")
            XCTAssertEqual(renderer(.markup("<b>x</b>")).displayedText, "x")
        }
    }

    func testInvalidMarkupThrowsPangosMessage() throws {
        try MainActor.assumeIsolated {
            XCTAssertThrowsError(try PlaceholderMarkup.validate("<b>unterminated")) { error in
                guard case .invalidMarkup(let message) = error as? PlaceholderError else {
                    return XCTFail("\(error)")
                }
                XCTAssertFalse(message.isEmpty)
            }
            XCTAssertNoThrow(try PlaceholderMarkup.validate("<i>fine</i> &amp; dandy"))
        }
    }

    func testWrapsAtTheWrapWidthAndNotWithoutOne() {
        MainActor.assumeIsolated {
            let text = PlaceholderContent.plain("one two three four five six seven eight nine ten")
            XCTAssertGreaterThan(renderer(text, spec: PlaceholderLayoutSpec(boxWidth: 100, wrapMode: .word)).lineCount, 2)
            XCTAssertEqual(renderer(text, spec: PlaceholderLayoutSpec(boxWidth: 200, wrapMode: .none)).lineCount, 1)
        }
    }

    func testEllipsizesTheLastLineThatFits() throws {
        try MainActor.assumeIsolated {
            let long = PlaceholderContent.plain(String(repeating: "lorem ipsum dolor sit amet ", count: 40))
            let renderer = renderer(long)
            let raster = paint(renderer, spec: PlaceholderLayoutSpec(boxWidth: 200, maxHeight: 60), height: 200)
            XCTAssertTrue(renderer.isEllipsized)
            let box = try XCTUnwrap(raster.inkBox(background: .white))
            XCTAssertLessThanOrEqual(box.maxY, 60, "nothing below the limit: \(box)")
            XCTAssertGreaterThan(box.maxY, 30, "more than one line shown: \(box)")
        }
    }

    func testNonWrappingViewCutsLinesAndEndsTheLastWithAnEllipsis() throws {
        try MainActor.assumeIsolated {
            let lines = (1...20).map { "line \($0)" }.joined(separator: "\n")
            let renderer = renderer(.plain(lines))
            let raster = paint(renderer, spec: PlaceholderLayoutSpec(boxWidth: 200, wrapMode: .none, maxHeight: 50),
                               height: 200)
            XCTAssertTrue(renderer.isEllipsized)
            XCTAssertTrue(renderer.displayedText.hasSuffix("…"), renderer.displayedText)
            XCTAssertLessThan(renderer.lineCount, 20)
            XCTAssertLessThanOrEqual(try XCTUnwrap(raster.inkBox(background: .white)).maxY, 50)
            // More room brings every line back.
            renderer.configure(PlaceholderLayoutSpec(boxWidth: 200, wrapMode: .none, maxHeight: 2000))
            XCTAssertEqual(renderer.lineCount, 20)
            XCTAssertEqual(renderer.displayedText, lines)
        }
    }

    func testRightToLeftTextIsRightAlignedUnderLeftJustification() throws {
        try MainActor.assumeIsolated {
            let renderer = renderer(.plain("שלום עולם"))
            let raster = paint(renderer, spec: PlaceholderLayoutSpec(boxWidth: 200))
            XCTAssertEqual(renderer.firstParagraphDirection, .rightToLeft)
            let box = try XCTUnwrap(raster.inkBox(background: .white))
            XCTAssertGreaterThan(box.maxX, 190, "flush right: \(box)")
        }
    }

    func testCentredJustificationCentresTheLine() throws {
        try MainActor.assumeIsolated {
            let raster = paint(renderer(.plain("Hi")), spec: PlaceholderLayoutSpec(boxWidth: 200, justification: .center))
            let box = try XCTUnwrap(raster.inkBox(background: .white))
            XCTAssertLessThanOrEqual(abs((box.minX + box.maxX) / 2 - 100), 3, "\(box)")
        }
    }

    func testSteadyStateFramesAreIdentical() {
        MainActor.assumeIsolated {
            let renderer = renderer(.markup("<i>Rich</i> placeholder"))
            let spec = PlaceholderLayoutSpec(boxWidth: 150)
            XCTAssertTrue(paint(renderer, spec: spec).isIdentical(to: paint(renderer, spec: spec)), "a second frame")
        }
    }
}
