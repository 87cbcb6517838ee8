import CPlaceholderGObject
import PlaceholderCore
import PlaceholderTestGObject
import XCTest

/// `PtvPlaceholder`'s limit properties: `max-length` and `limit-mode` set
/// the same limit as the Swift object, and `length`, `remaining` and
/// `over-limit` notify exactly when they change.
@MainActor
public struct LengthLimitObjectBehaviour: BehaviourGroup {
    let harness: any BehaviourHarness
    /// The group for one toolkit.
    public init(harness: any BehaviourHarness) { self.harness = harness }

    /// An integer, enum or boolean property of `object`, as a number.
    private func number(_ object: UnsafeMutableRawPointer, _ name: String) -> Int {
        let objectClass = UnsafeMutableRawPointer(object.assumingMemoryBound(to: GTypeInstance.self).pointee.g_class!)
        let spec = g_object_class_find_property(objectClass.assumingMemoryBound(to: GObjectClass.self), name)!
        var value = GValue()
        g_value_init(&value, spec.pointee.value_type)
        defer { g_value_unset(&value) }
        g_object_get_property(object.assumingMemoryBound(to: GObject.self), name, &value)
        if spec.pointee.value_type == g_type_from_name("gint") { return Int(g_value_get_int(&value)) }
        if spec.pointee.value_type == g_type_from_name("gboolean") { return Int(g_value_get_boolean(&value)) }
        return Int(g_value_get_enum(&value))
    }

    /// The properties set the Swift object's limit, and the count
    /// properties follow the text, each notified once per change.
    public func testTheLimitPropertiesDriveTheLimitAndTheCountNotifiesOnChange() throws {
        let view = try harness.makeView()
        let placeholder = try facade(of: view)
        let object = newPlaceholderObject(on: view, harness: harness)
        defer { g_object_unref(object) }
        let counters = ["length", "remaining", "over-limit"].map { SignalCounter(object, "notify::" + $0) }
        setProperty(object, "max-length", type: g_type_from_name("gint")) { g_value_set_int($0, 4) }
        XCTAssertEqual(placeholder.limit.maxLength, 4, "one limit: the object sets the facade's")
        XCTAssertEqual(counters.map(\.count), [0, 1, 0], "remaining went from 0 (no limit) to 4")
        view.focus()
        view.type("abcdef")
        XCTAssertEqual(view.text, "abcd")
        XCTAssertEqual([number(object, "length"), number(object, "remaining"), number(object, "over-limit")], [4, 0, 0])
        XCTAssertEqual(counters.map(\.count), [4, 5, 0], "once per character that went in, none for refused keys")
        setProperty(object, "limit-mode", type: g_type_from_name("PtvLimitMode")) { g_value_set_enum($0, 1) }
        XCTAssertEqual(placeholder.limit.mode, .warn)
        view.type("ef")
        XCTAssertEqual(view.text, "abcdef")
        XCTAssertEqual([number(object, "length"), number(object, "remaining"), number(object, "over-limit")], [6, -2, 1])
        XCTAssertEqual(counters.map(\.count), [6, 7, 1])
        placeholder.limit = .none
        XCTAssertEqual(number(object, "max-length"), 0)
        XCTAssertEqual([number(object, "length"), number(object, "remaining"), number(object, "over-limit")], [0, 0, 0])
    }

    /// A negative `max-length` is refused by GObject with a warning, and
    /// the old limit stays.
    public func testANegativeMaxLengthIsRefusedWithAWarning() throws {
        let view = try harness.makeView()
        let object = newPlaceholderObject(on: view, harness: harness)
        defer { g_object_unref(object) }
        setProperty(object, "max-length", type: g_type_from_name("gint")) { g_value_set_int($0, 3) }
        let log = LogCollector()
        setProperty(object, "max-length", type: g_type_from_name("gint")) { g_value_set_int($0, -1) }
        XCTAssertEqual(number(object, "max-length"), 3)
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
