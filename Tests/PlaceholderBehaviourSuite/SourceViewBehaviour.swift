import PlaceholderCore
import PlaceholderTestImaging
import XCTest

private let text = "int main(void) { return placeholder_lines_up_with_typed_text(); }"

/// GtkSourceView (4 on GTK 3, 5 on GTK 4), the GtkTextView subclass most
/// apps use, with its gutters, margin, background pattern and highlighting.
@MainActor
public final class SourceViewBehaviour: BehaviourGroup {
    /// The placeholder is drawn right of the gutters, over the grid, on
    /// the rows and columns the same text typed takes.
    public func testThePlaceholderLinesUpWithTypedTextBesideGuttersOverAGrid() throws {
        let view = try harness.makeSourceView(highlightingCurrentLine: false, width: 360, height: 160)
        // Each render once two in a row agree: GtkSourceView finishes some
        // of its drawing after GTK's frames.
        let bare = try XCTUnwrap(view.stableRender(), "the bare view at rest")
        let placeholder = try view.attachFacade()
        view.facade = placeholder
        placeholder.color = .custom(view.textColor)
        placeholder.placeholder = text
        let shown = try XCTUnwrap(view.stableRender(), "the placeholder at rest")
        let placeholderRows = InkRows(shown, baseline: bare)
        XCTAssertGreaterThan(placeholderRows.rows.compactMap { $0 }.count, 10, "two lines of placeholder")
        XCTAssertGreaterThan(placeholderRows.rows.compactMap { $0 }.map(\.lowerBound).min() ?? 0, 20, "right of the gutters")
        // Typed, with no highlighting (its colours) and no bracket matching
        // (its boxes), but with the same font.
        harness.stopHighlighting(view)
        view.setText(text)
        let typed = try XCTUnwrap(view.stableRender(), "the typed text at rest")
        let mismatches = placeholderRows.mismatches(against: InkRows(typed, baseline: bare))
        XCTAssertTrue(mismatches.isEmpty, "\(harness.sourceViewName): \(mismatches.prefix(6))")
    }

    /// The placeholder's own colour shows over the current-line highlight.
    public func testThePlaceholderIsPaintedAboveTheCurrentLineHighlight() throws {
        let view = try harness.makeSourceView(highlightingCurrentLine: true, width: 360, height: 160)
        view.focus()
        view.geometry.cursorVisible = false
        view.settle()
        let bare = view.render()
        let placeholder = try view.attachFacade()
        view.facade = placeholder
        placeholder.color = .custom(PlaceholderColor(red: 0, green: 0, blue: 0.9))
        placeholder.focusBehavior = .visibleUntilTyping  // shown in the focused view, on either toolkit
        placeholder.placeholder = "Over the highlight"
        XCTAssertTrue(placeholder.isPlaceholderVisible)
        view.settle()
        let shown = view.render()
        // The highlighted band: the first line's rows, off the white grid background.
        let line = view.caretAtStart
        let band = PixelBox(minX: 60, minY: line.minY + 2, maxX: bare.width - 30, maxY: line.maxY - 3)
        let highlight = bare[band.maxX - 5, band.minY + 1]
        XCTAssertGreaterThan(highlight.distance(to: .white), 3, "the current line is highlighted: \(highlight)")
        let ink = try XCTUnwrap(shown.strongestInk(background: highlight, in: band))
        XCTAssertGreaterThan(ink.blue, ink.red + 120, "the placeholder's own colour shows over the band: \(ink)")
    }

    /// Attaching, showing and hiding change nothing of the source buffer,
    /// and the same edits, undos and redos leave a wrapped view and a bare
    /// one in the same state.
    public func testAttachingShowingAndHidingChangesNoneOfTheSourceBuffersState() throws {
        let bare = try harness.makeSourceView(highlightingCurrentLine: true, width: 320, height: 160)
        let wrapped = try harness.makeSourceView(highlightingCurrentLine: true, width: 320, height: 160)
        let before = harness.sourceState(of: wrapped)
        let placeholder = try wrapped.attachFacade()
        wrapped.facade = placeholder
        placeholder.focusBehavior = .visibleUntilTyping  // shown in the focused view, on either toolkit
        placeholder.placeholder = "Source placeholder"
        wrapped.settle()
        XCTAssertEqual(harness.sourceState(of: wrapped), before, "attaching")
        let steps: [(String, @MainActor (any BehaviourView) -> Void)] = [
            ("type", { $0.focus(); $0.type("x = 1;") }),
            ("undo", { self.harness.undoSource($0, redo: false) }),
            ("redo", { self.harness.undoSource($0, redo: true) }),
            ("clear", { $0.setText("") }),
            ("undo", { self.harness.undoSource($0, redo: false) }),
        ]
        for (name, step) in steps {
            step(bare)
            step(wrapped)
            wrapped.settle()
            XCTAssertEqual(harness.sourceState(of: wrapped), harness.sourceState(of: bare), name)
            XCTAssertEqual(placeholder.isPlaceholderVisible, wrapped.text.isEmpty, name)
        }
    }

    /// The composer's settings work in a GtkSourceView, which handles keys
    /// of its own (auto-indent on Return): Return is taken before it, and
    /// typing stops at a limit.
    public func testReturnAndALimitWorkInAGtkSourceView() throws {
        let view = try harness.makeSourceView(highlightingCurrentLine: false, width: 360, height: 160)
        let placeholder = try view.attachFacade()
        view.facade = placeholder
        placeholder.placeholder = "Commit message"
        placeholder.limit = try TextLimit(maxLength: 4)
        placeholder.returnBehavior = .activatesDefault
        var activations = 0
        placeholder.onActivate = { activations += 1 }
        view.focus()
        view.type("fix it")
        view.press(.return)
        view.settle()
        XCTAssertEqual(view.text, "fix ", "\(harness.sourceViewName): cut at the limit, Return taken")
        XCTAssertEqual(activations, 1)
        view.press(.backspace)
        view.press(.return, .shift)
        view.settle()
        XCTAssertEqual(view.text, "fix\n", "Shift+Return is the view's new line")
    }
}
