import CPlaceholderGObject
import CPlaceholderGtkCalls
import PlaceholderTestGObject
import XCTest

/// A window holding a view, and a placeholder declared for it.
private let windowXML = """
    <interface>
      <object class="GtkWindow" id="window">
        <property name="default-width">320</property>
        <property name="default-height">160</property>
        <child><object class="GtkTextView" id="view"><property name="visible">True</property></object></child>
      </object>
      <object class="PtvPlaceholder" id="placeholder">
        <property name="text-view">view</property>
        <property name="text">From the builder</property>
      </object>
    </interface>
    """

/// How many clearly red pixels `view` shows once settled (a red
/// placeholder's ink, told apart from black typed text): at file level so
/// that every `PtvPlaceholder` scenario painting red counts it one way.
@MainActor
func redInk(_ view: any BehaviourView) -> Int {
    view.settle()
    return view.render().count(where: { $0.red - $0.green > 100 })
}

/// What lives how long between a `PtvPlaceholder`, its view and the
/// builder that made them, and how the object moves between views through
/// NULL.
@MainActor
public final class PtvPlaceholderLifetimeBehaviour: BehaviourGroup {
    /// Destroying the view notifies `showing` and `text-view` once, and
    /// leaves the object inert: it reads no view, and refuses a set with a
    /// critical naming the property.
    public func testDestroyingTheViewNotifiesAndLeavesTheObjectInert() throws {
        let view = try harness.makeBareView()
        let properties = placeholderObject(["text": "Watching"], on: view)
        let showing = SignalCounter(properties.object, "notify::showing")
        let textView = SignalCounter(properties.object, "notify::text-view")
        XCTAssertTrue(properties.bool("showing"))
        let viewProbe = FinalizationProbe(view.object)
        view.destroyView()
        view.dropOwnReference()
        XCTAssertTrue(viewProbe.finalized, "the object holds no reference to the view")
        XCTAssertEqual(showing.count, 1)
        XCTAssertEqual(textView.count, 1)
        XCTAssertFalse(properties.bool("showing"))
        XCTAssertNil(properties.object("text-view"))
        let logs = LogCollector()
        properties.set("markup", "<b>ignored</b>")
        XCTAssertEqual(logs.messages, [
            "Ptv: ptv_placeholder_set_property (PtvPlaceholder:markup): assertion 'the placeholder's view is alive' failed",
        ])
        XCTAssertNil(properties.string("markup"))
        XCTAssertEqual(properties.string("text"), "Watching")
        XCTAssertEqual(showing.count, 1, "nothing after the view is gone")
    }

    /// The object freed, its placeholder stays on the view and follows the
    /// buffer, and a Swift object attached later finds it.
    public func testDroppingTheObjectLeavesThePlaceholderWorking() throws {
        let view = try harness.makeBareView()
        let object = newPlaceholderObject(["text": "Stays after the object", "color": "red"], on: view, harness: harness)
        let probe = FinalizationProbe(object)
        g_object_unref(object)
        XCTAssertTrue(probe.finalized)
        XCTAssertGreaterThan(redInk(view), 50)
        view.setText("typed")
        XCTAssertEqual(redInk(view), 0)
        view.setText("")
        XCTAssertGreaterThan(redInk(view), 50, "still follows the buffer")
        XCTAssertEqual(try view.attachFacade().placeholder, "Stays after the object")
    }

    /// Set to NULL and then to another view, the object carries its plain
    /// text or markup and colour whole, and draws them there.
    public func testMovingThroughNullCarriesPlainTextAndMarkupWhole() throws {
        for (name, value) in [("text", "Plain <b>text</b>"), ("markup", "<i>Rich</i> text")] {
            let first = try harness.makeBareView(), second = try harness.makeBareView()
            let properties = ObjectProperties(
                newPlaceholderObject([name: value, "color": "#123456"], on: first, harness: harness))
            defer { g_object_unref(properties.object) }
            properties.set("text-view", object: nil)
            properties.set("text-view", object: second.object)
            XCTAssertEqual(properties.string(name), value, name)
            XCTAssertEqual(properties.string("color"), "rgb(18,52,86)", name)
            second.settle()
            XCTAssertGreaterThan(second.inkCount(), 50, "\(name): drawn on the second view")
        }
    }

