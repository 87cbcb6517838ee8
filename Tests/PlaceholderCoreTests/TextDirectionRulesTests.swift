import PlaceholderCore
import XCTest

final class TextDirectionRulesTests: XCTestCase {
    func testRightToLeftStartsAtTheRight() {
        XCTAssertEqual(PlaceholderDirection(rightToLeft: true), .rightToLeft)
        XCTAssertEqual(PlaceholderDirection(rightToLeft: false), .leftToRight)
        let ltr = PlaceholderDirection.leftToRight.startAndEnd(left: 3, right: 7)
        XCTAssertEqual([ltr.start, ltr.end], [3, 7])
        let rtl = PlaceholderDirection.rightToLeft.startAndEnd(left: 3, right: 7)
        XCTAssertEqual([rtl.start, rtl.end], [7, 3])
    }

    /// Neutral text takes the keyboard's direction, the view's when the
    /// keyboard has none; the caret is asked only where the two differ on a
    /// shown empty line.
    func testNeutralParagraphFollowsTheKeyboardThenTheCaret() {
        var asked = 0
        func neutral(
            view: PlaceholderDirection, keyboard: PlaceholderDirection?, showsEmptyLine: Bool = true,
            justification: PlaceholderJustification = .left, caret: Int = 0
        ) -> PlaceholderDirection {
            .neutralParagraph(
                view: view, keyboard: keyboard, showsEmptyLine: showsEmptyLine, justification: justification
            ) {
                asked += 1
                return caret
            }
        }
        XCTAssertEqual(neutral(view: .rightToLeft, keyboard: nil, caret: -50), .rightToLeft)
        XCTAssertEqual(neutral(view: .rightToLeft, keyboard: .rightToLeft, caret: -50), .rightToLeft)
        XCTAssertEqual(
            neutral(view: .rightToLeft, keyboard: .leftToRight, showsEmptyLine: false, caret: 50), .leftToRight)
        XCTAssertEqual(asked, 0, "the caret is read only where the directions differ on a shown empty line")
        XCTAssertEqual(neutral(view: .rightToLeft, keyboard: .leftToRight, caret: -50), .leftToRight)
        XCTAssertEqual(neutral(view: .rightToLeft, keyboard: .leftToRight, caret: 50), .rightToLeft)
        XCTAssertEqual(neutral(view: .leftToRight, keyboard: .rightToLeft, caret: 2), .rightToLeft, "centred")
        XCTAssertEqual(neutral(view: .leftToRight, keyboard: .rightToLeft, caret: -2), .rightToLeft, "centred")
        XCTAssertEqual(neutral(view: .leftToRight, keyboard: .rightToLeft, caret: 3), .rightToLeft)
        XCTAssertEqual(neutral(view: .leftToRight, keyboard: .rightToLeft, caret: -3), .leftToRight)
        // A right justification puts the caret of a left-to-right line on the right.
        XCTAssertEqual(
            neutral(view: .leftToRight, keyboard: .rightToLeft, justification: .right, caret: -50), .rightToLeft)
        XCTAssertEqual(
            neutral(view: .rightToLeft, keyboard: .leftToRight, justification: .right, caret: 50), .leftToRight)
        XCTAssertEqual(asked, 8)
    }

    func testTextWindowChangeTellsAResizeFromAScroll() {
        let rect: TextWindowRect = (x: 0, y: 10, width: 200, height: 100)
        XCTAssertEqual(TextWindowChange(from: nil, to: rect), .resized, "first seen")
        XCTAssertEqual(TextWindowChange(from: rect, to: rect), .unchanged)
        XCTAssertEqual(TextWindowChange(from: rect, to: (x: 0, y: 30, width: 200, height: 100)), .scrolled)
        XCTAssertEqual(TextWindowChange(from: rect, to: (x: 5, y: 10, width: 200, height: 100)), .scrolled)
        XCTAssertEqual(TextWindowChange(from: rect, to: (x: 0, y: 10, width: 201, height: 100)), .resized)
        XCTAssertEqual(TextWindowChange(from: rect, to: (x: 9, y: 0, width: 200, height: 99)), .resized)
    }
}
