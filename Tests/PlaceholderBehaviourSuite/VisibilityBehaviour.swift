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

    /// Focus alone does not hide it (GtkEntry's behaviour); a typed
    /// character does; BackSpace back to empty brings it back.
    public func testTypedCharacterHidesAndBackspaceBringsItBack() throws {
        let view = try harness.makeView()
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
        let view = try harness.makeView()
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
