import PlaceholderCore
import XCTest

/// A length limit cuts the user's own edits, however they arrive (typed,
/// pasted, committed by an input method), and never text the app put in
/// the buffer; undo and redo give back exactly what was there.
@MainActor
public final class LengthLimitBehaviour: BehaviourGroup {
    /// A focused view with a placeholder and a limit of `maxLength`.
    private func limitedView(_ maxLength: Int, mode: TextLimitMode = .block) throws
        -> (view: any BehaviourView, placeholder: any PlaceholderFacade)
    {
        let (view, placeholder) = try harness.makeWrappedView(placeholder: "Say something")
        placeholder.limit = try TextLimit(maxLength: maxLength, mode: mode)
        view.focus()
        return (view, placeholder)
    }

    /// Typing stops at the limit, each key beyond it refused with the error
    /// bell; BackSpace makes room again.
    public func testTypingStopsAtTheLimitAndEachRefusedKeyRingsTheBell() throws {
        let (view, placeholder) = try limitedView(5)
        view.type("abcdefg")
        XCTAssertEqual(view.text, "abcde")
        XCTAssertEqual(view.refusedInputCount, 2, "one bell for each refused key")
        XCTAssertEqual(placeholder.textCount, TextCount(length: 5, limit: 5))
        view.press(.backspace)
        view.type("xy")
        XCTAssertEqual(view.text, "abcdx")
        XCTAssertEqual(view.refusedInputCount, 3)
        XCTAssertFalse(placeholder.textCount.isOverLimit)
    }

    /// A paste keeps its first characters that fit, counted in code points
    /// as GtkEntry counts them.
    public func testAPasteKeepsItsFirstCharactersThatFit() throws {
        let (view, _) = try limitedView(7)
        view.type("ab")
        view.setClipboard("héllo wörld")
        view.press(.letter("v"), .control)
        harness.pump(timeout: 2) { view.text != "ab" }
        XCTAssertEqual(view.text, "abhéllo")
        XCTAssertEqual(view.refusedInputCount, 1)
    }

    /// An input method's commit that does not fit is refused; one that
    /// fits goes in.
    public func testAnInputMethodCommitBeyondTheLimitIsRefused() throws {
        let (view, _) = try limitedView(2)
        view.type("a")
        view.startComposingEAcute()
        view.finishComposingEAcute()
        harness.pump(timeout: 2) { view.text == "aé" }
        XCTAssertEqual(view.text, "aé")
        view.startComposingEAcute()
        view.finishComposingEAcute()
        view.settle()
        XCTAssertEqual(view.text, "aé", "the second commit does not fit")
        XCTAssertGreaterThanOrEqual(view.refusedInputCount, 1)
    }

    /// Text set or inserted by code is never cut, even far over the limit;
    /// only further user input is refused, and deleting still works.
    public func testTextFromCodeIsNeverCutAndOnlyFurtherInputIsRefused() throws {
        let (view, placeholder) = try limitedView(5)
        view.setText("longer than five")
        view.insertAtEnd("!")
        XCTAssertEqual(view.text, "longer than five!")
        XCTAssertEqual(placeholder.textCount, TextCount(length: 17, limit: 5))
        XCTAssertEqual(placeholder.textCount.remaining, -12)
        XCTAssertTrue(placeholder.textCount.isOverLimit)
        view.placeCaret(atOffset: 17)
        view.type("x")
        XCTAssertEqual(view.text, "longer than five!", "typing over the limit is refused")
        view.press(.backspace)
        XCTAssertEqual(view.text, "longer than five")
        XCTAssertEqual(view.refusedInputCount, 1)
    }

    /// Lowering the limit below the text's length keeps the text; raising
    /// it lets typing in again.
    public func testLoweringTheLimitKeepsTheText() throws {
        let (view, placeholder) = try limitedView(10)
        view.type("abcdef")
        placeholder.limit = try TextLimit(maxLength: 3)
        XCTAssertEqual(view.text, "abcdef")
        XCTAssertTrue(placeholder.textCount.isOverLimit)
        view.type("g")
        XCTAssertEqual(view.text, "abcdef")
        placeholder.limit = try TextLimit(maxLength: 8)
        view.type("ghi")
        XCTAssertEqual(view.text, "abcdefgh")
    }

