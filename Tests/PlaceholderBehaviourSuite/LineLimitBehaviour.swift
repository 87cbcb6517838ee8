import CPlaceholderGObject
import PlaceholderCore
import XCTest

/// A line limit counts lines as the view displays them (a wrapped line
/// counts) and cuts the user's own edits to what fits, however they arrive;
/// text from code is never cut.
@MainActor
public final class LineLimitBehaviour: BehaviourGroup {
    /// A focused, word-wrapping 320 × 160 view limited to `maxLines` lines.
    private func limitedView(_ maxLines: Int, width: Int32 = 320) throws
        -> (view: any BehaviourView, placeholder: any PlaceholderFacade)
    {
        let (view, placeholder) = try harness.makeWrappedView(placeholder: "Say something", width: width,
                                                              geometry: ViewGeometry { $0.wrap = .word })
        placeholder.limit = try TextLimit(maxLines: maxLines)
        view.focus()
        return (view, placeholder)
    }

    /// Typing one long paragraph stops where the text would wrap onto a
    /// line beyond the limit, with the bell; the count is the view's lines.
    public func testTypingStopsWhereTheTextWouldWrapBeyondTheLimit() throws {
        let (view, placeholder) = try limitedView(2)
        let words = String(repeating: "word ", count: 40)
        view.type(words)
        // Each key is judged alone: once a word no longer fits, its letters
        // are refused, but a space (which hangs at the line's end) is not.
        let kept = view.text.replacingOccurrences(of: " +$", with: "", options: .regularExpression)
        XCTAssertTrue(words.hasPrefix(kept), "what went in is what was typed: \(view.text.debugDescription)")
        XCTAssertGreaterThan(view.text.count, 40, "two lines of a 320-pixel view hold more: \(view.text.count)")
        XCTAssertLessThan(view.text.count, words.count, "it stopped")
        XCTAssertEqual(placeholder.textCount, TextCount(length: 2, limit: 2, unit: .lines))
        XCTAssertGreaterThan(view.refusedInputCount, 0, "a bell for the refused keys")
        view.press(.backspace)
        XCTAssertEqual(placeholder.textCount.length, 2)
    }

    /// A paste keeps its first lines that fit; Return is refused on the
    /// last line; counted lines follow the text.
    public func testAPasteKeepsItsFirstLinesAndReturnIsRefusedOnTheLastLine() throws {
        let (view, placeholder) = try limitedView(3)
        view.setClipboard("one\ntwo\nthree\nfour\nfive")
        view.press(.letter("v"), .control)
        harness.pump(timeout: 2) { !view.text.isEmpty }
        XCTAssertEqual(view.text, "one\ntwo\nthree")
        XCTAssertEqual(placeholder.textCount, TextCount(length: 3, limit: 3, unit: .lines))
        view.press(.return)
        XCTAssertEqual(view.text, "one\ntwo\nthree", "a fourth line is refused")
        for _ in 0..<5 { view.press(.backspace) }
        XCTAssertEqual(view.text, "one\ntwo\n")
        XCTAssertEqual(placeholder.textCount.length, 3, "the empty last line is a line the view displays")
        view.press(.backspace)
        XCTAssertEqual(placeholder.textCount.length, 2)
    }

    /// Text from code is never cut; the count shows the overflow and only
    /// further input is refused. A narrower view or a larger font wraps
    /// into more lines, and the count follows.
    public func testTextFromCodeIsNeverCutAndTheCountFollowsTheWidth() throws {
        let (view, placeholder) = try limitedView(3)
        var counts: [TextCount] = []
        placeholder.onTextCountChange = { counts.append($0) }
        let long = String(repeating: "word ", count: 30) + "\na\nb\nc"
        view.setText(long)
        XCTAssertEqual(view.text, long)
        let wide = placeholder.textCount.length
        XCTAssertGreaterThan(wide, 4)
        XCTAssertTrue(placeholder.textCount.isOverLimit)
        XCTAssertEqual(counts.last?.length, wide, "the handler heard it")
        view.placeCaret(atOffset: 0)
        view.type("x")
        XCTAssertEqual(view.text, long, "over the limit, typing is refused")
        view.resizeWindow(width: 200, height: 160)
        harness.pump(timeout: 2) { placeholder.textCount.length > wide }
        XCTAssertGreaterThan(placeholder.textCount.length, wide, "narrower: more lines")
        XCTAssertEqual(counts.last, placeholder.textCount, "the handler heard the rewrap")
        let narrow = placeholder.textCount.length
        view.setOwnStyle("font-size: 24px;")
        harness.pump(timeout: 2) { placeholder.textCount.length > narrow }
        XCTAssertGreaterThan(placeholder.textCount.length, narrow, "a larger font: more lines")
    }

