import CPlaceholderGtk4
import PlaceholderTestSupportGtk4
import XCTest

@testable import PlaceholderTextViewGtk4

/// GTK's GL renderer (the default where GL works) draws the placeholder
/// where and as it draws the same text typed, from text nodes (no texture,
/// nothing read back), with GL as with Cairo.
final class GLRendererTests: XCTestCase {
    /// The tests the child process runs with GL.
    private static let drawnWithGL = [
        "AlignmentMatrixBehaviour/testMatrixAtThisProcessScale", "ColorAndContentBehaviour", "ThemeColorTests",
        "FrameRepaintTests", "RepaintBehaviour", "MarkupRepaintTests", "GLRendererTests/testThePlaceholderIsTextNodesWithNoTextureOnEveryGtk",
    ].map { "PlaceholderGtk4Tests." + $0 }

    /// GTK's name for its GL renderer: `ngl` from 4.14 (where `gl` named
    /// the old one, then nothing) to 4.23, `gl` before and after.
    private static let glRendererName = (14..<24).contains(gtk_get_minor_version()) ? "ngl" : "gl"

    /// Placement (the alignment matrix, within a device pixel of typed
    /// text), colours and repaints, again in a child process whose windows
    /// GTK draws with GL (Mesa's software rasteriser under Xvfb); GTK reads
    /// `GSK_RENDERER` once per process, and these tests' own process draws
    /// with Cairo. Skipped in a process that already draws with GL.
    func testWithGLThePlaceholderIsDrawnWhereAndAsTypedText() throws {
        guard ProcessInfo.processInfo.environment["GSK_RENDERER"] != Self.glRendererName else {
            throw XCTSkip("GSK_RENDERER=\(Self.glRendererName) for this whole process: the tests it would rerun with GL run here")
        }
        let child = try runChildProcess(
            CommandLine.arguments[0], [Self.drawnWithGL.joined(separator: ",")],
            environment: ["GSK_RENDERER": Self.glRendererName], mergeErrors: true)
        let log = child.output
        XCTAssertEqual(child.status, 0, "with GL:\n" + log.suffix(4000))
        for name in Self.drawnWithGL {  // each ran: a name matching nothing would pass silently
            let group = name.dropFirst("PlaceholderGtk4Tests.".count).split(separator: "/")[0]
            XCTAssertTrue(log.contains("Test Case '\(group)."), "\(name) did not run:\n" + log.suffix(2000))
        }
        XCTAssertTrue(log.contains("testMatrixAtThisProcessScale' passed"), log.suffix(2000).description)
    }

    /// The placeholder's node is GTK text nodes on every GTK and renderer:
    /// nothing is rendered to a texture or read back (issue 61); asked for
    /// GL, the window is drawn with GL.
    func testThePlaceholderIsTextNodesWithNoTextureOnEveryGtk() throws {
        try gtkTest {
            let fixture = try viewFixture()
            let wrapper = try XCTUnwrap(fixture.wrapper)
            _ = GtkHarness.render(wrapper.widget)
            let renderer = GtkHarness.rendererName(of: wrapper.widget)
            if ProcessInfo.processInfo.environment["GSK_RENDERER"] == Self.glRendererName {
                XCTAssertTrue(["GskGLRenderer", "GskNglRenderer"].contains(renderer), "GL asked for, \(renderer) drawing")
            }
            let overlay = try XCTUnwrap((wrapper.controller.backend as? Gtk4Backend)?.overlay)
            let snapshot = gtk_snapshot_new()!
            gtk_widget_snapshot_child(gtk_widget_get_parent(overlay), overlay, snapshot)
            let node = try XCTUnwrap(gtk_snapshot_free_to_node(snapshot), "drawn")
            defer { gsk_render_node_unref(node) }
            XCTAssertEqual(Self.count(GSK_CAIRO_NODE, in: node) + Self.count(GSK_TEXTURE_NODE, in: node), 0, renderer)
            XCTAssertGreaterThan(Self.count(GSK_TEXT_NODE, in: node), 0, "\(renderer): text nodes")
        }
    }

    /// How many nodes of `type` lie under `node` (through the nodes
    /// `childNodes(of:)` walks).
    @MainActor
    private static func count(_ type: GskRenderNodeType, in node: OpaquePointer) -> Int {
        childNodes(of: node).reduce(gsk_render_node_get_node_type(node) == type ? 1 : 0) { $0 + count(type, in: $1) }
    }
}
