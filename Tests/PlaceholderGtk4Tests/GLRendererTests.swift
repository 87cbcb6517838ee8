import CPlaceholderGtk4
import PlaceholderTestSupportGtk4
import XCTest

@testable import PlaceholderTextViewGtk4

/// GTK's GL renderer (the default where GL works) draws the placeholder
/// where and as it draws the same text typed, and on GTK 4.8 to 4.13, whose
/// GL renderer keeps the texture of an opacity group it drew, the
/// placeholder is such a group: the frames after its first draw it as one
/// textured rectangle. Cairo and GTK 4.14's renderers get plain dimmed text.
final class GLRendererTests: XCTestCase {
    /// The tests the child process runs with GL.
    private static let drawnWithGL = [
        "AlignmentMatrixBehaviour/testMatrixAtThisProcessScale", "ColorAndContentBehaviour", "ThemeColorTests",
        "FrameRepaintTests", "RepaintBehaviour", "MarkupRepaintTests", "GLRendererTests/testThePlaceholderIsAGroupExactlyWhereTheRendererKeepsGroups",
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

    /// The node kept for the placeholder is an opacity group over
    /// overlapping children exactly where the window's renderer keeps
    /// groups (GTK 4.8 to 4.13's GL renderer), and plain text dimmed in its
    /// colour elsewhere; asked for GL, the window is drawn with GL.
    func testThePlaceholderIsAGroupExactlyWhereTheRendererKeepsGroups() throws {
        try gtkTest {
            let fixture = try viewFixture()
            let wrapper = try XCTUnwrap(fixture.wrapper)
            _ = GtkHarness.render(wrapper.widget)
            let renderer = GtkHarness.rendererName(of: wrapper.widget)
            if ProcessInfo.processInfo.environment["GSK_RENDERER"] == Self.glRendererName {
                XCTAssertTrue(["GskGLRenderer", "GskNglRenderer"].contains(renderer), "GL asked for, \(renderer) drawing")
            }
            let keepsGroups = renderer == "GskGLRenderer" && gtk_get_minor_version() < 14
            XCTAssertEqual(ptv_gtk4_renderer_keeps_groups(wrapper.widget) != 0, keepsGroups, renderer)
            let layer = try XCTUnwrap((wrapper.controller.backend as? Gtk4Backend)?.layer)
            let painted = try XCTUnwrap(layer.painted, "drawn and kept")
            XCTAssertEqual(Self.groups(in: painted), keepsGroups ? 1 : 0, "\(renderer): opacity groups")
        }
    }

    /// How many opacity nodes over containers of overlapping children lie
    /// under `node` (through the nodes `childNodes(of:)` walks).
    @MainActor
    private static func groups(in node: OpaquePointer) -> Int {
        let below = childNodes(of: node).reduce(0) { $0 + groups(in: $1) }
        guard gsk_render_node_get_node_type(node) == GSK_OPACITY_NODE else { return below }
        let child = gsk_opacity_node_get_child(node)!
        var (first, second) = (graphene_rect_t(), graphene_rect_t())
        let overlapping = gsk_render_node_get_node_type(child) == GSK_CONTAINER_NODE
            && gsk_container_node_get_n_children(child) > 1
            && {
                gsk_render_node_get_bounds(gsk_container_node_get_child(child, 0), &first)
                gsk_render_node_get_bounds(gsk_container_node_get_child(child, 1), &second)
                return graphene_rect_intersection(&first, &second, nil)
            }()
        return (overlapping ? 1 : 0) + below
    }
}