    /// A paste cut to the line limit is cut between characters as the user
    /// sees them, never inside an emoji sequence.
    public func testACutPasteKeepsWholeEmojiSequences() throws {
        let (view, _) = try limitedView(1, width: 160)
        let family = "👩‍👩‍👧"
        view.setClipboard(String(repeating: family, count: 60))
        view.press(.letter("v"), .control)
        harness.pump(timeout: 2) { !view.text.isEmpty }
        XCTAssertFalse(view.text.isEmpty)
        XCTAssertLessThan(view.text.count, 60, "cut to one line")
        XCTAssertTrue(view.text.allSatisfy { String($0) == family }, "whole families only: \(view.text.unicodeScalars.count) scalars")
        XCTAssertEqual(view.text.unicodeScalars.count % family.unicodeScalars.count, 0)
    }

    /// Typing into a one-line limit fills the line and never wraps onto a
    /// second, whatever the font, padding, border, margins, justification,
    /// wrap mode and direction: the judgement lays the line out exactly
    /// as the view does.
    public func testTypingNeverWrapsBeyondTheLimitInAnyGeometry() throws {
        let styles = ["", "font: bold 22px Sans; padding: 4px 9px;", "font: 15px Serif;", "font-family: Monospace; border: 2px solid #888;"]
        let margins: [(Int32, Int32)] = [(0, 0), (20, 1), (3, 27)]
        let justifications: [ViewGeometry.Justification] = [.left, .center, .right, .fill]
        let wraps: [ViewGeometry.Wrap] = [.word, .char, .wordChar]
        let (view, placeholder) = try limitedView(1, width: 285)
        placeholder.showsCounter = true
        for (index, style) in styles.enumerated() {
            for (margin, justification) in zip(margins + margins + margins, justifications + justifications + justifications) {
                var geometry = view.geometry
                (geometry.leftMargin, geometry.rightMargin) = margin
                geometry.justification = justification
                geometry.wrap = wraps[index % wraps.count]
                geometry.rightToLeft = index == 3
                view.geometry = geometry
                view.setOwnStyle(style)
                view.setText("éxyz\u{200B}ßשלוםé b\u{FEFF} 👩‍💻")
                harness.pump(timeout: 0.2)
                view.placeCaret(atOffset: 4)
                view.type("aXcb Xyz wW mmm XXX iil ab\u{00E9}")
                view.type("XcbWWW mmmmm XYZ")
                let setting = "\(style.debugDescription), margins \(margin), \(justification), \(geometry.wrap)"
                XCTAssertEqual(displayedLineCount(of: view), 1, "\(setting): \(view.text.debugDescription)")
                XCTAssertGreaterThan(view.refusedInputCount, 0, setting)
            }
        }
    }

    /// The view given another buffer right after text from code was
    /// counted, then edited: GTK keeps working (GTK 4 keeps what its own
    /// layout was asked about lines it had not laid out yet across a buffer
    /// swap, and aborts at the next edit: the count never asks it), and the
    /// count follows the new buffer.
    public func testABufferSwapRightAfterACountThenEditsKeepsGTKWorkingAndTheCountRight() throws {
        let (view, placeholder) = try limitedView(5)
        view.setText("a\nb\nc\nd")
        _ = owning(g_object_ref(view.buffer))  // the app keeps the old buffer
        let replacement = harness.newBuffer(text: "1\n2\n3\n4")
        view.setBuffer(replacement)
        g_object_unref(replacement)
        view.delete(from: 2, to: 5)
        harness.pump(timeout: 0.1)
        view.delete(from: 0, to: 3)
        harness.pump(timeout: 0.5) { placeholder.textCount.length == 1 }
        XCTAssertEqual(view.text, "4")
        XCTAssertEqual(placeholder.textCount, TextCount(length: 1, limit: 5, unit: .lines))
        XCTAssertEqual(displayedLineCount(of: view), 1)
    }

    /// The counter says lines, and screen readers hear lines.
    public func testTheCounterSaysLines() throws {
        let (view, placeholder) = try limitedView(5)
        placeholder.showsCounter = true
        view.type("ab")
        XCTAssertEqual(placeholder.textCount.description, "1 / 5 lines")
        XCTAssertNil(view.accessibleCounterMismatch("1 of 5 lines"))
    }
}