    /// In warn mode nothing is refused: the count shows the overflow.
    public func testWarnModeRefusesNothingAndCountsTheOverflow() throws {
        let (view, placeholder) = try limitedView(3, mode: .warn)
        var counts: [TextCount] = []
        placeholder.onTextCountChange = { counts.append($0) }
        view.type("abcde")
        XCTAssertEqual(view.text, "abcde")
        XCTAssertEqual(view.refusedInputCount, 0)
        XCTAssertEqual(counts.map(\.length), [1, 2, 3, 4, 5], "the handler hears each change once")
        XCTAssertEqual(counts.last?.remaining, -2)
        XCTAssertEqual(counts.map(\.isOverLimit), [false, false, false, true, true])
    }

    /// A buffer shared with a view that has no limit: what is typed there
    /// is not cut, and the limited view counts it as overflow.
    public func testASharedBufferIsCutOnlyInTheLimitedView() throws {
        let (limited, placeholder) = try limitedView(3)
        let other = try harness.makeBareView()
        defer { other.destroy() }
        other.setBuffer(limited.buffer)
        limited.unfocus()
        other.focus()
        other.type("abcdef")
        XCTAssertEqual(limited.text, "abcdef")
        XCTAssertEqual(placeholder.textCount.length, 6)
        XCTAssertEqual(limited.refusedInputCount, 0)
        other.unfocus()
        limited.focus()
        limited.placeCaret(atOffset: 6)
        limited.type("g")
        XCTAssertEqual(limited.text, "abcdef", "typed into the limited view: refused")
    }

    /// Undo and redo give back exactly what was there, over the limit or
    /// not (where the view has an undo stack; skipped where it has none).
    public func testUndoAndRedoGiveBackExactlyWhatWasThere() throws {
        guard harness.hasUndo else {
            throw XCTSkip("\(harness.toolkitName)'s text view has no undo stack: nothing to give back")
        }
        let (view, _) = try limitedView(5)
        view.setText("0123456789")
        view.placeCaret(atOffset: 10)
        for _ in 0..<3 { view.press(.backspace) }
        XCTAssertEqual(view.text, "0123456")
        view.press(.letter("z"), .control)
        XCTAssertEqual(view.text, "0123456789", "the undone deletion is back, though over the limit")
        view.press(.letter("z"), [.control, .shift])
        XCTAssertEqual(view.text, "0123456")
        view.setText("")
        view.type("abcdefg")
        XCTAssertEqual(view.text, "abcde")
        view.press(.letter("z"), .control)
        XCTAssertTrue("abcde".hasPrefix(view.text) && view.text.count < 5, "undone: \(view.text)")
        view.press(.letter("z"), [.control, .shift])
        XCTAssertEqual(view.text, "abcde", "redone as it was cut")
    }

    /// Bad limits are typed errors that keep the old limit, and a limit on
    /// a destroyed view is a no-op, and the app's count handler is not run
    /// while the view is destroyed (what it updates may be gone already).
    public func testBadLimitsAreRefusedAndADestroyedViewIgnoresLimits() throws {
        let (view, placeholder) = try limitedView(4)
        XCTAssertThrowsError(try TextLimit(maxLength: -1)) { XCTAssertEqual($0 as? PlaceholderError, .invalidLimit(-1)) }
        XCTAssertEqual(placeholder.limit.maxLength, 4)
        var counts: [Int] = []
        placeholder.onTextCountChange = { counts.append($0.length) }
        view.type("ab")
        view.destroyView()
        XCTAssertEqual(counts, [1, 2], "not called as the view is destroyed")
        XCTAssertNil(placeholder.onTextCountChange, "let go of with the view")
        placeholder.limit = try TextLimit(maxLength: 9)
        XCTAssertEqual(placeholder.limit.maxLength, 4, "ignored after destruction")
        XCTAssertEqual(placeholder.textCount.length, 0)
    }
}

/// Limits switched from inside the edit they follow.
extension LengthLimitBehaviour {
    /// A handler that turns a warning into a block from inside the user's
    /// edit (the limiter is then made in the middle of a user action) leaves
    /// the limit working for the next keys.
    public func testALimitSwitchedOnByTheCountHandlerCutsTheNextKeys() throws {
        let (view, placeholder) = try limitedView(3, mode: .warn)
        placeholder.onTextCountChange = { [weak placeholder] count in
            if count.isOverLimit { placeholder?.limit.mode = .block }
        }
        view.type("abcd")
        XCTAssertEqual(placeholder.limit.mode, .block)
        view.type("ef")
        XCTAssertEqual(view.text, "abcd", "blocked from the next key on")
        XCTAssertEqual(view.refusedInputCount, 2)
    }
}
