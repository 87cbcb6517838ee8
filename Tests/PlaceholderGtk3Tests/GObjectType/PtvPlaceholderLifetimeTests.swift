import CPlaceholderGtk3
import PlaceholderTestSupportGtk3
import XCTest

@testable import PlaceholderTextView

private let windowXML = """
    <interface>
      <object class="GtkWindow" id="window">
        <child><object class="GtkTextView" id="view"/></child>
      </object>
      <object class="PtvPlaceholder" id="placeholder">
        <property name="text-view">view</property>
        <property name="text">From the builder</property>
      </object>
    </interface>
    """

/// What lives how long between a `PtvPlaceholder`, a view only the app
/// holds and the builder that made them (also run under memcheck); the
/// behaviour suite covers the rest on both toolkits.
final class PtvPlaceholderLifetimeTests: XCTestCase {
    func testTheObjectDoesNotKeepTheViewAliveAndIsInertOnceItIsFinalized() {
        gtkTest {
            let logs = LogCollector()
            let view = gtk_text_view_new()!
            g_object_ref_sink(UnsafeMutableRawPointer(view))
            let viewProbe = FinalizationProbe(view)
            let object = newPlaceholderObject(
                ["text": "Outlives its view"], view: UnsafeMutableRawPointer(view).assumingMemoryBound(to: GtkTextView.self))
            defer { g_object_unref(object) }
            let properties = GObjectProperties(object)
            g_object_unref(UnsafeMutableRawPointer(view))
            XCTAssertTrue(viewProbe.finalized, "the object holds no reference to the view")
            XCTAssertNil(properties.object("text-view"))
            XCTAssertFalse(properties.bool("showing"))
            properties.set("text", "Ignored")
            properties.set("centered", true)
            XCTAssertEqual(properties.string("text"), "Outlives its view", "sets are ignored once the view is gone")
            XCTAssertEqual(logs.messages, [])
        }
    }

    /// Every order of the three releases: the builder, the view (its window
    /// destroyed), and the app's own reference to the placeholder object.
    func testEveryOrderOfBuilderUnrefViewDestroyAndObjectUnref() throws {
        enum Release: CaseIterable { case builder, view, object }
        let orders: [[Release]] = [
            [.builder, .view, .object], [.builder, .object, .view], [.view, .builder, .object],
            [.view, .object, .builder], [.object, .builder, .view], [.object, .view, .builder],
        ]
        try gtkTest {
            for order in orders {
                let logs = LogCollector()
                let builder = try loadBuilder(windowXML)
                let window = object(builder, "window").withMemoryRebound(to: GtkWidget.self, capacity: 1) { $0 }
                let view = object(builder, "view").withMemoryRebound(to: GtkTextView.self, capacity: 1) { $0 }
                let placeholder = object(builder, "placeholder")
                g_object_ref(placeholder)
                gtk_widget_show_all(window)
                GtkHarness.settle()
                let viewProbe = FinalizationProbe(view), objectProbe = FinalizationProbe(placeholder)
                XCTAssertTrue(GObjectProperties(placeholder).bool("showing"), "\(order)")
                var viewAlive = true
                for release in order {
                    switch release {
                    case .builder: g_object_unref(UnsafeMutableRawPointer(builder))
                    case .view:
                        gtk_widget_destroy(window)
                        viewAlive = false
                    case .object: g_object_unref(placeholder)
                    }
                    GtkHarness.settle()
                    if viewAlive {
                        XCTAssertEqual(
                            GtkHarness.render(view.asWidget).inkCount(background: .white) > 50, true,
                            "\(order) after \(release): the placeholder still shows")
                    }
                    if !objectProbe.finalized {
                        XCTAssertEqual(GObjectProperties(placeholder).bool("showing"), viewAlive, "\(order) after \(release)")
                    }
                }
                XCTAssertTrue(viewProbe.finalized, "\(order): the view is freed")
                XCTAssertTrue(objectProbe.finalized, "\(order): the object is freed")
                XCTAssertEqual(logs.messages, [], "\(order)")
            }
        }
    }
}
