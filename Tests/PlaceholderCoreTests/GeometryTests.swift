import PlaceholderCore
import XCTest

final class GeometryTests: XCTestCase {
    private func geometry(
        width: Int = 200, height: Int = 100, left: Int = 0, right: Int = 0, bottom: Int = 0,
        caretX: Double = 0, caretY: Double = 0, wrap: PlaceholderWrapMode = .word
    ) -> PlaceholderGeometry {
        PlaceholderGeometry(
            visibleWidth: width, visibleHeight: height, leftMargin: left, rightMargin: right,
            bottomMargin: bottom, caretX: caretX, caretY: caretY, wrapMode: wrap)
    }

    func testWrapWidthSubtractsMarginsAndIsNilWithoutWrapping() {
        XCTAssertEqual(geometry(left: 10, right: 15).wrapWidth, 175)
        XCTAssertNil(geometry(left: 10, wrap: .none).wrapWidth)
        XCTAssertEqual(geometry(width: 5, left: 10, right: 10).wrapWidth, 1)
    }

    func testAvailableHeightKeepsBottomMarginClearAndNeverGoesNegative() {
        XCTAssertEqual(geometry(height: 100, bottom: 8, caretY: 12).availableHeight, 80)
        XCTAssertEqual(geometry(height: 10, bottom: 8, caretY: 12).availableHeight, 0)
    }

    func testOriginPutsTheEmptyLineCaretOnTheViewCaret() {
        let origin = geometry(caretX: 110, caretY: 7).layoutOrigin(emptyCaretX: 100)
        XCTAssertEqual(origin.x, 10)
        XCTAssertEqual(origin.y, 7)
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

    func testParagraphDirectionComesFromTextThenView() {
        typealias D = PlaceholderDirection
        XCTAssertEqual(D.strongDirection(of: "שלום"), .rightToLeft)
        XCTAssertEqual(D.strongDirection(of: "مرحبا"), .rightToLeft)
        XCTAssertEqual(D.strongDirection(of: "123 Hello שלום"), .leftToRight)
        XCTAssertEqual(D.strongDirection(of: "١٢٣ שלום"), .rightToLeft)
        XCTAssertNil(D.strongDirection(of: "123 !? 🙂"))
        XCTAssertEqual(D.strongDirection(of: "\u{200F}123"), .rightToLeft)
        XCTAssertEqual(
            PlaceholderGeometry.paragraphDirection(textDirection: nil, viewDirection: .rightToLeft),
            .rightToLeft)
        XCTAssertEqual(
            PlaceholderGeometry.paragraphDirection(textDirection: .leftToRight, viewDirection: .rightToLeft),
            .leftToRight)
    }
}
