import XCTest

/// Shown while empty, gone on the first character however it arrives
/// (insertion in code, key events, paste, undo), back when emptied, and
/// the focus option.
@MainActor
public final class VisibilityBehaviour: BehaviourGroup {
    /// Text set, inserted or deleted in code hides and brings back the
    /// placeholder, in state and in pixels.
    public func testShownWhileEmptyAndHiddenByInsertAndSetText() throws {
        let view = try harness.makeView()
        assertShown(view, true, "new empty view")
        view.insertAtEnd("x")
        assertShown(view, false, "after insert")
        view.setText("")
        assertShown(view, true, "after set_text(\"\")")
        view.setText("set in code")
        assertShown(view, false, "after set_text")
        view.deleteAll()
        assertShown(view, true, "after deleting everything")
    }

    /// Where focus does not hide it (`.visibleUntilTyping`, GTK 4's
    /// default), a typed character does; BackSpace back to empty brings it
    /// back.
    public func testTypedCharacterHidesAndBackspaceBringsItBack() throws {
        let view = try harness.makeViewShownWhileFocused()
        view.focus()
        XCTAssertTrue(view.hasFocus)
        assertShown(view, true, "focused, empty")
        view.type("h")
        XCTAssertEqual(view.text, "h")
        assertShown(view, false, "after typing")
        view.press(.backspace)
        XCTAssertEqual(view.text, "")
        assertShown(view, true, "after backspace")
    }

    /// Ctrl+V hides it; Ctrl+A then Ctrl+X brings it back.
    public func testPasteHidesAndCutBringsItBack() throws {
        let view = try harness.makeViewShownWhileFocused()
        view.focus()
        view.setClipboard("pasted")
        view.press(.letter("v"), .control)
        for _ in 0..<200 where view.text != "pasted" { view.settle() }
        XCTAssertEqual(view.text, "pasted")
        assertShown(view, false, "after paste")
        view.press(.letter("a"), .control)
        view.press(.letter("x"), .control)
        XCTAssertEqual(view.text, "")
        assertShown(view, true, "after select all + cut")
    }

    /// Where the toolkit has an undo stack, Ctrl+Z back to empty brings the
    /// placeholder back and Ctrl+Shift+Z hides it again; where it has none,
    /// Ctrl+Z changes nothing and the placeholder stays hidden.
    public func testUndoBringsItBackAndRedoHidesIt() throws {
        let view = try harness.makeView()
        view.focus()
        view.type("ab")
        assertShown(view, false, "typed")
        view.press(.letter("z"), .control)
        guard harness.hasUndo else {
            XCTAssertEqual(view.text, "ab", "\(harness.toolkitName) has no undo")
            return assertShown(view, false, "Ctrl+Z without undo")
        }
        XCTAssertEqual(view.text, "")
        assertShown(view, true, "after undo")
        view.press(.letter("z"), [.control, .shift])
        XCTAssertEqual(view.text, "ab")
        assertShown(view, false, "after redo")
    }

    /// By default the focus rule is the toolkit's entry's: GTK 3 hides the
    /// placeholder while the view has focus, as `GtkEntry` does; GTK 4 keeps
    /// it, as `GtkText` does. Either rule can be chosen on either toolkit,
    /// and going back to the default brings the entry's rule back.
    public func testFocusFollowsTheToolkitsEntryByDefaultAndEitherRuleOnRequest() throws {
        let (view, placeholder) = try harness.makeWrappedView()
        let entryHides = harness.entryHidesPlaceholderWhileFocused
        XCTAssertEqual(placeholder.focusBehavior, .matchingEntry)
        assertShown(view, true, "unfocused")
        view.focus()
        XCTAssertTrue(view.hasFocus)
        assertShown(view, !entryHides, "focused, the \(harness.toolkitName) entry's rule")
        placeholder.focusBehavior = .visibleUntilTyping
        assertShown(view, true, "focused, visible until typing")
        placeholder.focusBehavior = .hiddenWhileFocused
        assertShown(view, false, "focused, hidden while focused")
        placeholder.focusBehavior = .matchingEntry
        assertShown(view, !entryHides, "focused, back to the default")
        view.type("a")
        assertShown(view, false, "typed")
        view.press(.backspace)
        assertShown(view, !entryHides, "emptied while focused")
        view.unfocus()
        assertShown(view, true, "focus left")
    }

    /// `hiddenWhileFocused` hides it on focus, with a redraw, and shows it
    /// again on blur.
    public func testHiddenWhileFocusedOptionHidesOnFocusAndReturnsOnBlur() throws {
        let view = try harness.makeView()
        try facade(of: view).focusBehavior = .hiddenWhileFocused
        assertShown(view, true, "unfocused")
        view.settle()  // the redraw assertShown's own checks queued, before counting
        let redrawn = view.watchForRedraw()
        view.focus()
        XCTAssertTrue(redrawn(), "focus repaints")
        assertShown(view, false, "focused")
        view.unfocus()
        assertShown(view, true, "focus left")
    }

    /// `isPlaceholderVisible` (the `showing` property) is the rule, not
    /// whether the view is on screen: a view never shown reports it, follows
    /// its text, and draws the placeholder as soon as it is shown.
    public func testShowingIsTheRuleWhetherOrNotTheViewIsOnScreen() throws {
        let (view, placeholder) = try harness.makeWrappedView(shown: false)
        XCTAssertFalse(view.isMapped)
        XCTAssertTrue(placeholder.isPlaceholderVisible, "never shown, empty")
        view.setText("typed")
        XCTAssertFalse(placeholder.isPlaceholderVisible, "never shown, with text")
        view.setText("")
        XCTAssertTrue(placeholder.isPlaceholderVisible, "never shown, emptied")
        view.show()
        view.settle()
        XCTAssertTrue(view.isMapped)
        assertShown(view, true, "shown")
    }

    /// An empty placeholder shows nothing at all.
    public func testEmptyOrClearedPlaceholderShowsNothing() throws {
        let (view, placeholder) = try harness.makeWrappedView()
        placeholder.placeholder = ""
        XCTAssertFalse(placeholder.isPlaceholderVisible)
        XCTAssertEqual(view.inkCount(), 0)
    }

    /// With text, the view draws exactly what the same view without a
    /// placeholder draws: the placeholder adds nothing and moves nothing.
    public func testAViewWithTextDrawsAsTheSameViewWithoutAPlaceholder() throws {
        let geometry = ViewGeometry { ($0.wrap, $0.leftMargin) = (.word, 12) }
        let bare = try harness.makeBareView(geometry: geometry)
        defer { bare.destroy() }
        let view = try harness.makeView(placeholder: "Never seen", geometry: geometry)
        let text = "Some text typed into the view, long enough to wrap onto a second line of the view."
        for each in [bare, view] { each.setText(text) }
        XCTAssertFalse(try facade(of: view).isPlaceholderVisible)
        XCTAssertTrue(view.render().isIdentical(to: bare.render()))
    }
}
