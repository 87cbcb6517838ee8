import CPlaceholderPangoCairo
import Foundation
import PlaceholderCore
import PlaceholderTestImaging
import XCTest

@testable import PlaceholderRendering

/// `text` repeated and cut to exactly `bytes` UTF-8 bytes (ASCII only).
private func filler(_ text: String, bytes: Int) -> String {
    String(String(repeating: text, count: bytes / text.utf8.count + 1).prefix(bytes))
}

/// A renderer of `content` configured with `spec`, and what it paints
/// into a `width`×`height` image.
@MainActor
private func rendered(_ content: PlaceholderContent, _ spec: PlaceholderLayoutSpec, width: Int = 300, height: Int = 200)
    -> (PlaceholderRenderer, Raster)
{
    let placeholder = renderer(content)
    return (placeholder, paint(placeholder, spec: spec, width: width, height: height))
}

/// Inputs that could break the layout or the painting, on Cairo image
/// surfaces with no display, are drawn without harm.
final class RendererBadInputTests: XCTestCase {
    /// A 1 MiB placeholder, one long paragraph or many short ones, shows
    /// exactly the lines its first KiB shows: only what fits is painted,
    /// so a frame paints no more for 1 MiB than for 1 KiB.
    func testOneMebibytePlaceholderShowsOnlyTheLinesThatFitAsOneKibibyteDoes() throws {
        try MainActor.assumeIsolated {
            let spec = PlaceholderLayoutSpec(boxWidth: 300, wrapMode: .word, maxHeight: 120)
            for unit in ["lorem ipsum dolor sit amet ", "a short line\n"] {
                let (big, bigRaster) = rendered(.plain(filler(unit, bytes: 1 << 20)), spec)
                let (small, smallRaster) = rendered(.plain(filler(unit, bytes: 1 << 10)), spec)
                XCTAssertTrue(big.isEllipsized)
                XCTAssertTrue(small.isEllipsized, "1 KiB already overflows 120 pixels")
                XCTAssertEqual(big.lineCount, small.lineCount, "lines painted per frame")
                XCTAssertLessThanOrEqual(big.lineCount, 10, "120 pixels hold a handful of 12pt lines")
                XCTAssertLessThanOrEqual(big.visibleHeight, 120)
                XCTAssertTrue(bigRaster.isIdentical(to: smallRaster), "the same pixels")
                let box = try XCTUnwrap(bigRaster.inkBox(background: .white))
                XCTAssertLessThanOrEqual(box.maxY, 120)
                // A steady frame repaints the same without laying out again.
                let again = renderImage(width: 300, height: 200) { big.paint(into: $0, x: 0, y: 0, color: PlaceholderColor(red: 0, green: 0, blue: 0)) }
                XCTAssertTrue(again.isIdentical(to: bigRaster))
            }
        }
    }

    /// Past about 300,000 characters, Pango's 32-bit widths overflow and a
    /// paragraph neither wraps nor ellipsizes: paragraphs are cut first.
    func testAParagraphTooWideForPangoUnitsStillWrapsAndEndsInAnEllipsis() throws {
        try MainActor.assumeIsolated {
            let text = filler("lorem ipsum dolor sit amet ", bytes: 512 << 10)
            let unlimited = renderer(.plain(text))
            let raster = paint(unlimited, spec: PlaceholderLayoutSpec(boxWidth: 300, wrapMode: .word), width: 800, height: 100)
            XCTAssertLessThan(try XCTUnwrap(raster.inkBox(background: .white)).maxX, 300, "wrapped within the box")
            XCTAssertGreaterThan(unlimited.lineCount, 100)
            XCTAssertEqual(unlimited.displayedText.count, PlaceholderParagraph.maxCharacters + 1)
            XCTAssertTrue(unlimited.displayedText.hasSuffix("…"))
            let limited = renderer(.plain(text))
            let shown = paint(limited, spec: PlaceholderLayoutSpec(boxWidth: 300, wrapMode: .word, maxHeight: 60), width: 800, height: 100)
            XCTAssertLessThan(try XCTUnwrap(shown.inkBox(background: .white)).maxX, 300, "the last line is ellipsized")
            XCTAssertTrue(limited.isEllipsized)
        }
    }

    /// NUL characters in plain text.
    func testNulCharactersAreDrawnAsReplacementCharacters() {
        MainActor.assumeIsolated {
            let spec = PlaceholderLayoutSpec(boxWidth: 300)
            let (nul, nulRaster) = rendered(.plain("before\0after\0"), spec)
            XCTAssertEqual(nul.displayedText, "before\u{FFFD}after\u{FFFD}", "nothing after a NUL is lost")
            let (_, replaced) = rendered(.plain("before\u{FFFD}after\u{FFFD}"), spec)
            XCTAssertTrue(nulRaster.isIdentical(to: replaced))
        }
    }

