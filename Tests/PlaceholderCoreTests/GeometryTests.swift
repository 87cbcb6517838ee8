import PlaceholderCore
import XCTest

final class GeometryTests: XCTestCase {
    private func geometry(
        width: Int = 200, height: Int = 100, insets: (Int, Int, Int) = (0, 0, 0),
        margins: (Int, Int, Int) = (0, 0, 0), scroll: (Int, Int) = (0, 0), firstLineTop: Int = 0,
        wrap: PlaceholderWrapMode = .word
    ) -> PlaceholderGeometry {
        PlaceholderGeometry(
            textWindowWidth: width, textWindowHeight: height,
            leftInset: insets.0, rightInset: insets.1, bottomInset: insets.2,
            leftMargin: margins.0, rightMargin: margins.1, bottomMargin: margins.2,
            scrollX: scroll.0, scrollY: scroll.1, firstLineTop: firstLineTop, wrapMode: wrap)
    }

    func testBoxWidthLeavesInsetsMarginsAndTheCaretPixel() {
        // 200 - 16 - 16 (padding and border) - 1 (caret) - 23 - 31 (margins)
        let box = geometry(insets: (16, 16, 0), margins: (23, 31, 0), scroll: (-16, 0))
        XCTAssertEqual(box.box.width, 113)
        XCTAssertEqual(box.box.wrapWidth, 113)
        XCTAssertEqual(box.boxLeft, 39, "left margin plus the inset the buffer is scrolled by")
        XCTAssertNil(geometry(wrap: .none).box.wrapWidth)
        XCTAssertEqual(geometry(width: 5, margins: (10, 10, 0)).box.width, 1)
    }

    func testAvailableHeightKeepsBottomInsetAndMarginClearAndNeverGoesNegative() {
        let view = geometry(height: 100, insets: (0, 0, 4), margins: (0, 0, 8), scroll: (0, -3), firstLineTop: 9)
        XCTAssertEqual(view.lineTop, 12)
        XCTAssertEqual(view.availableHeight, 100 - 4 - 8 - 12)
        XCTAssertEqual(geometry(height: 10, margins: (0, 0, 8), firstLineTop: 12).availableHeight, 0)
    }

    func testUnwrappedParagraphsAreShiftedIntoTheBoxByWholePixelsAsGtkTextViewDoes() {
        let unwrapped = geometry(width: 201, wrap: .none).box  // a 200-pixel box
        func shift(_ width: Int, _ justification: PlaceholderJustification, _ direction: PlaceholderDirection = .leftToRight) -> Int {
            unwrapped.shift(paragraphWidth: width, justification: justification, direction: direction)
        }
        XCTAssertEqual(shift(50, .left), 0)
        XCTAssertEqual(shift(50, .right), 150)
        XCTAssertEqual(shift(50, .center), 75)
        XCTAssertEqual(shift(51, .center), 74, "an odd excess rounds down, as C's excess / 2")
        XCTAssertEqual(shift(50, .left, .rightToLeft), 150, "left justification ends a right-to-left line at the right")
        XCTAssertEqual(shift(50, .fill, .rightToLeft), 150)
        XCTAssertEqual(shift(500, .right), 0, "too wide: stays at its start")
        XCTAssertEqual(
            geometry(wrap: .word).box.shift(paragraphWidth: 50, justification: .right, direction: .leftToRight), 0,
            "Pango aligns wrapped text")
    }

    func testJustificationMirrorsInRightToLeftParagraphs() {
        typealias G = PlaceholderGeometry
        XCTAssertEqual(G.lineAlignment(for: .left, direction: .leftToRight).alignment, .left)
        XCTAssertEqual(G.lineAlignment(for: .left, direction: .rightToLeft).alignment, .right)
        XCTAssertEqual(G.lineAlignment(for: .right, direction: .leftToRight).alignment, .right)
        XCTAssertEqual(G.lineAlignment(for: .right, direction: .rightToLeft).alignment, .left)
        XCTAssertEqual(G.lineAlignment(for: .center, direction: .rightToLeft).alignment, .center)
        XCTAssertTrue(G.lineAlignment(for: .fill, direction: .leftToRight).justify)
        XCTAssertFalse(G.lineAlignment(for: .center, direction: .leftToRight).justify)
    }

    func testParagraphsStackWithSpacingAboveAndBelow() {
        let plan = ParagraphLayoutPlan(
            heights: [20, 40, 20], firstLineHeights: [20, 20, 20], pixelsAbove: 3, pixelsBelow: 5, maxHeight: nil)
        XCTAssertEqual(plan.tops, [3, 3 + 20 + 5 + 3, 31 + 40 + 5 + 3])
        XCTAssertEqual(plan.shortening, .none)
    }

    func testTheLastParagraphThatFitsIsShortened() {
        let limited = ParagraphLayoutPlan(
            heights: [20, 60], firstLineHeights: [20, 20], pixelsAbove: 0, pixelsBelow: 0, maxHeight: 50)
        XCTAssertEqual(limited.tops, [0, 20])
        XCTAssertEqual(limited.shortening, .limitLastParagraph(height: 30))
        let noRoom = ParagraphLayoutPlan(
            heights: [20, 20, 20], firstLineHeights: [20, 20, 20], pixelsAbove: 0, pixelsBelow: 0, maxHeight: 50)
        XCTAssertEqual(noRoom.tops, [0, 20])
        XCTAssertEqual(noRoom.shortening, .ellipsizeLastParagraph)
        let tiny = ParagraphLayoutPlan(
            heights: [60], firstLineHeights: [20], pixelsAbove: 0, pixelsBelow: 0, maxHeight: 5)
        XCTAssertEqual(tiny.tops, [0], "the first line always shows")
        XCTAssertEqual(tiny.shortening, .limitLastParagraph(height: 5))
    }

    func testParagraphsSplitLikeGtkTextBuffer() {
        func split(_ text: String) -> [String] {
            let bytes = Array(text.utf8)
            return ParagraphSplitter.ranges(bytes).map { String(decoding: bytes[$0], as: UTF8.self) }
        }
        XCTAssertEqual(split("one"), ["one"])
        XCTAssertEqual(split(""), [""])
        XCTAssertEqual(split("a\nb\r\nc\rd\u{2029}e"), ["a", "b", "c", "d", "e"])
        XCTAssertEqual(split("a\n\n"), ["a", "", ""])
        XCTAssertEqual(split("é\nü"), ["é", "ü"])
    }
}
