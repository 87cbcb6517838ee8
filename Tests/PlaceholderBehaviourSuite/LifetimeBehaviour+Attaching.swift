import CPlaceholderGObject
import PlaceholderCore
import PlaceholderTestGObject
import XCTest

/// Attaching: nothing is added before a placeholder, two objects share one
/// placeholder, what is not a text view is refused, and a floating view
/// stays the app's.
extension LifetimeBehaviour {
    /// Until a non-empty placeholder is set, attaching stores nothing on
    /// the widget and connects nothing; choices made meanwhile are kept.
    public func testNothingIsAddedOrConnectedUntilAPlaceholderIsSet() throws {
        let view = try harness.makeBareView(width: 320, height: 160, geometry: ViewGeometry(), placement: .window)
        let bufferHandlers = handlerCount(view.buffer, "changed")
        let viewHandlers = placeholderHandlers(view, harness)
        let layers = view.placeholderLayerCount
        let placeholder = try view.attachFacade()
        placeholder.color = .custom(PlaceholderColor(red: 1, green: 0, blue: 0))
        placeholder.focusBehavior = .hiddenWhileFocused
        placeholder.placeholder = ""
        XCTAssertFalse(view.watchPlaceholderState()(), "nothing stored on the widget")
        XCTAssertEqual(view.placeholderLayerCount, layers, "nothing added to the view")
        XCTAssertEqual(handlerCount(view.buffer, "changed"), bufferHandlers)
        XCTAssertEqual(placeholderHandlers(view, harness), viewHandlers)
        XCTAssertFalse(placeholder.isPlaceholderVisible)
        placeholder.placeholder = "Now"
        XCTAssertTrue(view.watchPlaceholderState()())
        XCTAssertGreaterThan(view.placeholderLayerCount, layers, "the layer is in")
        XCTAssertEqual(placeholder.color, .custom(PlaceholderColor(red: 1, green: 0, blue: 0)), "earlier choices kept")
        XCTAssertEqual(placeholder.focusBehavior, .hiddenWhileFocused)
        view.settle()
        let raster = view.render()
        let red = try XCTUnwrap(raster.strongestInk(background: .white))
        XCTAssertGreaterThan(red.red, red.green + 100, "drawn in the colour chosen before: \(red)")
    }

    /// Two objects on one view share one placeholder; either keeps it
    /// working when the other goes.
    public func testAttachingTwiceSharesOnePlaceholder() throws {
        let view = try harness.makeView(placeholder: "Shared")
        let second = try view.attachFacade()
        XCTAssertEqual(second.placeholder, "Shared")
        second.placeholder = "Changed through the second"
        XCTAssertEqual(try facade(of: view).placeholder, "Changed through the second")
        view.facade = nil
        XCTAssertTrue(second.isPlaceholderVisible)
    }

    /// A widget that is not a text view, and NULL (through either pointer
    /// type), are refused with typed errors.
    public func testAttachingRefusesNullAndWhatIsNotATextView() throws {
        _ = try harness.makeView()  // GTK initialised
        let label = owning(harness.makeLabel())
        XCTAssertThrowsError(try harness.attachFacade(to: label)) { XCTAssertEqual($0 as? PlaceholderError, .notATextView) }
        XCTAssertThrowsError(try harness.attachFacade(to: nil)) { XCTAssertEqual($0 as? PlaceholderError, .nullPointer) }
        XCTAssertThrowsError(try harness.attachFacade(opaque: nil)) { XCTAssertEqual($0 as? PlaceholderError, .nullPointer) }
        XCTAssertEqual(PlaceholderError.nullPointer.description, "the text view pointer is null")
    }

    /// A floating view (not packed yet) attached by a Swift object that is
    /// dropped at once stays the app's: the object gave back the reference
    /// it took, the floating one is still there for a container to sink,
    /// and once packed the view draws the placeholder.
    public func testAFloatingViewStaysTheAppsToPackAfterADroppedFacade() throws {
        let object = try harness.makeFloatingTextView()
        let probe = FinalizationProbe(object)
        do { try harness.attachFacade(to: object).placeholder = "Attached by a temporary object" }
        XCTAssertFalse(probe.finalized, "the floating reference is still the app's")
        XCTAssertNotEqual(g_object_is_floating(object), 0)
        let view = harness.adoptView(object)
        view.show()
        view.settle()
        XCTAssertGreaterThan(view.inkCount(), 50, "drawn")
    }

    /// `attached(to:)` finds the placeholder a view has, from any face, and
    /// makes none: nil before one is attached; an object sharing the state
    /// of a `PtvPlaceholder` with nothing set while that lives, nil once it
    /// went; with a placeholder set, found after every face was dropped
    /// (the view keeps it); typed errors for what is not a text view.
    public func testAttachedFindsTheViewsPlaceholderWithoutMakingOne() throws {
        let view = try harness.makeBareView()
        XCTAssertNil(try harness.attachedFacade(to: view.object), "nothing attached yet")
        XCTAssertFalse(view.watchPlaceholderState()(), "looking made nothing")
        let object = ObjectProperties(newPlaceholderObject(on: view, harness: harness))
        object.set("centered", true)
        var found = try harness.attachedFacade(to: view.object)
        XCTAssertEqual(found?.verticalPlacement, .centered, "the object's state, found")
        found?.focusBehavior = .hiddenWhileFocused
        XCTAssertTrue(object.bool("hide-while-focused"), "a change through one is seen through the other")
        g_object_unref(object.object)
        XCTAssertEqual(found?.verticalPlacement, .centered, "the Swift face holds the state on")
        found?.placeholder = "Kept by the view"
        found = nil
        XCTAssertTrue(view.watchPlaceholderState()(), "every face dropped: the view keeps it")
        found = try harness.attachedFacade(to: view.object)
        XCTAssertEqual(found?.placeholder, "Kept by the view")
        XCTAssertEqual(found?.isPlaceholderVisible, true)

        let other = try harness.makeBareView()
        do {
            let dormant = try other.attachFacade()
            dormant.focusBehavior = .hiddenWhileFocused
            XCTAssertEqual(try harness.attachedFacade(to: other.object)?.focusBehavior, .hiddenWhileFocused)
        }
        XCTAssertNil(try harness.attachedFacade(to: other.object), "nothing needed the view: gone with its faces")
        let label = owning(harness.makeLabel())
        XCTAssertThrowsError(try harness.attachedFacade(to: label)) { XCTAssertEqual($0 as? PlaceholderError, .notATextView) }
        XCTAssertThrowsError(try harness.attachedFacade(to: nil)) { XCTAssertEqual($0 as? PlaceholderError, .nullPointer) }
    }
}
