import PlaceholderCore
import PlaceholderTestGObject
import XCTest

/// Views never shown, and windows hidden and shown again, handle every
/// call without a warning.
@MainActor
public final class UnshownViewBehaviour: BehaviourGroup {
    /// A view never shown, alone or in a window never shown, follows its
    /// text and pre-edit, is never realized or given a size request, and
    /// is freed with everything it holds when destroyed.
    public func testAViewNeverShownHandlesEveryCall() throws {
        let logs = LogCollector()
        for packed in [false, true] {
            var view: (any BehaviourView)?, placeholder: (any PlaceholderFacade)!
            (view, placeholder) = try harness.makeWrappedView(placeholder: "", placement: .window, shown: false)
            if packed { view!.packIntoHiddenWindow() }
            placeholder.requestsNaturalHeight = true
            placeholder.verticalPlacement = .centered
            placeholder.color = .custom(PlaceholderColor(red: 0, green: 0, blue: 1))
            try placeholder.setPlaceholderMarkup("<b>Never</b> shown")
            harness.pump(timeout: 0.02)
            XCTAssertTrue(placeholder.isPlaceholderVisible)
            view!.setText("text")
            XCTAssertFalse(placeholder.isPlaceholderVisible)
            view!.setText("")
            view!.emitPreeditChanged("pre-edit")
            XCTAssertFalse(placeholder.isPlaceholderVisible)
            view!.emitPreeditChanged("")
            XCTAssertTrue(placeholder.isPlaceholderVisible)
            placeholder.placeholder = "Plain now"
            placeholder.color = .themeDefault
            _ = placeholder.resolvedColor
            harness.pump(timeout: 0.02)
            XCTAssertFalse(view!.isRealized)
            XCTAssertEqual([view!.sizeRequest.width, view!.sizeRequest.height], [-1, -1], "no size request")
            let stateExists = view!.watchPlaceholderState()
            let finalized = FinalizationProbe(view!.object)
            view!.destroyView()
            (placeholder, view) = (nil, nil)
            XCTAssertTrue(finalized.finalized, packed ? "in a hidden window" : "alone")
            XCTAssertFalse(stateExists(), "the placeholder state went with the widget")
        }
        XCTAssertEqual(logs.messages, [])
    }

    /// A window hidden, changed while hidden, and shown again shows the
    /// current placeholder, as a view never hidden does.
    public func testAWindowHiddenAndShownAgainShowsTheCurrentPlaceholder() throws {
        let logs = LogCollector()
        let (view, placeholder) = try harness.makeWrappedView(placeholder: "Before hiding")
        view.setWindowVisible(false)
        XCTAssertFalse(view.isMapped)
        view.setText("typed while hidden")
        view.setText("")
        placeholder.placeholder = "Shown again"
        XCTAssertTrue(placeholder.isPlaceholderVisible)
        let redrawn = view.watchForRedraw()
        view.setWindowVisible(true)
        XCTAssertTrue(view.isMapped)
        XCTAssertTrue(redrawn(), "drawn again")
        view.settle()
        let again = view.render()
        let fresh = try harness.makeView(placeholder: "Shown again")
        XCTAssertTrue(again.isIdentical(to: fresh.render()), "as a view that was never hidden")
        fresh.destroy()
        XCTAssertEqual(logs.messages, [])
    }
}
