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

/// What lives how long between a `PtvPlaceholder`, its
/// view and the builder that made them (also run under memcheck).
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

    func testDestroyingTheViewNotifiesAndLeavesTheObjectInert() {
        gtkTest {
            let view = BareView()
            let object = newPlaceholderObject(["text": "Watching"], view: view.view)
            defer { g_object_unref(object) }
            let properties = GObjectProperties(object)
            let showing = SignalCounter(object, "notify::showing")
            let textView = SignalCounter(object, "notify::text-view")
            XCTAssertTrue(properties.bool("showing"))
            view.window.destroy()
            XCTAssertEqual(showing.count, 1)
            XCTAssertEqual(textView.count, 1)
            XCTAssertFalse(properties.bool("showing"))
            XCTAssertNil(properties.object("text-view"))
            properties.set("markup", "<b>ignored</b>")
            XCTAssertNil(properties.string("markup"))
            XCTAssertEqual(showing.count, 1, "nothing after the view is gone")
        }
    }

    func testDroppingTheObjectLeavesThePlaceholderWorking() throws {
        try gtkTest {
            let view = BareView()
            defer { view.window.destroy() }
            let object = newPlaceholderObject(["text": "Stays after the object", "color": "red"], view: view.view)
            let probe = FinalizationProbe(object)
            g_object_unref(object)
            XCTAssertTrue(probe.finalized)
            XCTAssertGreaterThan(view.redInk(), 50)
            view.view.setText("typed")
            XCTAssertEqual(view.redInk(), 0)
            view.view.setText("")
            XCTAssertGreaterThan(view.redInk(), 50, "still follows the buffer")
            XCTAssertEqual(try PlaceholderTextView(attachingTo: view.view).placeholder, "Stays after the object")
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

/// Moving a `PtvPlaceholder` between views, through NULL.
final class PtvPlaceholderMoveTests: XCTestCase {
    func testMovingThroughNullCarriesPlainTextAndMarkupWhole() {
        gtkTest {
            for (name, value) in [("text", "Plain <b>text</b>"), ("markup", "<i>Rich</i> text")] {
                let first = BareView(), second = BareView()
                defer { first.window.destroy(); second.window.destroy() }
                let object = newPlaceholderObject([name: value, "color": "#123456"], view: first.view)
                defer { g_object_unref(object) }
                let properties = GObjectProperties(object)
                properties.set("text-view", object: nil)
                properties.set("text-view", object: second.view)
                XCTAssertEqual(properties.string(name), value, name)
                XCTAssertEqual(properties.string("color"), "rgb(18,52,86)", name)
                XCTAssertGreaterThan(second.ink(), 50, "\(name): drawn on the second view")
            }
        }
    }

    func testNullAfterTheViewWasDestroyedLetsGoOfItAndANewViewTakesTheObject() {
        gtkTest {
            let gone = BareView()
            let object = newPlaceholderObject(["text": "Survives"], view: gone.view)
            defer { g_object_unref(object) }
            let properties = GObjectProperties(object)
            gone.window.destroy()
            properties.set("text-view", object: nil)
            let next = BareView()
            defer { next.window.destroy() }
            properties.set("text-view", object: next.view)
            XCTAssertTrue(properties.bool("showing"))
            XCTAssertEqual(properties.string("text"), "Survives")
        }
    }
}
