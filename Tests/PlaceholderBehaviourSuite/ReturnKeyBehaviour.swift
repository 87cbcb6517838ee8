import CPlaceholderGObject
import PlaceholderCore
import PlaceholderTestGObject
import XCTest

/// Return's behaviour, with real key events: a plain Return activates the
/// window's default widget or moves the focus on, as the app chose, and
/// tells the app first; Shift+Return is still a new line; Return during
/// pre-edit is the input method's; a new-line view keeps Return as GTK has it.
@MainActor
public final class ReturnKeyBehaviour: BehaviourGroup {
    /// A form in a shown window: a composer (wrapped, with a placeholder),
    /// a second text view after it, and a default "Send" button, whose
    /// activations `sends` counts; `activations` counts the composer's
    /// `onActivate` calls until a test sets a handler of its own.
    private func form(_ behavior: ReturnBehavior) throws
        -> (composer: any BehaviourView, next: any BehaviourView, placeholder: any PlaceholderFacade,
            sends: () -> Int, activations: () -> Int)
    {
        let host = try makeHost(width: 320, height: 300)
        let (composer, placeholder) = try harness.makeWrappedView(placeholder: "Write a reply", width: 320, height: 100,
                                                                  shown: false)
        let (next, _) = try harness.makeWrappedView(placeholder: "", width: 320, height: 100, shown: false)
        host.add(composer)
        host.add(next)
        let sends = host.addDefaultButton()
        placeholder.returnBehavior = behavior
        var activations = 0
        placeholder.onActivate = { activations += 1 }
        harness.pump(timeout: 0.1)
        composer.focus()
        return (composer, next, placeholder, sends, { activations })
    }

    /// `activates-default`: Return sends (the default button is activated
    /// once, after the app heard of it) and inserts nothing; Shift+Return
    /// is a new line.
    public func testReturnActivatesTheDefaultWidgetAndShiftReturnIsANewLine() throws {
        let (composer, _, placeholder, sends, _) = try form(.activatesDefault)
        var sendsSeenByTheApp: [Int] = []
        placeholder.onActivate = { sendsSeenByTheApp.append(sends()) }
        composer.type("hi")
        composer.press(.return)
        harness.pump(timeout: 1) { sends() == 1 }
        XCTAssertEqual(composer.text, "hi", "Return inserted nothing")
        XCTAssertEqual(sends(), 1, "the default widget was activated")
        XCTAssertEqual(sendsSeenByTheApp, [0], "the app heard of it first")
        composer.press(.return, .shift)
        composer.settle()
        XCTAssertEqual(composer.text, "hi\n", "Shift+Return is a new line")
        XCTAssertEqual(sends(), 1)
        XCTAssertEqual(sendsSeenByTheApp.count, 1)
    }

    /// `moves-focus`: Return moves the focus to the next widget, as Tab
    /// does, inserting nothing; back in the composer, Shift+Return is a
    /// new line.
    public func testReturnMovesTheFocusOnAndShiftReturnIsANewLine() throws {
        let (composer, next, _, sends, activations) = try form(.movesFocus)
        composer.type("name")
        XCTAssertTrue(composer.isWindowFocus)
        composer.press(.return)
        harness.pump(timeout: 1) { next.isWindowFocus }
        XCTAssertTrue(next.isWindowFocus, "the focus moved to the next widget")
        XCTAssertEqual(composer.text, "name")
        XCTAssertEqual(activations(), 1)
        XCTAssertEqual(sends(), 0, "nothing was sent")
        composer.focus()
        composer.press(.return, .shift)
        composer.settle()
        XCTAssertEqual(composer.text, "name\n")
        XCTAssertTrue(composer.isWindowFocus)
    }

    /// By default, and once switched back to a new line, Return is the
    /// view's: a new line, nothing activated, nothing connected to keys.
    public func testANewLineViewKeepsReturn() throws {
        let (composer, _, placeholder, sends, activations) = try form(.newline)
        composer.press(.return)
        placeholder.returnBehavior = .activatesDefault
        placeholder.returnBehavior = .newline
        composer.press(.return)
        composer.settle()
        XCTAssertEqual(composer.text, "\n\n")
        XCTAssertEqual(activations(), 0)
        XCTAssertEqual(sends(), 0)
    }

    /// While an input method shows pre-edit text, Return is the input
    /// method's: nothing is activated and the focus stays.
    public func testReturnDuringPreeditBelongsToTheInputMethod() throws {
        let (composer, _, _, sends, activations) = try form(.movesFocus)
        composer.startComposingEAcute()
        composer.press(.return)
        composer.settle()
        XCTAssertEqual(activations(), 0, "the input method had the key")
        XCTAssertEqual(sends(), 0)
        XCTAssertTrue(composer.isWindowFocus, "the focus stayed")
    }

    /// An app whose handler destroys the view (a dialog closed on send)
    /// leaves nothing behind: the key is taken, nothing else runs.
    public func testAHandlerThatDestroysTheViewEndsTheReturnQuietly() throws {
        let (composer, _, placeholder, sends, _) = try form(.activatesDefault)
        placeholder.onActivate = { composer.destroyView() }
        composer.press(.return)
        harness.pump(timeout: 0.1)
        XCTAssertEqual(sends(), 0, "the view was gone before the default could be activated")
        XCTAssertFalse(placeholder.isPlaceholderVisible)
    }

    /// A handler that switches Return back to a new line (the message is
    /// not ready to send) keeps the key it was given, and nothing is sent;
    /// the next Return is a new line.
    public func testAHandlerThatSwitchesToANewLineSendsNothing() throws {
        let (composer, _, placeholder, sends, _) = try form(.activatesDefault)
        placeholder.onActivate = { [weak placeholder] in placeholder?.returnBehavior = .newline }
        composer.press(.return)
        harness.pump(timeout: 0.1)
        XCTAssertEqual(sends(), 0)
        XCTAssertEqual(composer.text, "", "the taken key inserted nothing")
        composer.press(.return)
        composer.settle()
        XCTAssertEqual(composer.text, "\n")
    }

    /// `PtvPlaceholder`'s `return-behavior` sets the Swift object's, and
    /// its `activate` signal is emitted for each Return taken.
    public func testTheObjectsPropertySetsTheBehaviourAndActivateIsEmitted() throws {
        let (composer, _, placeholder, sends, _) = try form(.newline)
        let properties = placeholderObject(on: composer)
        let activations = SignalCounter(properties.object, "activate")
        properties.set("return-behavior", 1)
        XCTAssertEqual(placeholder.returnBehavior, .activatesDefault, "one behaviour: the object sets the facade's")
        composer.press(.return)
        harness.pump(timeout: 1) { sends() == 1 }
        XCTAssertEqual(activations.count, 1)
        XCTAssertEqual(sends(), 1)
        XCTAssertEqual(composer.text, "")
    }
}
