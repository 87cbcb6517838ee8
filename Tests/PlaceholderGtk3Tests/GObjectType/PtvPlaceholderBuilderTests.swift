import CPlaceholderGtk3
import PlaceholderTestSupportGtk3
import XCTest

@testable import PlaceholderTextView

private let formXML = """
    <interface>
      <object class="PtvPlaceholder" id="early">
        <property name="text-view">second</property>
        <property name="text">Declared before its view</property>
      </object>
      <object class="GtkWindow" id="window">
        <property name="default-width">320</property>
        <property name="default-height">400</property>
        <child>
          <object class="GtkBox">
            <property name="orientation">vertical</property>
            <property name="homogeneous">True</property>
            <child><object class="GtkTextView" id="first"/></child>
            <child><object class="GtkTextView" id="second"/></child>
            <child><object class="GtkTextView" id="third"/></child>
            <child><object class="GtkTextView" id="fourth"/></child>
          </object>
        </child>
      </object>
      <object class="PtvPlaceholder" id="late">
        <property name="text-view">first</property>
        <property name="markup">Declared &lt;b&gt;after&lt;/b&gt; its view</property>
        <property name="color">#336699</property>
        <property name="hide-while-focused">True</property>
        <property name="centered">True</property>
      </object>
      <object class="PtvPlaceholder" id="third-a">
        <property name="text-view">third</property>
        <property name="text">Earlier in the file</property>
      </object>
      <object class="PtvPlaceholder" id="third-b">
        <property name="text-view">third</property>
        <property name="text">Later in the file</property>
      </object>
      <object class="PtvPlaceholder" id="fourth-forward">
        <property name="text-view">fourth</property>
        <property name="text">Before the view</property>
      </object>
      <object class="PtvPlaceholder" id="fourth-after">
        <property name="text-view">fourth</property>
        <property name="text">After the view</property>
        <property name="natural-height">True</property>
      </object>
    </interface>
    """

/// `.ui` files declare placeholders (forward references, several per
/// file).
final class PtvPlaceholderBuilderTests: XCTestCase {
    func testAUIFileDeclaresPlaceholdersIncludingForwardReferencesAndSeveralPerFile() throws {
        try gtkTest {
            let logs = LogCollector()
            PlaceholderTextView.registerGObjectTypes()
            let builder = gtk_builder_new()!
            defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
            var error: UnsafeMutablePointer<GError>?
            guard gtk_builder_add_from_string(builder, formXML, gsize.max, &error) != 0 else {
                return XCTFail("GtkBuilder refused the file: \(error.map { String(cString: $0.pointee.message) } ?? "?")")
            }
            @MainActor func object(_ id: String) -> UnsafeMutablePointer<GObject> { gtk_builder_get_object(builder, id)! }
            let window = object("window").withMemoryRebound(to: GtkWidget.self, capacity: 1) { $0 }
            defer { gtk_widget_destroy(window) }
            gtk_widget_show_all(window)
            GtkHarness.settle()
            @MainActor func facade(_ id: String) throws -> PlaceholderTextView { try PlaceholderTextView(attachingTo: object(id)) }
            let first = try facade("first"), second = try facade("second"), third = try facade("third")
            let fourth = try facade("fourth")
            XCTAssertEqual(first.content, .markup("Declared <b>after</b> its view"))
            XCTAssertEqual(first.color, .custom(PlaceholderColor(red: 0x33 / 255.0, green: 0x66 / 255.0, blue: 0x99 / 255.0)))
            XCTAssertEqual(first.focusBehavior, .hiddenWhileFocused)
            XCTAssertEqual(first.verticalPlacement, .centered)
            XCTAssertEqual(second.placeholder, "Declared before its view", "a forward reference")
            XCTAssertEqual(third.placeholder, "Later in the file", "two on one view: the later one wins")
            XCTAssertEqual(ObjectProperties(object("third-a")).string("text"), "Later in the file", "one state")
            XCTAssertEqual(
                fourth.placeholder, "After the view",
                "the later object in the file wins even when the earlier one refers forward to the view")
            XCTAssertTrue(fourth.requestsNaturalHeight)
            for view in [first, second, third, fourth] {
                XCTAssertTrue(view.isPlaceholderVisible)
                XCTAssertGreaterThan(GtkHarness.render(view.widget).inkCount(background: .white), 50)
            }
            XCTAssertEqual(logs.messages, [])
        }
    }
}
