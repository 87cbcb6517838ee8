import PlaceholderCore
import XCTest

/// Text dropped into a limited view is its user's input, cut to what fits
/// like a paste even though the view does not have the keyboard focus (the
/// drag started elsewhere); text moved by dragging within a full view loses
/// nothing. Real pointer input through the X server, as a user drags.
@MainActor
public final class DragAndDropBehaviour: BehaviourGroup {
    /// A window with a source view above a composer limited to `limit`.
    private func window(limit: TextLimit) throws
        -> (source: any BehaviourView, composer: any BehaviourView, placeholder: any PlaceholderFacade)
    {
        let host = try makeHost(width: 320, height: 240)
        let (source, _) = try harness.makeWrappedView(placeholder: "", width: 320, height: 100, shown: false)
        let (composer, placeholder) = try harness.makeWrappedView(placeholder: "Drop here", width: 320, height: 100,
                                                                  shown: false)
        host.add(source)
        host.add(composer)
        placeholder.limit = limit
        harness.pump(timeout: 0.2)
        return (source, composer, placeholder)
    }

    /// Drags characters `start..<end` of `view` with the primary button and
    /// drops them at `point` of `target` (in its coordinates).
    private func drag(
        _ view: any BehaviourView, from start: Int, to end: Int, onto target: any BehaviourView,
        at point: (x: Double, y: Double)
    ) {
        view.select(from: start, to: end)
        // A press within the double-click time of the last release would
        // select a word instead of starting a drag.
        harness.pump(timeout: 0.5)
        let grip = view.location(ofOffset: (start + end) / 2)
        view.movePointer(x: grip.x + 2, y: grip.y)
        view.primaryButton(pressed: true)
        // Past GTK's drag threshold, then over the target.
        for step in 1...4 { view.movePointer(x: grip.x + 2 + Double(step * 5), y: grip.y + Double(step * 2)) }
        for step in 1...4 { target.movePointer(x: point.x, y: point.y - Double((4 - step) * 6)) }
        harness.pump(timeout: 0.2)
        target.primaryButton(pressed: false)
        harness.parkPointer()
    }

    /// Text dragged from another view into the composer, which does not
    /// have the focus, keeps its first characters that fit, with the bell;
    /// the source keeps its text (a drop from elsewhere is a copy).
    public func testADropIsCutToWhatFitsThoughTheViewHasNoFocus() throws {
        let (source, composer, placeholder) = try window(limit: TextLimit(maxLength: 8))
        let dragged = "0123456789abcdefghij"
        source.setText(dragged)
        source.focus()
        let bells = composer.refusedInputCount
        drag(source, from: 0, to: dragged.count, onto: composer, at: composer.location(ofOffset: 0))
        harness.pump(timeout: 2) { !composer.text.isEmpty }
        XCTAssertEqual(composer.text, "01234567", "the drop's first characters that fit")
        XCTAssertGreaterThan(composer.refusedInputCount, bells, "the bell")
        XCTAssertEqual(source.text, dragged, "the source keeps its text")
        XCTAssertEqual(placeholder.textCount, TextCount(length: 8, limit: 8))

    }

    /// In `.warn` mode the whole drop goes in and the count shows the
    /// overflow.
    public func testADropInWarnModeGoesInWhole() throws {
        let (source, composer, placeholder) = try window(limit: TextLimit(maxLength: 8, mode: .warn))
        source.setText("0123456789ab")
        source.focus()
        drag(source, from: 0, to: 12, onto: composer, at: composer.location(ofOffset: 0))
        harness.pump(timeout: 2) { !composer.text.isEmpty }
        XCTAssertEqual(composer.text, "0123456789ab", "nothing refused")
        XCTAssertEqual(placeholder.textCount, TextCount(length: 12, limit: 8))
    }

    /// Moving a word by dragging it within a full view: GTK inserts it
    /// where it is dropped, then deletes it where it was; the insertion is
    /// not cut, so nothing is lost and nothing is refused.
    public func testMovingTextWithinAFullViewLosesNothing() throws {
        let original = "alpha beta gamma"
        let (_, composer, _) = try window(limit: TextLimit(maxLength: original.count))
        composer.setText(original)
        composer.focus()
        let bells = composer.refusedInputCount
        let end = composer.location(ofOffset: original.count)
        drag(composer, from: 0, to: 5, onto: composer, at: (end.x + 12, end.y))
        harness.pump(timeout: 2) { composer.text != original }
        XCTAssertNotEqual(composer.text, original, "the word moved")
        XCTAssertEqual(composer.text.sorted(), original.sorted(), "every character is still there: \(composer.text)")
        XCTAssertEqual(composer.refusedInputCount, bells, "nothing refused")
        // GTK 4.8 keeps a view with no child widget in its pointer state
        // after a drag within it that the X server ended: a click lets go.
        composer.movePointer(x: 4, y: 4)
        composer.primaryButton(pressed: true)
        composer.primaryButton(pressed: false)
        harness.parkPointer()
    }
}
