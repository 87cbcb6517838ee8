import CPlaceholderGObject
import CPlaceholderGtkCalls
import PlaceholderTestGObject
import XCTest

/// Buffers can be replaced and shared: the placeholder follows the view's
/// buffer of the moment and lets go of the old one.
@MainActor
public final class BufferReplacementBehaviour: BehaviourGroup {
    /// A new buffer is followed, the old one (kept by the app) no longer
    /// counts and keeps no handler; a filled buffer hides the placeholder,
    /// an empty one shows it.
    public func testReplacingTheBufferFollowsTheNewBufferAndLetsGoOfTheOld() throws {
        let (view, _) = try harness.makeWrappedView()
        let old = owning(g_object_ref(view.buffer))  // the app keeps the old buffer
        XCTAssertTrue(hasHandlers(old, "changed"))
        let replacement = harness.newBuffer(text: "")
        view.setBuffer(replacement)
        g_object_unref(replacement)
        assertShown(view, true, "an empty new buffer")
        XCTAssertFalse(hasHandlers(old, "changed"), "no handler left on the old buffer")
        harness.setText("old buffer text", of: old)
        assertShown(view, true, "the old buffer no longer counts")
        harness.setText("new", of: replacement)
        assertShown(view, false, "the new buffer's text")
        for (text, shown) in [("filled", false), ("", true)] {
            let next = harness.newBuffer(text: text)
            view.setBuffer(next)
            g_object_unref(next)
            assertShown(view, shown, "a buffer holding \(text.debugDescription)")
        }
        XCTAssertGreaterThan(view.inkCount(), 100)
    }

    /// Two views sharing a buffer both follow its text, and each keeps its
    /// own focus.
    public func testTwoViewsSharingOneBufferEachBehave() throws {
        let (first, firstPlaceholder) = try harness.makeWrappedView(placeholder: "First")
        let (second, secondPlaceholder) = try harness.makeWrappedView(placeholder: "Second", shown: false)
        second.setBuffer(first.buffer)
        second.show()
        XCTAssertTrue(firstPlaceholder.isPlaceholderVisible)
        XCTAssertTrue(secondPlaceholder.isPlaceholderVisible)
        first.insertAtEnd("shared")
        assertShown(first, false, "first, the shared buffer filled")
        assertShown(second, false, "second, the shared buffer filled")
        first.setText("")
        assertShown(first, true, "first, the shared buffer emptied")
        assertShown(second, true, "second, the shared buffer emptied")
        XCTAssertGreaterThan(second.inkCount(), 100)
        secondPlaceholder.focusBehavior = .hiddenWhileFocused
        second.focus()
        XCTAssertFalse(secondPlaceholder.isPlaceholderVisible)
        XCTAssertTrue(firstPlaceholder.isPlaceholderVisible, "the other view's focus is its own")
    }

    /// A view asking for its placeholder's natural height, given another
    /// view's buffer, is measured in the buffer it shows from the moment it
    /// shows it (GTK 4 follows a new buffer after the change is notified,
    /// and lays the view out in between): GTK logs nothing.
    public func testANewBufferIsMeasuredAtOnceWithTheNaturalHeightOption() throws {
        let logs = LogCollector()
        let first = try harness.makeView(placeholder: "First")
        let (second, placeholder) = try harness.makeWrappedView(placeholder: "")
        placeholder.requestsNaturalHeight = true
        placeholder.placeholder = "\n\n"
        second.setBuffer(first.buffer)
        second.settle()
        XCTAssertTrue(placeholder.isPlaceholderVisible)
        first.insertAtEnd("shared")
        second.settle()
        XCTAssertFalse(placeholder.isPlaceholderVisible)
        XCTAssertEqual(logs.messages, [])
    }

    /// An app's `changed` handler that runs before the placeholder's (it
    /// was connected to the buffer first) and empties the buffer again after
    /// the placeholder has read it holding text: the placeholder ends shown,
    /// drawn and given to accessibility, as the buffer is empty, and logs
    /// nothing. (GTK 4.18, unlike 4.8 and GTK 3, warns that the app's edit
    /// invalidated the insertion's iterator, which GTK reads after the
    /// handlers of `changed`: that warning is the app's, and the only one
    /// allowed.)
    public func testAnEarlierHandlerEmptyingTheBufferAgainLeavesThePlaceholderShown() throws {
        let logs = LogCollector()
        let (view, placeholder) = try harness.makeWrappedView()
        let buffer = harness.newBuffer(text: "")
        let appHandler = SignalCounter(buffer, "changed")
        view.setBuffer(buffer)
        g_object_unref(buffer)
        view.settle()
        var emptied = false
        appHandler.onEmission = { [harness] in
            guard !emptied, ptv_gtk_text_buffer_get_char_count(OpaquePointer(buffer)) > 0 else { return }
            emptied = true
            // A new placeholder makes the controller read the buffer now.
            placeholder.placeholder = "Read while the buffer holds text"
            XCTAssertFalse(placeholder.isPlaceholderVisible)
            harness.setText("", of: buffer)
        }
        view.insertAtEnd("x")
        assertShown(view, true, "the buffer emptied again")
        XCTAssertTrue(emptied)
        XCTAssertEqual(view.text, "")
        XCTAssertGreaterThan(view.inkCount(), 100)
        XCTAssertNil(view.accessiblePlaceholderMismatch("Read while the buffer holds text"))
        XCTAssertEqual(logs.messages.filter { !$0.hasPrefix("Gtk: Invalid text buffer iterator") }, [])
    }
}
