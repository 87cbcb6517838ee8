import CPlaceholderGtk4
import PlaceholderTestSupportGtk4
import XCTest

@testable import PlaceholderTextViewGtk4

/// GtkTextView clips what its layers draw to the text window, and makes a
/// clip node at each frame unless all of it lies inside. The kept node
/// carries that clip itself where the placeholder reaches out of the text
/// window (a glyph whose ink starts left of its origin, such as DejaVu
/// Sans's j, at the window's left edge; on GTK 4.8 and 4.18 any text there,
/// a text node's bounds reaching a pixel past the glyphs), made once, to the
/// rectangle GTK clips to: the pixels are the same, and no frame makes a clip node.
final class LayerClipTests: XCTestCase {
    /// More lines than the window shows, from its left edge, starting with
    /// a j (whose ink starts a pixel left of it): the kept node
    /// is clipped to the text window, and GTK adds no clip above it; after
    /// the window grows, to the new text window.
    func testTheKeptNodeIsClippedToTheTextWindowAndGtkAddsNoClip() throws {
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
                XCTAssertEqual(gsk_render_node_get_node_type(painted), GSK_CLIP_NODE, label)
                XCTAssertEqual(clipRectangle(of: painted), textWindow(of: fixture.view), label)
                try inDrawing(of: fixture.view.asWidget, label) {
                    XCTAssertEqual(clipsAbove(painted, in: $0), [], "\(label): no clip of GTK's above the kept node")
                }
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
                XCTAssertEqual(clipRectangle(of: painted), [0, 0, 320, Float(height)], label)
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
            try inDrawing(of: fixture.view.asWidget) { XCTAssertEqual(clipsAbove(painted, in: $0), []) }
        }
    }

    /// The running GTK clips its layers to the rectangle the kept node is
    /// clipped to: in a view whose class's own layer draws far out of the
    /// text window, GTK's clip is the only one above the kept node, and the
    /// same rectangle as the kept node's.
    func testGtkClipsItsLayersToTheRectangleTheKeptNodeIsClippedTo() throws {
        try gtkTest {
            let view = CountingTextViews.make(floodingTextView)
            let wrapper = try placeholderView("jot down a message", attachingTo: view)
            let window = TestWindow(child: scrolled(wrapper.widget), width: 320, height: 120)
            defer { window.destroy() }
            _ = GtkHarness.render(wrapper.widget)
            let painted = try XCTUnwrap((wrapper.controller.backend as? Gtk4Backend)?.layer?.painted)
            try inDrawing(of: wrapper.widget) { tree in
                XCTAssertEqual(clipRectangle(of: painted), textWindow(of: view), "the kept node's clip")
                XCTAssertEqual(clipsAbove(painted, in: tree), [textWindow(of: view)], "GTK's clip, the same rectangle")
            }
        }
    }
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

/// The rectangles of the clip nodes between `node` and `target` (none
/// where `target` is not under `node`).
@MainActor
private func clipsAbove(_ target: OpaquePointer, in node: OpaquePointer) -> [[Float]] {
    func path(from node: OpaquePointer) -> [OpaquePointer]? {
        if node == target { return [] }
        for child in childNodes(of: node) { if let below = path(from: child) { return [node] + below } }
        return nil
    }
    return (path(from: node) ?? []).compactMap { clipRectangle(of: $0) }
}

/// A GtkTextView subclass whose own layer above the text draws a
/// faint rectangle far out of the text window on every side.
@MainActor
private let floodingTextView = CountingTextViews.register(
    "PtvTestFloodingTextView", parent: gtk_text_view_get_type(),
    classInit: { klass, _ in klass?.assumingMemoryBound(to: GtkTextViewClass.self).pointee.snapshot_layer = floodingLayer })

/// Draws the rectangle above the text.
private let floodingLayer: @convention(c) (UnsafeMutablePointer<GtkTextView>?, GtkTextViewLayer, OpaquePointer?) -> Void = {
    _, layer, snapshot in
    guard layer == GTK_TEXT_VIEW_LAYER_ABOVE_TEXT, let snapshot else { return }
    var faint = GdkRGBA(red: 0, green: 0, blue: 0, alpha: 0.01)
    var far = graphene_rect_t()
    graphene_rect_init(&far, -1000, -1000, 3000, 3000)
    gtk_snapshot_append_color(snapshot, &faint, &far)
}