    /// NULL after the view was destroyed lets go of it, and a new view
    /// takes the object with its text.
    public func testNullAfterTheViewWasDestroyedLetsGoOfItAndANewViewTakesTheObject() throws {
        let gone = try harness.makeBareView()
        let properties = placeholderObject(["text": "Survives"], on: gone)
        let goneProbe = FinalizationProbe(gone.object)
        gone.destroyView()
        gone.dropOwnReference()
        XCTAssertTrue(goneProbe.finalized)
        properties.set("text-view", object: nil)
        let next = try harness.makeBareView()
        properties.set("text-view", object: next.object)
        XCTAssertTrue(properties.bool("showing"))
        XCTAssertEqual(properties.string("text"), "Survives")
    }

    /// Every order of the three releases: the builder, the view (its window
    /// destroyed) and the app's own reference to the placeholder object.
    /// The placeholder shows while its view is in the window, the object
    /// reports it while the view lives (GTK 4's `gtk_window_destroy` does
    /// not dispose a window the builder still holds, nor the view in it),
    /// the builder, window, view and object are all freed, and nothing is
    /// logged.
    public func testEveryOrderOfBuilderUnrefViewDestroyAndObjectUnref() throws {
        enum Release { case builder, view, object }
        let orders: [[Release]] = [
            [.builder, .view, .object], [.builder, .object, .view], [.view, .builder, .object],
            [.view, .object, .builder], [.object, .builder, .view], [.object, .view, .builder],
        ]
        _ = try harness.makeUnshownView(wrapped: false)  // GTK initialised
        harness.registerGObjectTypes()
        for order in orders {
            let logs = LogCollector()
            let builder = ptv_gtk_builder_new()!
            var error: UnsafeMutableRawPointer?
            guard ptv_gtk_builder_add_from_string(builder, windowXML, -1, &error) != 0 else {
                let refusal = error?.assumingMemoryBound(to: GError.self)
                XCTFail("\(order): \(refusal.map { String(cString: $0.pointee.message) } ?? "not loaded")")
                g_error_free(refusal)
                g_object_unref(builder)
                continue
            }
            let window = ptv_gtk_builder_get_object(builder, "window")!, placeholder = ptv_gtk_builder_get_object(builder, "placeholder")!
            let view = harness.adoptView(ptv_gtk_builder_get_object(builder, "view")!)
            g_object_ref(placeholder)
            ptv_gtk_widget_set_visible(OpaquePointer(window), 1)
            XCTAssertTrue(harness.pump(timeout: 3) { ptv_gtk_widget_get_mapped(OpaquePointer(view.object)) != 0 }, "mapped")
            view.settle()
            let viewProbe = FinalizationProbe(view.object), objectProbe = FinalizationProbe(placeholder)
            let windowProbe = FinalizationProbe(window), builderProbe = FinalizationProbe(builder)
            XCTAssertTrue(ObjectProperties(placeholder).bool("showing"), "\(order)")
            var inWindow = true, builderHolds = true
            for release in order {
                switch release {
                case .builder:
                    g_object_unref(builder)
                    builderHolds = false
                case .view:
                    harness.destroyWindow(window)
                    view.dropOwnReference()
                    inWindow = false
                case .object: g_object_unref(placeholder)
                }
                let viewAlive = inWindow || (harness.viewOutlivesItsWindow && builderHolds)
                if inWindow {
                    view.settle()
                    XCTAssertGreaterThan(view.inkCount(), 50, "\(order) after \(release): the placeholder still shows")
                } else {
                    harness.pump(timeout: 0.01)
                }
                if !objectProbe.finalized {
                    XCTAssertEqual(ObjectProperties(placeholder).bool("showing"), viewAlive, "\(order) after \(release)")
                }
            }
            XCTAssertTrue(viewProbe.finalized, "\(order): the view is freed")
            XCTAssertTrue(windowProbe.finalized && builderProbe.finalized, "\(order): the window and builder are freed")
            XCTAssertTrue(objectProbe.finalized, "\(order): the object is freed")
            XCTAssertEqual(logs.messages, [], "\(order)")
        }
    }
}
