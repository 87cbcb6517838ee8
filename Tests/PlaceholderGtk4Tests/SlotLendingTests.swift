import CPlaceholderGtk4
import PlaceholderTestSupportGtk4
import XCTest

@testable import PlaceholderTextViewGtk4

/// A class's `snapshot_layer` slot holds the placeholder's function only
/// while a view of that class has a placeholder to draw: once every view
/// of the class has its text (or is gone), the slot holds the class's own
/// function again, so GTK calls it directly and the placeholder costs those
/// frames nothing; a view that shows its placeholder again takes the slot
/// back, and its placeholder and the class's own layers are drawn as before.
final class SlotLendingTests: XCTestCase {
    func testTheSlotIsGivenBackWhileNoViewOfTheClassHasAPlaceholderToDraw() throws {
        try gtkTest {
            let holdsItsOwn = { holdsCountingLayer(CountingTextViews.lending) }
            XCTAssertTrue(holdsItsOwn(), "no view of the class yet")

            var first: PlaceholderTextView! = try placeholderView(attachingTo: CountingTextViews.make(CountingTextViews.lending))
            var second: PlaceholderTextView! = try placeholderView(attachingTo: CountingTextViews.make(CountingTextViews.lending))
            XCTAssertFalse(holdsItsOwn(), "taken while a view has a placeholder")
            let window = TestWindow(child: verticalBox([first.widget, second.widget]))
            defer { window.destroy() }  // should a check throw; after the destroy below, nothing
            GtkHarness.pump(timeout: 0.3)

            XCTAssertTrue(try draw(first, "first, empty"))
            XCTAssertTrue(try draw(second, "second, empty"))
            let shown = try XCTUnwrap((first.controller.backend as? Gtk4Backend)?.layer?.painted)
            gsk_render_node_ref(shown)
            defer { gsk_render_node_unref(shown) }
            first.textView.setText("typed")
            XCTAssertFalse(try draw(first, "first, typed"))
            XCTAssertEqual(try inDrawing(of: first.widget) { occurrences(of: shown, in: $0) }, 0,
                           "first, typed: its placeholder not drawn")
            XCTAssertFalse(holdsItsOwn(), "still taken: the second view has its placeholder")
            second.textView.setText("typed")
            XCTAssertFalse(try draw(second, "second, typed"))
            XCTAssertTrue(holdsItsOwn(), "given back: no view of the class has a placeholder to draw")
            XCTAssertFalse(try draw(first, "first, typed, slot given back"))
            XCTAssertEqual(try inDrawing(of: first.widget) { occurrences(of: shown, in: $0) }, 0,
                           "first, slot given back: its placeholder not drawn")

            second.textView.setText("")
            XCTAssertFalse(holdsItsOwn(), "taken again as soon as a view is to show its placeholder")
            XCTAssertTrue(try draw(second, "second, emptied"))
            XCTAssertEqual(first.placeholder, "Placeholder")
            XCTAssertEqual(gtk_text_buffer_get_char_count(gtk_text_view_get_buffer(first.textView)), 5, "text kept")

            window.destroy()
            first = nil
            second = nil  // the last references: the views are disposed
            XCTAssertTrue(holdsItsOwn(), "given back when the view showing its placeholder is gone")
        }
    }
}

extension SlotLendingTests {
    /// A subclass made while its parent's slot is taken inherits the
    /// placeholder's function; when the parent's slot is given back, the
    /// subclass's is too (its class's own function, inherited), and a view
    /// of the subclass draws its class's layers and its placeholder as before.
    func testASubclassMadeWhileTheSlotIsTakenIsGivenItBackWithItsParent() throws {
        try gtkTest {
            var parentView: PlaceholderTextView! = try placeholderView(attachingTo: CountingTextViews.make(CountingTextViews.lending))
            let parentWindow = TestWindow(child: verticalBox([parentView.widget]))
            GtkHarness.pump(timeout: 0.3)
            let holdsItsOwn = { holdsCountingLayer(CountingTextViews.lendingChild) }
            XCTAssertFalse(holdsItsOwn(), "made while its parent's slot was taken: inherited the placeholder's")
            parentWindow.destroy()
            parentView = nil  // the last reference: the view is disposed, the parent's slot given back
            XCTAssertTrue(holdsItsOwn(), "given back with its parent's")

            let child = try placeholderView(attachingTo: CountingTextViews.make(CountingTextViews.lendingChild))
            XCTAssertFalse(holdsItsOwn(), "taken for a view of its own")
            let window = TestWindow(child: verticalBox([child.widget]))
            defer { window.destroy() }
            GtkHarness.pump(timeout: 0.3)
            XCTAssertTrue(try draw(child, "a view of the subclass"))
        }
    }
}

/// Whether the class of `type` (initialised by the first call) holds the
/// counting classes' own `snapshot_layer` (not the placeholder's).
@MainActor
private func holdsCountingLayer(_ type: GType) -> Bool {
    let klass = g_type_class_ref(type)!
    defer { g_type_class_unref(klass) }
    let slot = klass.assumingMemoryBound(to: GtkTextViewClass.self).pointee.snapshot_layer
    return unsafeBitCast(slot, to: UnsafeRawPointer?.self) == unsafeBitCast(countingLayer, to: UnsafeRawPointer.self)
}

/// Draws `wrapper`'s view as its parent does, asserting that the class's
/// own layers ran once each: whether its placeholder is in the tree.
@MainActor
private func draw(_ wrapper: PlaceholderTextView, _ label: String) throws -> Bool {
    CountingTextViews.calls = []
    return try inDrawing(of: wrapper.widget, label) { node in
        XCTAssertEqual(
            CountingTextViews.calls, [GTK_TEXT_VIEW_LAYER_BELOW_TEXT, GTK_TEXT_VIEW_LAYER_ABOVE_TEXT],
            "\(label): its own layers, once each")
        let layer = try XCTUnwrap((wrapper.controller.backend as? Gtk4Backend)?.layer, label)
        return layer.painted.map { occurrences(of: $0, in: node) == 1 } ?? false
    }
}
