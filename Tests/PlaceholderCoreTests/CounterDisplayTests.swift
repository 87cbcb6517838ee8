import PlaceholderCore
import XCTest

/// What the built-in counter shows and says, and when it shows at all.
final class CounterDisplayTests: XCTestCase {
    func testTheCounterShowsOnlyWhenAskedForAndALimitIsSet() throws {
        let count = try TextLimit(maxLength: 500).count(of: 120)
        XCTAssertNil(CounterDisplay(count: count, shown: false))
        XCTAssertNil(CounterDisplay(count: TextLimit.none.count(of: 120), shown: true), "no limit, no counter")
        XCTAssertEqual(CounterDisplay(count: count, shown: true)?.text, "120 / 500")
    }

    func testItSaysTheCountInWordsAndTheOverflow() throws {
        let within = try XCTUnwrap(CounterDisplay(count: try TextLimit(maxLength: 500).count(of: 120), shown: true))
        XCTAssertEqual(within.spokenText, "120 of 500 characters")
        XCTAssertFalse(within.isOverLimit)
        let over = try XCTUnwrap(CounterDisplay(count: try TextLimit(maxLength: 5).count(of: 8), shown: true))
        XCTAssertEqual(over.text, "8 / 5")
        XCTAssertEqual(over.spokenText, "8 of 5 characters, 3 over the limit")
        XCTAssertTrue(over.isOverLimit)
        let one = try XCTUnwrap(CounterDisplay(count: try TextLimit(maxLength: 1).count(of: 1), shown: true))
        XCTAssertEqual(one.spokenText, "1 of 1 character")
    }
}
