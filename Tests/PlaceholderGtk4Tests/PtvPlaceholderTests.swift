import CPlaceholderGtk4
import PlaceholderTestSupportGtk4
import XCTest

@testable import PlaceholderTextViewGtk4

/// Sets an object property of `object` (a GObject) from a GValue made by `fill`.
@MainActor
private func setProperty(_ object: gpointer, _ name: String, type: GType, _ fill: (UnsafeMutablePointer<GValue>) -> Void) {
    var value = GValue()
    g_value_init(&value, type)
    fill(&value)
    g_object_set_property(object.assumingMemoryBound(to: GObject.self), name, &value)
    g_value_unset(&value)
}

/// A boolean property of `object`.
@MainActor
private func boolProperty(_ object: gpointer, _ name: String) -> Bool {
    var value = GValue()
    g_value_init(&value, GType(5 << 2))  // G_TYPE_BOOLEAN
    defer { g_value_unset(&value) }
    g_object_get_property(object.assumingMemoryBound(to: GObject.self), name, &value)
    return g_value_get_boolean(&value) != 0
}

/// The shared `PtvPlaceholder` GObject type, registered for GTK 4 by this
/// product, drives the same controller as the Swift facade.
final class PtvPlaceholderTests: XCTestCase {
    func testThePlaceholderObjectDrivesTheSameControllerAsTheFacade() throws {
        try gtkTest {
            let fixture = try ViewFixture(placeholder: "From Swift")
            PlaceholderTextView.registerGObjectTypes()
            let type = g_type_from_name("PtvPlaceholder")
            XCTAssertEqual(String(cString: g_type_name(type)), "PtvPlaceholder")
            let object = UnsafeMutableRawPointer(g_object_new_with_properties(type, 0, nil, nil)!)
            defer { g_object_unref(object) }
            setProperty(object, "text-view", type: gtk_text_view_get_type()) { g_value_set_object($0, fixture.view) }
            XCTAssertEqual(fixture.placeholder!.placeholder, "From Swift", "one controller: the object sees the facade's")
            setProperty(object, "text", type: ptv_gtk4_string_type()) { g_value_set_string($0, "From GObject") }
            XCTAssertEqual(fixture.placeholder!.placeholder, "From GObject")
            setProperty(object, "color", type: ptv_gtk4_string_type()) { g_value_set_string($0, "#ff0000") }
            XCTAssertEqual(fixture.placeholder!.color, .custom(PlaceholderColor(red: 1, green: 0, blue: 0)), "GDK's colour syntax")
            XCTAssertTrue(boolProperty(object, "showing"))
            let raster = fixture.render()
            let red = try XCTUnwrap(raster.strongestInk(background: fixture.background(raster)))
            XCTAssertGreaterThan(red.red, red.blue + 150, "painted in the object's colour: \(red)")
            fixture.view.setText("typed")
            XCTAssertFalse(boolProperty(object, "showing"))
        }
    }
}
