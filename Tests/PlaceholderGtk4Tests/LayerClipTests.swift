import CPlaceholderGtk4
import PlaceholderTestSupportGtk4
import XCTest

@testable import PlaceholderTextViewGtk4

/// The kept node is cut at the text window's edges where the placeholder
/// reaches out of it (a glyph whose ink starts left of its origin, such as
/// DejaVu Sans's j, at the window's left edge; on GTK 4.8 and 4.18 any text
/// there, a text node's bounds reaching a pixel past the glyphs), as the
/// same text typed is, made once for a window size.
final class LayerClipTests: XCTestCase {
    /// More lines than the window shows, from its left edge, starting with
    /// a j (whose ink starts a pixel left of it): the kept node is clipped
    /// to the text window; after the window grows, to the new text window.
    func testTheKeptNodeIsClippedToTheTextWindow() throws {
        try gtkTest {
            let lines = (1...12).map { "jot down line \($0) of the placeholder" }.joined(separator: "\n")
            let fixture = try viewFixture(placeholder: lines, width: 320, height: 120)
            _ = fixture.render()
            let layer = try XCTUnwrap((fixture.wrapper!.controller.backend as? Gtk4Backend)?.layer)
            for label in ["120 px high", "grown to 200 px"] {
                if label != "120 px high" {
                    fixture.resizeWindow(width: 320, height: 200)
                    fixture.settle()
                    _ = fixture.render()
                }
                let painted = try XCTUnwrap(layer.painted, label)
                assertCut(painted, to: textWindow(of: fixture.view), label)
            }
        }
    }

    /// A view that is its window's child, with no scrolled window around
    /// it: its kept node's clip follows the text window when the window grows.
    func testTheClipFollowsAViewThatIsNotInAScrolledWindow() throws {
        try gtkTest {
            let wrapper = try placeholderView((1...12).map { "jot down line \($0)" }.joined(separator: "\n"))
            let window = TestWindow(child: wrapper.widget, width: 320, height: 120)
            defer { window.destroy() }
            let layer = try XCTUnwrap((wrapper.controller.backend as? Gtk4Backend)?.layer)
            for (height, label) in [(Int32(120), "120 px high"), (200, "grown to 200 px")] {
                if height != 120 { window.resize(width: 320, height: height) }
                GtkHarness.settle(wrapper.widget)
                _ = GtkHarness.render(wrapper.widget)
                let painted = try XCTUnwrap(layer.painted, label)
                assertCut(painted, to: [0, 0, 320, Float(height)], label)
                XCTAssertEqual(textWindow(of: wrapper.textView), [0, 0, 320, Float(height)], label)
            }
        }
    }

    /// A placeholder inside the text window keeps no clip of its own.
    func testAPlaceholderInsideTheTextWindowIsKeptUnclipped() throws {
        try gtkTest {
            let fixture = try viewFixture { gtk_text_view_set_left_margin($0, 8) }
            _ = fixture.render()
            let layer = try XCTUnwrap((fixture.wrapper!.controller.backend as? Gtk4Backend)?.layer)
            let painted = try XCTUnwrap(layer.painted)
            XCTAssertNotEqual(gsk_render_node_get_node_type(painted), GSK_CLIP_NODE)
        }
    }
}

/// Asserts that `painted`, a placeholder whose ink reaches out of its text
/// window on the left, is cut at `window`'s edges: a clip to it where GTK
/// composites overlays once, and compensated pixels inside it, from its
/// left edge, elsewhere.
@MainActor
private func assertCut(
    _ painted: OpaquePointer, to window: [Float], _ label: String, file: StaticString = #filePath, line: UInt = #line
) {
    guard ThemeOpacityProbe.copiesByGTK > 1 else {
        return XCTAssertEqual(clipRectangle(of: painted), window, label, file: file, line: line)
    }
    var bounds = graphene_rect_t()
    gsk_render_node_get_bounds(painted, &bounds)
    XCTAssertEqual(bounds.origin.x, window[0], label, file: file, line: line)
    XCTAssertGreaterThanOrEqual(bounds.origin.y, window[1], label, file: file, line: line)
    XCTAssertLessThanOrEqual(bounds.origin.x + bounds.size.width, window[2], label, file: file, line: line)
    XCTAssertLessThanOrEqual(bounds.origin.y + bounds.size.height, window[3], label, file: file, line: line)
}

/// A clip node's rectangle, as x, y, width and height.
@MainActor
private func clipRectangle(of node: OpaquePointer) -> [Float]? {
    guard gsk_render_node_get_node_type(node) == GSK_CLIP_NODE, let clip = gsk_clip_node_get_clip(node) else { return nil }
    return [clip.pointee.origin.x, clip.pointee.origin.y, clip.pointee.size.width, clip.pointee.size.height]
}

/// The text window's rectangle in its own coordinates, as a clip's.
@MainActor
private func textWindow(of view: UnsafeMutablePointer<GtkTextView>) -> [Float] {
    var visible = GdkRectangle()
    gtk_text_view_get_visible_rect(view, &visible)
    return [0, 0, Float(visible.width), Float(visible.height)]
}