    /// Only newlines (every separator GtkTextBuffer knows), whitespace, zero-width characters.
    func testBlankPlaceholdersLayOutTheirLinesAndPaintNothing() {
        MainActor.assumeIsolated {
            let spec = PlaceholderLayoutSpec(boxWidth: 300)
            let cases: [(String, Int)] = [
                ("\n", 2), ("\n\n\n", 4), ("\r\n\r\n", 3), ("\u{2029}", 2), ("   ", 1), ("\t \t", 1),
                ("\u{200B}\u{200C}\u{200D}\u{2060}\u{FEFF}", 1),
            ]
            for (text, lines) in cases {
                let (blank, raster) = rendered(.plain(text), spec)
                XCTAssertEqual(blank.lineCount, lines, text.debugDescription)
                XCTAssertNil(raster.inkBox(background: .white), "\(text.debugDescription) paints nothing")
                XCTAssertGreaterThan(blank.naturalHeight, 0, "\(text.debugDescription) still takes its lines' height")
            }
        }
    }

    /// ZWJ emoji, combining marks, zero-width characters, an override.
    func testEmojiSequencesCombiningMarksAndZeroWidthCharactersAreDrawnAsGiven() {
        MainActor.assumeIsolated {
            let spec = PlaceholderLayoutSpec(boxWidth: 300)
            for text in [
                "👩‍💻 👨‍👩‍👧‍👦 🏳️‍🌈 👍🏽", "e\u{301}\u{301}\u{301} a\u{308}\u{323}", "\u{301}starts with a mark",
                "zero\u{200B}width\u{200D}joiner\u{FEFF}bom", "\u{202E}right-to-left override",
            ] {
                let (placeholder, raster) = rendered(.plain(text), spec)
                XCTAssertEqual(placeholder.displayedText, text)
                XCTAssertEqual(placeholder.lineCount, 1, text.debugDescription)
                XCTAssertNotNil(raster.inkBox(background: .white), "\(text.debugDescription) is drawn")
            }
        }
    }

    /// Boxes of 0 and 1 pixels (and negative ones), in every wrap mode.
    func testEmptyAndOnePixelBoxesLayOutAndPaintWithoutCrashing() {
        MainActor.assumeIsolated {
            let text = PlaceholderContent.plain("A placeholder that cannot fit\nin any of these boxes")
            for wrap in PlaceholderWrapMode.allCases {
                for (width, maxHeight) in [(0, 0), (1, 1), (0, nil), (1, nil), (-20, -5)] as [(Int, Int?)] {
                    let placeholder = renderer(text)
                    let spec = PlaceholderLayoutSpec(boxWidth: width, wrapMode: wrap, maxHeight: maxHeight)
                    _ = paint(placeholder, spec: spec, width: 1, height: 1)
                    XCTAssertGreaterThan(placeholder.lineCount, 0, "\(wrap) \(width)x\(String(describing: maxHeight))")
                    if let maxHeight, maxHeight <= 1 {
                        XCTAssertTrue(placeholder.isEllipsized)
                        XCTAssertEqual(placeholder.displayedText.split(separator: "\n").count, 1, "the first line only")
                    }
                }
            }
        }
    }

    /// Markup-looking, even invalid, plain text.
    func testPlainTextThatLooksLikeMarkupIsNeverParsed() {
        MainActor.assumeIsolated {
            for text in ["<b>x</b>", "a & b", "&amp;", "<", "<span foreground='red'>r</span>", "<b>unterminated", "\u{0}<i>"] {
                XCTAssertEqual(renderer(.plain(text)).displayedText, PlaceholderContent.plain(text).drawableSource)
            }
        }
    }

    /// A NUL would silently end the markup Pango reads.
    func testMarkupWithANulCharacterIsRefused() throws {
        try MainActor.assumeIsolated {
            for markup in ["ok\u{0}<b>", "<i>\u{0}</i>", "\u{0}"] {
                XCTAssertThrowsError(try PlaceholderMarkup.validate(markup), markup.debugDescription) { error in
                    guard case .invalidMarkup(let message) = error as? PlaceholderError else { return XCTFail("\(error)") }
                    XCTAssertTrue(message.contains("NUL"), message)
                }
            }
        }
    }
}
