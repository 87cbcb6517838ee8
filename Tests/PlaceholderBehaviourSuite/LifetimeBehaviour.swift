import CPlaceholderGObject
import PlaceholderCore
import PlaceholderTestGObject
import XCTest

/// Every setter of the public API, to show a destroyed view ignores them all.
@MainActor
public func callEverySetter(_ placeholder: any PlaceholderFacade) {
    placeholder.placeholder = "set after destroy"
    try? placeholder.setPlaceholderMarkup("<b>markup after destroy</b>")
    placeholder.color = .custom(PlaceholderColor(red: 1, green: 0, blue: 0))
    placeholder.focusBehavior = .hiddenWhileFocused
    placeholder.verticalPlacement = .centered
    placeholder.requestsNaturalHeight = true
    placeholder.settings = PlaceholderSettings(content: .plain("settings after destroy"))
}

/// The handlers the placeholder connects on `view`, by signal.
@MainActor
func placeholderHandlers(_ view: any BehaviourView, _ harness: any BehaviourHarness) -> [Int] {
    harness.placeholderViewSignals.map { handlerCount(view.object, $0) }
}

/// The state lives with the widget; everything is freed and disconnected
/// when the widget is destroyed, in any order of release.
@MainActor
public final class LifetimeBehaviour: BehaviourGroup {
    /// Dropping the Swift object leaves the placeholder working, and an
    /// object attached later sees the same placeholder.
    public func testKeepsWorkingAfterTheAppDropsTheSwiftObject() throws {
        let view = try harness.makeView()
        let stateExists = view.watchPlaceholderState()
        view.facade = nil
        XCTAssertTrue(stateExists(), "the widget keeps the state")
        let shown = view.render()
        XCTAssertGreaterThan(shown.inkCount(background: view.background(shown)), 100)
        view.insertAtEnd("x")
        view.settle()
        XCTAssertLessThan(view.inkCount(), 60, "only the typed x")
        view.setText("")
        view.settle()
        XCTAssertTrue(view.render().isIdentical(to: shown))
        let again = try view.attachFacade()
        XCTAssertEqual(again.placeholder, "Placeholder")
        XCTAssertTrue(again.isPlaceholderVisible)
    }

    /// Destroying the view disconnects every handler and takes the layer
    /// away; the Swift object outlives it, its setters ignored, and the
    /// state is freed with the widget once nothing holds it.
    public func testDestroyingTheViewDisconnectsEverythingAndTheSwiftObjectOutlivesIt() throws {
        let view = try harness.makeView()
        var placeholder: (any PlaceholderFacade)? = try facade(of: view)
        let buffer = owning(g_object_ref(view.buffer))
        let stateExists = view.watchPlaceholderState()
        let finalized = FinalizationProbe(view.object)
        XCTAssertTrue(hasHandlers(buffer, "changed"))
        XCTAssertTrue(placeholderHandlers(view, harness).allSatisfy { $0 == 1 }, "\(placeholderHandlers(view, harness))")
        XCTAssertGreaterThan(view.placeholderLayerCount, 0)
        view.destroyView()
        XCTAssertEqual(handlerCount(buffer, "changed"), 0, "every buffer handler disconnected")
        XCTAssertTrue(placeholderHandlers(view, harness).allSatisfy { $0 == 0 }, "view handlers disconnected")
        XCTAssertFalse(placeholder!.isPlaceholderVisible)
        callEverySetter(placeholder!)
        XCTAssertFalse(placeholder!.isPlaceholderVisible)
        XCTAssertEqual(placeholder!.settings, PlaceholderSettings(content: .plain("Placeholder")), "setters ignored")
        XCTAssertTrue(placeholderHandlers(view, harness).allSatisfy { $0 == 0 }, "no setter reconnected anything")
        XCTAssertEqual(view.placeholderLayerCount, 0, "the layer went with the view")
        view.dropOwnReference()
        XCTAssertTrue(stateExists())
        XCTAssertFalse(finalized.finalized, "the Swift object still holds the widget")
        placeholder = nil
        XCTAssertTrue(finalized.finalized)
        XCTAssertFalse(stateExists(), "freed with the widget once nothing holds it")
    }

    /// The Swift object dropped before the window goes: the widget keeps
    /// the placeholder drawn, and the state goes when the widget does.
    public func testSwiftObjectDroppedBeforeTheWindowIsDestroyed() throws {
        let view = try harness.makeBareView(width: 320, height: 160, geometry: ViewGeometry(), placement: .window)
        weak var weakPlaceholder: (any PlaceholderFacade)?
        do {
            let placeholder = try view.attachFacade()
            placeholder.placeholder = "Short-lived wrapper"
            weakPlaceholder = placeholder
        }
        let stateExists = view.watchPlaceholderState()
        XCTAssertNil(weakPlaceholder)
        XCTAssertTrue(stateExists())
        let finalized = FinalizationProbe(view.object)
        XCTAssertGreaterThan(view.render().inkCount(background: .white), 100)
        view.destroy()
        XCTAssertTrue(stateExists(), "our own reference still holds the widget")
        view.dropOwnReference()
        XCTAssertTrue(finalized.finalized)
        XCTAssertFalse(stateExists(), "freed when the widget is finalized")
    }

    /// Where a view outlives its window, it keeps its placeholder and is
    /// drawn the same in the next window; where the window destroys it,
    /// the placeholder goes with it.
    public func testAViewOutlivingItsWindowKeepsItsPlaceholderInTheNextWindow() throws {
        let view = try harness.makeView(placeholder: "Moved")
        let stateExists = view.watchPlaceholderState()
        let before = view.render().inkCount(background: .white)
        view.destroy()
        guard harness.viewOutlivesItsWindow else {
            XCTAssertFalse(try facade(of: view).isPlaceholderVisible, "destroyed with its window")
            return XCTAssertEqual(view.placeholderLayerCount, 0)
        }
        XCTAssertTrue(stateExists())
        view.show()
        XCTAssertEqual(view.render().inkCount(background: .white), before, "drawn again in the new window")
        XCTAssertTrue(try comparePlaceholderWithTypedText("Moved", in: view).isEmpty)
    }

    /// The window destroyed with redraws and a measure queued, before the
    /// main loop ran: everything is freed.
    public func testWindowDestroyedWithTheViewInsideWhileARedrawIsPending() throws {
        let view = try harness.makeView()
        let stateExists = view.watchPlaceholderState()
        let finalized = FinalizationProbe(view.object)
        var placeholder: (any PlaceholderFacade)? = try facade(of: view)
        placeholder?.placeholder = "queued"  // queues a redraw
        view.insertAtEnd("x")  // and another
        placeholder?.requestsNaturalHeight = true  // and a measure
        view.destroy()  // before the main loop ran
        (view.facade, placeholder) = (nil, nil)
        view.dropOwnReference()
        harness.pump(timeout: 0.05)
        XCTAssertTrue(finalized.finalized)
        XCTAssertFalse(stateExists())
    }
}
