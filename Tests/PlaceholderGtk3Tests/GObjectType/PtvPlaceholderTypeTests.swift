import CPlaceholderGtk3
import CPlaceholderTestGtk3
import PlaceholderGObject
import PlaceholderTestSupportGtk3
import XCTest

@testable import PlaceholderTextView

/// The `PtvPlaceholder` type, its properties
/// through GObject's own calls, and one state behind both faces.
final class PtvPlaceholderTypeTests: XCTestCase {
    func testTheTypeIsAPlainGObjectRegisteredOnceWithDocumentedProperties() {
        gtkTest {
            let type = placeholderType()
            XCTAssertNotEqual(type, 0)
            PlaceholderTextView.registerGObjectTypes()
            XCTAssertEqual(g_type_from_name("PtvPlaceholder"), type, "registering again changes nothing")
            XCTAssertEqual(g_type_parent(type), g_object_get_type(), "a plain GObject, not a widget")
            let objectClass = g_type_class_ref(type)!.assumingMemoryBound(to: GObjectClass.self)
            defer { g_type_class_unref(objectClass) }
            var count: guint = 0
            let specs = g_object_class_list_properties(objectClass, &count)!
            defer { g_free(specs) }
            var found: [String: (nick: String, blurb: String, writable: Bool, type: GType)] = [:]
            for index in 0..<Int(count) {
                let spec = specs[index]!
                found[String(cString: g_param_spec_get_name(spec))] = (
                    String(cString: g_param_spec_get_nick(spec)), String(cString: g_param_spec_get_blurb(spec)),
                    spec.pointee.flags.rawValue & GLibFlags.paramWritable.rawValue != 0, spec.pointee.value_type)
            }
            XCTAssertEqual(
                Set(found.keys),
                [
                    "text-view", "text", "markup", "color", "hide-while-focused", "centered", "natural-height", "showing",
                    "max-length", "limit-mode", "length", "remaining", "over-limit", "return-behavior",
                    "shows-counter", "max-lines",
                ])
            let readOnly: Set = ["showing", "length", "remaining", "over-limit"]
            for (name, spec) in found {
                XCTAssertFalse(spec.nick.isEmpty, name)
                XCTAssertGreaterThan(spec.blurb.count, 20, name)
                XCTAssertEqual(spec.writable, !readOnly.contains(name), name)
            }
            XCTAssertEqual(found["limit-mode"]?.type, g_type_from_name("PtvLimitMode"))
            XCTAssertEqual(found["return-behavior"]?.type, g_type_from_name("PtvReturnBehavior"))
            XCTAssertNotEqual(g_signal_lookup("activate", type), 0, "the activate signal")
            XCTAssertEqual(found["text-view"]?.type, gtk_text_view_get_type())
        }
    }

    func testPropertiesRoundTripThroughGObjectNewSetAndGet() throws {
        try gtkTest {
            let view = BareView()
            defer { view.window.destroy() }
            let object = newPlaceholderObject(["text": "Made with g_object_new", "color": "#336699"], view: view.view)
            defer { g_object_unref(object) }
            let properties = GObjectProperties(object)
            XCTAssertEqual(properties.string("text"), "Made with g_object_new")
            XCTAssertNil(properties.string("markup"), "plain text has no markup")
            XCTAssertEqual(properties.string("color"), "rgb(51,102,153)")
            XCTAssertEqual(properties.object("text-view"), UnsafeMutableRawPointer(view.view))
            XCTAssertTrue(properties.bool("showing"))
            properties.set("markup", "Rich <b>markup</b>")
            XCTAssertEqual(properties.string("markup"), "Rich <b>markup</b>")
            XCTAssertEqual(properties.string("text"), "Rich markup", "text reads the markup's text")
            properties.set("color", "rgba(255,0,0,0.5)")
            XCTAssertEqual(properties.string("color"), "rgba(255,0,0,0.5)")
            properties.set("color", "")
            XCTAssertEqual(properties.string("color"), "", "empty: the theme's colour")
            for name in ["hide-while-focused", "centered", "natural-height"] {
                XCTAssertFalse(properties.bool(name), name)
                properties.set(name, true)
                XCTAssertTrue(properties.bool(name), name)
            }
            let facade = try PlaceholderTextView(attachingTo: view.view)
            XCTAssertEqual(facade.settings.content, .markup("Rich <b>markup</b>"))
            XCTAssertEqual(facade.focusBehavior, .hiddenWhileFocused)
            XCTAssertEqual(facade.verticalPlacement, .centered)
            XCTAssertTrue(facade.requestsNaturalHeight)
            XCTAssertEqual(facade.color, .themeDefault)
        }
    }

