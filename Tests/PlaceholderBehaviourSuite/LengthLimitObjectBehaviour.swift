import CPlaceholderGObject
import PlaceholderCore
import PlaceholderTestGObject
import XCTest

/// `PtvPlaceholder`'s limit properties: `max-length` and `limit-mode` set
/// the same limit as the Swift object, and `length`, `remaining` and
/// `over-limit` notify exactly when they change.
@MainActor
public final class LengthLimitObjectBehaviour: BehaviourGroup {
    /// The properties set the Swift object's limit, and the count
    /// properties follow the text, each notified once per change.
    public func testTheLimitPropertiesDriveTheLimitAndTheCountNotifiesOnChange() throws {
        let (view, placeholder) = try harness.makeWrappedView()
        let properties = placeholderObject(on: view)
        let counters = ["length", "remaining", "over-limit"].map { SignalCounter(properties.object, "notify::" + $0) }
        // `over-limit` is a boolean, so it is read as one (1 for true) to keep the three in one check.
        let counts: () -> [Double] = {
            [properties.number("length"), properties.number("remaining"), properties.bool("over-limit") ? 1 : 0]
        }
        properties.set("max-length", 4)
        XCTAssertEqual(placeholder.limit.maxLength, 4, "one limit: the object sets the facade's")
        XCTAssertEqual(counters.map(\.count), [0, 1, 0], "remaining went from 0 (no limit) to 4")
        view.focus()
        view.type("abcdef")
        XCTAssertEqual(view.text, "abcd")
        XCTAssertEqual(counts(), [4, 0, 0])
        XCTAssertEqual(counters.map(\.count), [4, 5, 0], "once per character that went in, none for refused keys")
        properties.set("limit-mode", 1)
        XCTAssertEqual(placeholder.limit.mode, .warn)
        view.type("ef")
        XCTAssertEqual(view.text, "abcdef")
        XCTAssertEqual(counts(), [6, -2, 1])
        XCTAssertEqual(counters.map(\.count), [6, 7, 1])
        placeholder.limit = .none
        XCTAssertEqual(properties.number("max-length"), 0)
        XCTAssertEqual(counts(), [0, 0, 0])
    }

    /// A negative `max-length` is refused by GObject with a warning, and
    /// the old limit stays.
    public func testANegativeMaxLengthIsRefusedWithAWarning() throws {
        let view = try harness.makeView()
        let properties = placeholderObject(on: view)
        properties.set("max-length", 3)
        let log = LogCollector()
        properties.set("max-length", -1)
        XCTAssertEqual(properties.number("max-length"), 3)
        XCTAssertEqual(log.messages.count, 1, "\(log.messages)")
    }

    /// A limit alone, with no placeholder, limits the view.
    public func testALimitWorksWithoutAPlaceholder() throws {
        let view = try harness.makeView(placeholder: "")
        try facade(of: view).limit = try TextLimit(maxLength: 2)
        view.focus()
        view.type("abc")
        XCTAssertEqual(view.text, "ab")
        XCTAssertEqual(view.refusedInputCount, 1)
    }
}
