import PlaceholderCore
import PlaceholderTestGObject
import XCTest

/// What an app observes of a view: its buffer's state and how many times
/// each of its handlers ran.
@MainActor
private final class Observer {
    private let view: any BehaviourView
    private let counters: [String: SignalCounter]

    /// Counts every signal of `harness`'s lists on `view` and its buffer.
    init(_ view: any BehaviourView, _ harness: any BehaviourHarness) {
        self.view = view
        var counters: [String: SignalCounter] = [:]
        for name in harness.bufferSignals { counters["buffer." + name] = SignalCounter(view.buffer, name) }
        for name in harness.viewSignals { counters["view." + name] = SignalCounter(view.object, name) }
        self.counters = counters
    }

    /// The buffer's state now.
    var state: BufferState { view.bufferState }
    /// Each handler's count now.
    var signalCounts: [String: Int] { counters.mapValues(\.count) }
}

/// The buffer is never touched (text, tags, marks, cursor, modified flag,
/// undo stack), the app's handlers run as without the placeholder, and
/// pre-edit text hides it.
@MainActor
public final class BufferIntegrityBehaviour: BehaviourGroup {
    /// The same keystrokes (deletions in an empty view, typing, moving,
    /// pasting, Ctrl+Z) give a wrapped view and a bare one the same buffer,
    /// undo stack and handler runs.
    public func testSameKeystrokesGiveTheSameBufferUndoStackAndHandlerRunsAsABareView() throws {
        let bare = try harness.makeBareView()
        defer { bare.destroy() }
        let wrapped = try harness.makeView()
        let bareObserver = Observer(bare, harness), wrappedObserver = Observer(wrapped, harness)
        var typed: [String] = []
        for view in [bare, wrapped] {
            view.setClipboard("clip")
            view.focus()
            view.press(.backspace)  // empty: nothing to delete
            view.press(.delete)
            view.type("ab")
            for key: BehaviourKey in [.left, .backspace, .delete, .backspace] { view.press(key) }
            view.press(.letter("v"), .control)
            harness.pump(timeout: 2) { view.text == "clip" }
            view.type("!x")
            typed.append(view.text)
            view.press(.letter("z"), .control)
            view.settle()
        }
        XCTAssertEqual(typed, ["clip!x", "clip!x"], "typed and pasted into both views")
        XCTAssertEqual(wrapped.text, bare.text, "then undone alike (where there is undo)")
        XCTAssertEqual(wrappedObserver.state, bareObserver.state)
        XCTAssertEqual(wrappedObserver.signalCounts, bareObserver.signalCounts)
        XCTAssertGreaterThan(wrappedObserver.signalCounts["buffer.changed"] ?? 0, 3)
        XCTAssertEqual(wrappedObserver.state.canRedo, harness.hasUndo, "the undo left a redo step where there is undo")
    }

    /// BackSpace and Delete in an empty view change nothing: no signal, the
    /// same state, the placeholder shown, the same pixels (caret included).
    public func testBackspaceAndDeleteInAnEmptyViewChangeNothing() throws {
        let view = try harness.makeViewShownWhileFocused()
        view.focus()
        let observer = Observer(view, harness)
        let before = observer.state
        let pixelsBefore = view.render()
        view.press(.backspace)
        view.press(.delete)
        view.settle()
        XCTAssertEqual(observer.signalCounts["buffer.changed"], 0)
        XCTAssertEqual(observer.state, before)
        XCTAssertTrue(try facade(of: view).isPlaceholderVisible)
        XCTAssertTrue(view.render().isIdentical(to: pixelsBefore), "the same pixels, caret included")
    }

    /// Setting every option adds no text, tag, mark or undo step, and emits
    /// no signal on the buffer or view.
    public func testSettingThePlaceholderAddsNoTextTagsMarksOrUndoSteps() throws {
        let (view, placeholder) = try harness.makeWrappedView(placeholder: "first")
        let observer = Observer(view, harness)
        let before = observer.state
        placeholder.placeholder = "second"
        try placeholder.setPlaceholderMarkup("<b>third</b>")
        placeholder.color = .custom(PlaceholderColor(red: 1, green: 0, blue: 0))
        placeholder.verticalPlacement = .centered
        placeholder.requestsNaturalHeight = true
        view.settle()
        XCTAssertEqual(observer.state, before)
        XCTAssertEqual(before, BufferState(text: "", cursor: 0, selection: [0, 0], modified: false, tagCount: 0,
                                           canUndo: false, canRedo: false, hasPlaceholderMark: false))
        XCTAssertEqual(observer.signalCounts.values.reduce(0, +), 0, "no signal on the buffer or view")
    }

    /// Pre-edit text from the toolkit's own input method hides the
    /// placeholder though the buffer is empty; the composed letter keeps
    /// it hidden; BackSpace brings it back.
    public func testRealInputMethodPreeditHidesThePlaceholder() throws {
        let (view, placeholder) = try harness.makeWrappedView()
        placeholder.focusBehavior = .visibleUntilTyping  // what hides it is the pre-edit, not the focus
        view.focus()
        let preedits = SignalCounter(view.object, "preedit-changed")
        view.startComposingEAcute()
        view.settle()
        XCTAssertGreaterThan(preedits.count, 0, "the input method showed pre-edit text")
        XCTAssertEqual(view.text, "", "pre-edit text is not in the buffer")
        XCTAssertFalse(placeholder.isPlaceholderVisible)
        view.finishComposingEAcute()
        view.settle()
        XCTAssertEqual(view.text, "é")
        XCTAssertFalse(placeholder.isPlaceholderVisible)
        view.press(.backspace)
        view.settle()
        XCTAssertEqual(view.text, "")
        XCTAssertTrue(placeholder.isPlaceholderVisible)
    }

    /// The `preedit-changed` signal hides the placeholder, pixels and all,
    /// and an empty pre-edit brings back exactly the same pixels.
    public func testPreeditSignalHidesAndRestoresWithPixels() throws {
        let (view, placeholder) = try harness.makeWrappedView()
        let shown = view.render()
        XCTAssertGreaterThan(shown.inkCount(background: view.background(shown)), 100)
        view.emitPreeditChanged("compose")
        view.settle()
        XCTAssertFalse(placeholder.isPlaceholderVisible)
        XCTAssertEqual(view.inkCount(), 0)
        view.emitPreeditChanged("")
        view.settle()
        XCTAssertTrue(placeholder.isPlaceholderVisible)
        XCTAssertTrue(view.render().isIdentical(to: shown))
    }
}