    func testEveryChangeThroughEitherFaceNotifiesOnceAndNoOpSetsNotifyNothing() throws {
        try gtkTest {
            let view = BareView()
            defer { view.window.destroy() }
            let object = newPlaceholderObject(["text": "First"], view: view.view)
            defer { g_object_unref(object) }
            let properties = GObjectProperties(object)
            let facade = try PlaceholderTextView(attachingTo: view.view)
            let names = ["text", "markup", "color", "hide-while-focused", "centered", "natural-height", "showing", "text-view"]
            let counters = Dictionary(uniqueKeysWithValues: names.map { ($0, SignalCounter(object, "notify::\($0)")) })
            @MainActor func counts() -> [String: Int] { counters.mapValues(\.count) }
            @MainActor func expect(_ expected: [String: Int], _ step: String, line: UInt = #line) {
                var all = Dictionary(uniqueKeysWithValues: names.map { ($0, 0) })
                all.merge(expected) { $1 }
                XCTAssertEqual(counts(), all, step, line: line)
                counters.values.forEach { $0.reset() }
            }
            properties.set("text", "First")
            expect([:], "same text through GObject")
            facade.placeholder = "First"
            expect([:], "same text through the facade")
            properties.set("text", "Second")
            XCTAssertEqual(facade.placeholder, "Second")
            expect(["text": 1], "text through GObject")
            facade.placeholder = "Third"
            XCTAssertEqual(properties.string("text"), "Third")
            expect(["text": 1], "text through the facade")
            try facade.setPlaceholderMarkup("<i>Fourth</i>")
            expect(["text": 1, "markup": 1], "markup through the facade")
            facade.color = .custom(PlaceholderColor(red: 1, green: 0, blue: 0))
            XCTAssertEqual(properties.string("color"), "rgb(255,0,0)")
            expect(["color": 1], "colour through the facade")
            facade.settings = PlaceholderSettings(
                content: .markup("<i>Fourth</i>"), color: .custom(PlaceholderColor(red: 1, green: 0, blue: 0)),
                focusBehavior: .hiddenWhileFocused, verticalPlacement: .centered, requestsNaturalHeight: true)
            expect(["hide-while-focused": 1, "centered": 1, "natural-height": 1], "three at once")
            properties.set("natural-height", true)
            expect([:], "no-op boolean")
            facade.placeholder = ""
            expect(["text": 1, "markup": 1, "showing": 1], "removed")
        }
    }

    func testShowingIsNotifiedExactlyWhenThePlaceholderAppearsOrDisappears() {
        gtkTest {
            let view = BareView()
            defer { view.window.destroy() }
            let object = newPlaceholderObject(["text": "Watch me", "color": "red"], view: view.view)
            defer { g_object_unref(object) }
            let properties = GObjectProperties(object)
            let showing = SignalCounter(object, "notify::showing")
            var expected = 0
            @MainActor func step(_ name: String, flips: Bool, line: UInt = #line, _ action: () -> Void) {
                let before = properties.bool("showing")
                action()
                GtkHarness.settle()
                if flips { expected += 1 }
                XCTAssertEqual(showing.count, expected, name, line: line)
                XCTAssertEqual(properties.bool("showing") != before, flips, name, line: line)
                XCTAssertEqual(properties.bool("showing"), view.redInk() > 50, "\(name): drawn exactly when showing", line: line)
            }
            GtkHarness.setFocus(view.view.asWidget, true)
            step("first key", flips: true) { GtkHarness.type("a", into: view.view.asWidget) }
            step("more keys", flips: false) { GtkHarness.type("bc", into: view.view.asWidget) }
            step("emptied", flips: true) { view.view.setText("") }
            step("hide while focused", flips: true) { properties.set("hide-while-focused", true) }
            step("focus leaves", flips: true) { GtkHarness.setFocus(view.view.asWidget, false) }
            step("new text while showing", flips: false) { properties.set("text", "Still showing") }
            step("placeholder removed", flips: true) { properties.set("text", "") }
            step("placeholder back", flips: true) { properties.set("markup", "<b>Back</b>") }
            step("pre-edit", flips: true) { ptv_test_emit_preedit_changed(view.view, "´") }
            step("pre-edit ends", flips: true) { ptv_test_emit_preedit_changed(view.view, "") }
        }
    }

    func testBadValuesWarnAndKeepThePreviousState() {
        gtkTest {
            let view = BareView()
            defer { view.window.destroy() }
            let object = newPlaceholderObject(["markup": "<i>Kept</i>", "color": "#112233"], view: view.view)
            defer { g_object_unref(object) }
            let properties = GObjectProperties(object)
            let inkBefore = view.ink()
            let logs = LogCollector()
            properties.set("markup", "<b>unterminated")
            properties.set("color", "not-a-colour")
            properties.set("text", bytes: [0x41, 0xFF, 0xFE, 0x42])
            let entry = gtk_entry_new()!
            g_object_ref_sink(UnsafeMutableRawPointer(entry))
            defer { g_object_unref(UnsafeMutableRawPointer(entry)) }
            ptv_test_set_object(object, "text-view", entry)
            XCTAssertEqual(logs.messages.count, 4, "\(logs.messages)")
            XCTAssertTrue(logs.messages[0].hasPrefix("Ptv: PtvPlaceholder: invalid Pango markup: "), logs.messages[0])
            XCTAssertTrue(logs.messages[1].contains("'not-a-colour' is not a CSS colour"), logs.messages[1])
            XCTAssertTrue(logs.messages[2].contains("not valid UTF-8"), logs.messages[2])
            XCTAssertTrue(logs.messages[3].hasPrefix("GLib-GObject: "), "GObject refuses the wrong type: \(logs.messages[3])")
            XCTAssertEqual(properties.string("markup"), "<i>Kept</i>")
            XCTAssertEqual(properties.string("color"), "rgb(17,34,51)")
            XCTAssertEqual(properties.object("text-view"), UnsafeMutableRawPointer(view.view))
            XCTAssertEqual(view.ink(), inkBefore, "the same placeholder drawn")
            XCTAssertEqual(view.view.text, "", "the buffer untouched")
        }
    }
}
