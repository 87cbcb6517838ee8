import CPlaceholderGObject
import PlaceholderCore
import PlaceholderTestGObject
import XCTest

/// `PtvPlaceholder` through GObject's own calls, as C, Python and
/// GtkBuilder use it: its type and documented properties, values that
/// round-trip, notifications exactly when something changed (through
/// either face), and bad values refused with a warning.
@MainActor
public final class PtvPlaceholderPropertiesBehaviour: BehaviourGroup {
    /// A plain GObject (not a widget) registered once, with every property
    /// named, described, and writable unless it reports state.
    public func testTheTypeIsAPlainGObjectRegisteredOnceWithDocumentedProperties() throws {
        _ = try harness.makeBareView()
        harness.registerGObjectTypes()
        let type = g_type_from_name("PtvPlaceholder")
        XCTAssertNotEqual(type, 0)
        harness.registerGObjectTypes()
        XCTAssertEqual(g_type_from_name("PtvPlaceholder"), type, "registering again changes nothing")
        XCTAssertEqual(g_type_parent(type), g_object_get_type(), "a plain GObject, not a widget")
        let objectClass = g_type_class_ref(type)!.assumingMemoryBound(to: GObjectClass.self)
        defer { g_type_class_unref(objectClass) }
        var count: guint = 0
        let specs = g_object_class_list_properties(objectClass, &count)!
        defer { g_free(specs) }
        var found: [String: (nick: String, blurb: String, writable: Bool, type: GType)] = [:]
        for spec in UnsafeBufferPointer(start: specs, count: Int(count)).compactMap({ $0 }) {
            found[String(cString: g_param_spec_get_name(spec))] = (
                String(cString: g_param_spec_get_nick(spec)), String(cString: g_param_spec_get_blurb(spec)),
                spec.pointee.flags.rawValue & numericCast(PTV_PARAM_WRITABLE) != 0, spec.pointee.value_type)
        }
        XCTAssertEqual(
            Set(found.keys),
            [
                "text-view", "text", "markup", "color", "hide-while-focused", "centered", "natural-height", "showing",
                "max-length", "limit-mode", "length", "remaining", "over-limit", "return-behavior", "shows-counter",
                "max-lines",
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
        XCTAssertEqual(found["text-view"]?.type, g_type_from_name("GtkTextView"))
    }

    /// Values set at construction or later read back in GDK's colour
    /// syntax and markup's text, and are the Swift object's settings.
    public func testPropertiesRoundTripThroughGObjectNewSetAndGet() throws {
        let view = try harness.makeBareView()
        let properties = placeholderObject(["text": "Made with g_object_new", "color": "#336699"], on: view)
        XCTAssertEqual(properties.string("text"), "Made with g_object_new")
        XCTAssertNil(properties.string("markup"), "plain text has no markup")
        XCTAssertEqual(properties.string("color"), "rgb(51,102,153)")
        XCTAssertEqual(properties.object("text-view"), view.object)
        XCTAssertTrue(properties.bool("showing"))
        properties.set("markup", "Rich <b>markup</b>")
        XCTAssertEqual(properties.string("markup"), "Rich <b>markup</b>")
        XCTAssertEqual(properties.string("text"), "Rich markup", "text reads the markup's text")
        properties.set("color", "rgba(255,0,0,0.5)")
        XCTAssertEqual(properties.string("color"), "rgba(255,0,0,0.5)")
        properties.set("color", "")
        XCTAssertEqual(properties.string("color"), "", "empty: the theme's colour")
        // hide-while-focused starts at the toolkit's entry's rule (GTK 3 hides).
        XCTAssertEqual(properties.bool("hide-while-focused"), harness.entryHidesPlaceholderWhileFocused)
        for name in ["hide-while-focused", "centered", "natural-height"] {
            if name != "hide-while-focused" { XCTAssertFalse(properties.bool(name), name) }
            properties.set(name, true)
            XCTAssertTrue(properties.bool(name), name)
        }
        let facade = try view.attachFacade()
        XCTAssertEqual(facade.settings.content, .markup("Rich <b>markup</b>"))
        XCTAssertEqual(facade.focusBehavior, .hiddenWhileFocused)
        XCTAssertEqual(facade.verticalPlacement, .centered)
        XCTAssertTrue(facade.requestsNaturalHeight)
        XCTAssertEqual(facade.color, .themeDefault)
    }

    /// A change through the object or the Swift object notifies each
    /// property it changed once; setting a value it already has notifies
    /// nothing.
    public func testEveryChangeThroughEitherFaceNotifiesOnceAndNoOpSetsNotifyNothing() throws {
        let view = try harness.makeBareView()
        let properties = placeholderObject(["text": "First"], on: view)
        let facade = try view.attachFacade()
        let names = ["text", "markup", "color", "hide-while-focused", "centered", "natural-height", "showing", "text-view"]
        let counters = Dictionary(uniqueKeysWithValues: names.map { ($0, SignalCounter(properties.object, "notify::\($0)")) })
        func expect(_ expected: [String: Int], _ step: String, line: UInt = #line) {
            var all = Dictionary(uniqueKeysWithValues: names.map { ($0, 0) })
            all.merge(expected) { $1 }
            XCTAssertEqual(counters.mapValues(\.count), all, step, line: line)
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
        let red = PlaceholderColorChoice.custom(PlaceholderColor(red: 1, green: 0, blue: 0))
        facade.color = red
        XCTAssertEqual(properties.string("color"), "rgb(255,0,0)")
        expect(["color": 1], "colour through the facade")
        // The focus rule the toolkit's entry does not have, so that it changes.
        let otherRule: PlaceholderFocusBehavior = harness.entryHidesPlaceholderWhileFocused
            ? .visibleUntilTyping : .hiddenWhileFocused
        facade.settings = PlaceholderSettings(
            content: .markup("<i>Fourth</i>"), color: red, focusBehavior: otherRule,
            verticalPlacement: .centered, requestsNaturalHeight: true)
        expect(["hide-while-focused": 1, "centered": 1, "natural-height": 1], "three at once")
        properties.set("natural-height", true)
        expect([:], "no-op boolean")
        facade.placeholder = ""
        expect(["text": 1, "markup": 1, "showing": 1], "removed")
    }

    /// `showing` is notified, and the placeholder drawn, exactly when it
    /// appears or goes: keys, emptying, focus, the options and pre-edit.
    public func testShowingIsNotifiedExactlyWhenThePlaceholderAppearsOrDisappears() throws {
        let view = try harness.makeBareView()
        let properties = placeholderObject(["text": "Watch me", "color": "red"], on: view)
        properties.set("hide-while-focused", false)  // the steps below turn it on
        let showing = SignalCounter(properties.object, "notify::showing")
        var expected = 0
        func step(_ name: String, flips: Bool, line: UInt = #line, _ action: () -> Void) {
            let before = properties.bool("showing")
            action()
            view.settle()
            if flips { expected += 1 }
            XCTAssertEqual(showing.count, expected, name, line: line)
            XCTAssertEqual(properties.bool("showing") != before, flips, name, line: line)
            let drawn = redInk(view) > 50
            XCTAssertEqual(properties.bool("showing"), drawn, "\(name): drawn exactly when showing", line: line)
        }
        view.focus()
        step("first key", flips: true) { view.type("a") }
        step("more keys", flips: false) { view.type("bc") }
        step("emptied", flips: true) { view.setText("") }
        step("hide while focused", flips: true) { properties.set("hide-while-focused", true) }
        step("focus leaves", flips: true) { view.unfocus() }
        step("new text while showing", flips: false) { properties.set("text", "Still showing") }
        step("placeholder removed", flips: true) { properties.set("text", "") }
        step("placeholder back", flips: true) { properties.set("markup", "<b>Back</b>") }
        step("pre-edit", flips: true) { view.emitPreeditChanged("´") }
        step("pre-edit ends", flips: true) { view.emitPreeditChanged("") }
    }

    /// Invalid markup, colour and UTF-8 and a view of the wrong type each
    /// log one warning and change nothing: not the state, not the drawing,
    /// not the buffer.
    public func testBadValuesWarnAndKeepThePreviousState() throws {
        let view = try harness.makeBareView()
        let properties = placeholderObject(["markup": "<i>Kept</i>", "color": "#112233"], on: view)
        view.settle()
        let inkBefore = view.inkCount()
        XCTAssertGreaterThan(inkBefore, 50, "the placeholder drawn")
        let label = owning(harness.makeLabel())
        let logs = LogCollector()
        properties.set("markup", "<b>unterminated")
        properties.set("color", "not-a-colour")
        properties.set("text", bytes: [0x41, 0xFF, 0xFE, 0x42])
        properties.setAsC("text-view", object: label)
        XCTAssertEqual(logs.messages.count, 4, "\(logs.messages)")
        XCTAssertEqual(properties.object("text-view"), view.object)
        guard logs.messages.count == 4 else { return }
        XCTAssertTrue(logs.messages[0].hasPrefix("Ptv: PtvPlaceholder: invalid Pango markup: "), logs.messages[0])
        XCTAssertTrue(logs.messages[1].contains("'not-a-colour' is not a CSS colour"), logs.messages[1])
        XCTAssertTrue(logs.messages[2].contains("not valid UTF-8"), logs.messages[2])
        XCTAssertTrue(logs.messages[3].hasPrefix("GLib-GObject: "), "GObject refuses the wrong type: \(logs.messages[3])")
        XCTAssertEqual(properties.string("markup"), "<i>Kept</i>")
        XCTAssertEqual(properties.string("color"), "rgb(17,34,51)")
        view.settle()
        XCTAssertEqual(view.inkCount(), inkBefore, "the same placeholder drawn")
        XCTAssertEqual(view.text, "", "the buffer untouched")
    }

    /// Bound with `g_object_bind_property`, the placeholder follows another
    /// object's text, and a widget's visibility follows `showing`.
    public func testAnotherObjectsTextBindsToThePlaceholderAndShowingToAWidgetsVisibility() throws {
        let view = try harness.makeBareView()
        let placeholder = placeholderObject(["text": "Unbound"], on: view).object
        let source = owning(harness.makeLabel()), hint = owning(harness.makeLabel())
        let text = ObjectProperties(source), shown = ObjectProperties(hint)
        shown.set("visible", false)  // GTK 4's widgets start visible, GTK 3's hidden
        g_object_bind_property(source, "label", placeholder, "text", GBindingFlags(rawValue: 0))
        g_object_bind_property(placeholder, "showing", hint, "visible", GBindingFlags(rawValue: numericCast(PTV_BINDING_SYNC_CREATE)))
        XCTAssertTrue(shown.bool("visible"), "synced at creation")
        text.set("label", "From the label")
        XCTAssertEqual(try view.attachFacade().placeholder, "From the label")
        view.setText("typed")
        view.settle()
        XCTAssertFalse(shown.bool("visible"), "hidden with the placeholder")
        view.setText("")
        view.settle()
        XCTAssertTrue(shown.bool("visible"), "shown again")
        text.set("label", "")
        XCTAssertFalse(shown.bool("visible"), "an empty placeholder does not show")
    }
}
