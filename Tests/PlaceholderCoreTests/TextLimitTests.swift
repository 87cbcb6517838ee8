import PlaceholderCore
import XCTest

/// The length limit's arithmetic: what fits, what the count says, what is
/// refused as a limit.
final class TextLimitTests: XCTestCase {
    func testABlockingLimitLetsInOnlyTheCharactersThatFit() throws {
        let limit = try TextLimit(maxLength: 5)
        XCTAssertEqual(limit.charactersFitting(3, into: 0), 3)
        XCTAssertEqual(limit.charactersFitting(8, into: 0), 5, "a paste keeps its first characters that fit")
        XCTAssertEqual(limit.charactersFitting(4, into: 3), 2)
        XCTAssertEqual(limit.charactersFitting(1, into: 5), 0, "a keystroke at the limit is refused")
        XCTAssertEqual(limit.charactersFitting(1, into: 9), 0, "text over the limit lets nothing more in")
    }

    func testWithoutALimitOrInWarnModeEverythingGetsIn() throws {
        XCTAssertEqual(TextLimit.none.charactersFitting(1_000, into: 1_000_000), 1_000)
        let warning = try TextLimit(maxLength: 5, mode: .warn)
        XCTAssertEqual(warning.charactersFitting(8, into: 4), 8)
        XCTAssertFalse(TextLimit.none.isSet)
        XCTAssertTrue(warning.isSet)
    }

    func testTheCountSaysLengthRemainingAndOverflow() throws {
        let limit = try TextLimit(maxLength: 500)
        XCTAssertEqual(limit.count(of: 120).description, "120 / 500")
        XCTAssertEqual(limit.count(of: 120).remaining, 380)
        XCTAssertFalse(limit.count(of: 500).isOverLimit)
        XCTAssertTrue(limit.count(of: 501).isOverLimit)
        XCTAssertEqual(limit.count(of: 503).remaining, -3)
        XCTAssertEqual(TextLimit.none.count(of: 7).description, "7")
        XCTAssertEqual(TextLimit.none.count(of: 7).remaining, 0)
        XCTAssertFalse(TextLimit.none.count(of: 7).isOverLimit)
    }

    func testALineLimitCountsLinesAndLeavesCharactersFree() throws {
        let limit = try TextLimit(maxLines: 5)
        XCTAssertTrue(limit.isSet)
        XCTAssertEqual(limit.unit, .lines)
        XCTAssertEqual(limit.charactersFitting(1_000, into: 10_000), 1_000, "no character limit")
        XCTAssertEqual(limit.count(characters: 120, lines: 3).description, "3 / 5 lines")
        XCTAssertTrue(limit.linesFit(5))
        XCTAssertFalse(limit.linesFit(6))
        XCTAssertTrue(try TextLimit(maxLines: 5, mode: .warn).linesFit(60), "warn mode refuses nothing")
        let both = try TextLimit(maxLength: 100, maxLines: 2)
        XCTAssertEqual(both.count(characters: 50, lines: 1), TextCount(length: 1, limit: 2, unit: .lines), "lines are shown")
        XCTAssertEqual(both.charactersFitting(80, into: 50), 50, "characters are still cut")
        XCTAssertEqual(try TextLimit(maxLength: 100).count(characters: 50, lines: 9).description, "50 / 100")
        XCTAssertThrowsError(try TextLimit(maxLines: -2)) { XCTAssertEqual($0 as? PlaceholderError, .invalidLimit(-2)) }
        let one = try XCTUnwrap(CounterDisplay(count: both.count(characters: 3, lines: 1), shown: true))
        XCTAssertEqual(one.spokenText, "1 of 2 lines")
    }

    func testNegativeOrAbsurdLimitsAreTypedErrors() throws {
        for bad in [-1, TextLimit.largest + 1] {
            XCTAssertThrowsError(try TextLimit(maxLength: bad)) { XCTAssertEqual($0 as? PlaceholderError, .invalidLimit(bad)) }
        }
        XCTAssertEqual(try TextLimit(maxLength: TextLimit.largest).maxLength, Int(Int32.max))
        XCTAssertEqual(try TextLimit(maxLength: 0), TextLimit.none)
    }
}
