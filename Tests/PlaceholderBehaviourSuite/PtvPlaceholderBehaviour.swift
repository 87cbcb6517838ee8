import CPlaceholderGObject
import PlaceholderCore
import PlaceholderTestGObject
import PlaceholderTestImaging
import XCTest

/// A new `PtvPlaceholder` (referenced by the caller) made as `g_object_new`
/// makes it: the string `properties`, then `view` as its `text-view`, set
/// at construction.
@MainActor
func newPlaceholderObject(_ properties: [String: String] = [:], on view: (any BehaviourView)?,
                          harness: any BehaviourHarness) -> UnsafeMutableRawPointer {
    harness.registerGObjectTypes()
    let named = properties.sorted { $0.key < $1.key }.map { ($0.key, Optional($0.value)) }
    let owned = (named.map(\.0) + (view == nil ? [] : ["text-view"])).map { strdup($0)! }
    defer { owned.forEach { free($0) } }
    var names = owned.map { UnsafePointer<CChar>?(UnsafePointer($0)) }
    var values = [GValue](repeating: GValue(), count: owned.count)
    for (index, (_, text)) in named.enumerated() {
        g_value_init(&values[index], g_type_from_name("gchararray"))
        g_value_set_string(&values[index], text)
    }
    if let view {
        g_value_init(&values[named.count], g_type_from_name("GtkTextView"))
        g_value_set_object(&values[named.count], view.object)
    }
    defer { for index in values.indices { g_value_unset(&values[index]) } }
    let type = g_type_from_name("PtvPlaceholder")
    return UnsafeMutableRawPointer(g_object_new_with_properties(type, guint(names.count), &names, &values)!)
}

extension BehaviourGroup {
    /// The properties of a new `PtvPlaceholder` from `newPlaceholderObject`,
    /// its reference held until the scenario is over.
    func placeholderObject(_ properties: [String: String] = [:], on view: (any BehaviourView)?) -> ObjectProperties {
        ObjectProperties(owning(newPlaceholderObject(properties, on: view, harness: harness)))
    }
}

/// The shared `PtvPlaceholder` GObject type (what C, Python and GtkBuilder
/// use), registered by each product for its toolkit.
@MainActor
public final class PtvPlaceholderBehaviour: BehaviourGroup {
    /// A `PtvPlaceholder` on a view drives the same placeholder as the
    /// Swift object: it sees and sets the same text, sets the colour in
    /// GDK's syntax, and reports whether it shows.
    public func testThePlaceholderObjectDrivesTheSameControllerAsTheFacade() throws {
        let (view, placeholder) = try harness.makeWrappedView(placeholder: "From Swift")
        let properties = placeholderObject(on: nil)
        XCTAssertNotEqual(g_type_from_name("PtvPlaceholder"), 0, "registered")
        properties.set("text-view", object: view.object)
        XCTAssertEqual(placeholder.placeholder, "From Swift", "one controller: the object sees the facade's")
        properties.set("text", "From GObject")
        XCTAssertEqual(placeholder.placeholder, "From GObject")
        properties.set("color", "#ff0000")
        XCTAssertEqual(placeholder.color, .custom(PlaceholderColor(red: 1, green: 0, blue: 0)), "GDK's colour syntax")
        XCTAssertTrue(properties.bool("showing"))
        view.settle()
        let raster = view.render()
        let red = try XCTUnwrap(raster.strongestInk(background: view.background(raster)))
        XCTAssertGreaterThan(red.red, red.blue + 150, "painted in the object's colour: \(red)")
        view.setText("typed")
        XCTAssertFalse(properties.bool("showing"))
    }

    /// An empty text or markup clears only a placeholder of its own kind:
    /// set with the other in either order, from any placeholder, the
    /// non-empty one wins; set on an object before its view, it does not
    /// clear the view's placeholder.
    public func testEmptyTextOrMarkupLeavesThePlaceholderOfTheOtherKind() throws {
        let (view, placeholder) = try harness.makeWrappedView(placeholder: "From Swift")
        let winners: [(property: String, value: String, content: PlaceholderContent)] = [
            ("text", "Plain", .plain("Plain")), ("markup", "<i>Rich</i>", .markup("<i>Rich</i>")),
        ]
        for start in [PlaceholderContent.none, .plain("Old"), .markup("<b>Old</b>")] {
            for (property, value, content) in winners {
                let other = property == "text" ? "markup" : "text"
                for empty in [nil, ""] as [String?] {
                    for valueFirst in [true, false] {
                        placeholder.settings.content = start
                        let properties = ObjectProperties(newPlaceholderObject(on: nil, harness: harness))
                        defer { g_object_unref(properties.object) }
                        properties.set("text-view", object: view.object)
                        if valueFirst { properties.set(property, value) }
                        properties.set(other, empty)
                        if !valueFirst { properties.set(property, value) }
                        XCTAssertEqual(placeholder.content, content, "from \(start), \(other) = \(empty ?? "NULL")")
                    }
                }
            }
        }
        placeholder.placeholder = "Kept"
        let early = placeholderObject(on: nil)
        early.set("markup", "")
        early.set("text", nil)
        early.set("text-view", object: view.object)
        XCTAssertEqual(placeholder.placeholder, "Kept", "empty values set before the view are no choice to carry")
    }
}
