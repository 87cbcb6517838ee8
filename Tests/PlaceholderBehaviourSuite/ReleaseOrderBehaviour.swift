import PlaceholderCore
import PlaceholderTestGObject
import XCTest

/// Release orders beyond LifetimeBehaviour's: each ends with the widget
/// finalized and the placeholder state freed.
@MainActor
public final class ReleaseOrderBehaviour: BehaviourGroup {
    /// A view destroyed before any placeholder was set never gets one: every
    /// setter is ignored, nothing is stored on or added to the widget.
    public func testViewDestroyedBeforeAnyPlaceholderWasSetNeverGetsOne() throws {
        var view: (any BehaviourView)?, placeholder: (any PlaceholderFacade)?
        (view, placeholder) = try harness.makeWrappedView(placeholder: "", placement: .window, shown: false)
        let finalized = FinalizationProbe(view!.object)
        view!.destroyView()
        callEverySetter(placeholder!)
        XCTAssertFalse(placeholder!.isPlaceholderVisible)
        XCTAssertFalse(view!.watchPlaceholderState()(), "no state on a destroyed widget")
        XCTAssertEqual(placeholder!.settings, PlaceholderSettings())
        XCTAssertEqual(view!.placeholderLayerCount, 0)
        (placeholder, view) = (nil, nil)
        XCTAssertTrue(finalized.finalized)
    }

    /// Two Swift objects on one view, the view destroyed, then the objects
    /// dropped in both orders: both inert, the widget held until the last.
    public func testTwoObjectsAttachedToOneViewAreBothInertOnceItIsDestroyedInEitherDropOrder() throws {
        for dropFirstObjectFirst in [true, false] {
            var view: (any BehaviourView)? = try harness.makeView(placeholder: "Twice")
            var first: (any PlaceholderFacade)? = try facade(of: view!)
            var second: (any PlaceholderFacade)? = try view!.attachFacade()
            XCTAssertTrue(placeholderHandlers(view!, harness).allSatisfy { $0 == 1 }, "attaching twice connects once")
            let stateExists = view!.watchPlaceholderState()
            let finalized = FinalizationProbe(view!.object)
            view!.destroyView()
            for placeholder in [first!, second!] {
                callEverySetter(placeholder)
                XCTAssertFalse(placeholder.isPlaceholderVisible)
                XCTAssertEqual(placeholder.placeholder, "Twice")
            }
            view = nil
            if dropFirstObjectFirst { first = nil } else { second = nil }
            XCTAssertFalse(finalized.finalized, "the other object still holds the widget")
            (first, second) = (nil, nil)
            XCTAssertTrue(finalized.finalized)
            XCTAssertFalse(stateExists())
        }
    }

    /// Before a placeholder, settings live in the Swift object and go with
    /// it; after one, they live with the widget: a hundred objects attached
    /// and dropped in turn find them, and the same state, handlers and
    /// layer throughout.
    public func testDroppingEverySwiftObjectAndAttachingAgainKeepsOneStateAndItsSettings() throws {
        var view: (any BehaviourView)? = try harness.makeBareView(
            width: 320, height: 160, geometry: ViewGeometry(), placement: .window)
        let finalized = FinalizationProbe(view!.object)
        do { try view!.attachFacade().color = .custom(PlaceholderColor(red: 1, green: 0, blue: 0)) }
        XCTAssertEqual(try view!.attachFacade().color, .themeDefault)
        let red = PlaceholderColorChoice.custom(PlaceholderColor(red: 0.8, green: 0, blue: 0))
        do {
            let placeholder = try view!.attachFacade()
            placeholder.placeholder = "Again"
            placeholder.color = red
        }
        let stateExists = view!.watchPlaceholderState()
        XCTAssertTrue(stateExists())
        let handlers = placeholderHandlers(view!, harness) + [handlerCount(view!.buffer, "changed")]
        let layers = view!.placeholderLayerCount
        for _ in 0..<100 {
            let placeholder = try view!.attachFacade()
            XCTAssertEqual(placeholder.placeholder, "Again")
            XCTAssertEqual(placeholder.color, red)
            XCTAssertTrue(placeholder.isPlaceholderVisible)
        }
        XCTAssertTrue(stateExists(), "the same state throughout (only the widget holds it)")
        XCTAssertEqual(placeholderHandlers(view!, harness) + [handlerCount(view!.buffer, "changed")], handlers,
                       "re-attaching connects nothing more")
        XCTAssertTrue(placeholderHandlers(view!, harness).allSatisfy { $0 == 1 })
        XCTAssertEqual(view!.placeholderLayerCount, layers, "one layer")
        let before = view!.render().inkCount(background: .white)
        try view!.attachFacade().placeholder = "Changed by the hundred-and-first object"
        view!.settle()
        XCTAssertGreaterThan(view!.render().inkCount(background: .white), before, "a longer placeholder, drawn")
        view = nil
        XCTAssertTrue(finalized.finalized)
        XCTAssertFalse(stateExists())
    }
}
