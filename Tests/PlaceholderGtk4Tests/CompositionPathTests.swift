import CPlaceholderGtk4
import PlaceholderTestSupportGtk4
import XCTest

@testable import PlaceholderTextViewGtk4

/// GTK 4.8 to 4.13 composite text-view overlays twice, and only there does
/// an overlay layer render the placeholder into a texture and read it back;
/// from GTK 4.14 on it appends GTK's text nodes as they are, in every
/// frame. The in-view layer is composited once on every GTK 4.
final class CompositionPathTests: XCTestCase {
    func testTheInViewLayerIsDrawnOnceAndReadsNoTextureBackOnEveryGtk() throws {
        try gtkTest { try Self.checkReadBacks(drawsOnce: true) }
    }

    func testAnOverlayLayerReadsNoTextureBackWhereGtkCompositesOverlaysOnce() throws {
        try gtkTest {
            Gtk4Backend.layersAreOverlays = true
            defer { Gtk4Backend.layersAreOverlays = false }
            try Self.checkReadBacks(drawsOnce: gtk_get_minor_version() >= 14)
        }
    }

    /// Three placeholders drawn in turn: with GTK's text nodes as they are
    /// (`drawsOnce`), or with the copies compensated.
    @MainActor
    private static func checkReadBacks(drawsOnce: Bool) throws {
        let fixture = try viewFixture()
        _ = fixture.render()
        let layer = try XCTUnwrap((fixture.wrapper!.controller.backend as? Gtk4Backend)?.layer)
        XCTAssertEqual(layer.overlay != nil, Gtk4Backend.layersAreOverlays, "the layer asked for")
        let version = "GTK \(gtk_get_major_version()).\(gtk_get_minor_version()).\(gtk_get_micro_version())"
        XCTAssertEqual(fixture.wrapper!.compositionPath, drawsOnce ? .direct : .compensated, version)
        let before = PlaceholderComposition.textureReadBacks
        for text in ["Placeholder one", "Placeholder two", "Placeholder three"] {
            fixture.wrapper!.placeholder = text  // the layer draws anew
            XCTAssertNotNil(fixture.inkBox(), "drawn")
        }
        let readBacks = PlaceholderComposition.textureReadBacks - before
        print("composition on \(version): \(fixture.wrapper!.compositionPath.map { "\($0)" } ?? "none"), "
            + "\(readBacks) texture read-backs in 3 frames")
        if drawsOnce {
            XCTAssertEqual(readBacks, 0, "\(version): no texture read-back")
        } else {
            XCTAssertGreaterThan(readBacks, 0, "\(version): the copies are compensated")
        }
    }

    /// Snapshotting the view as its parent does puts the in-view layer's
    /// kept node into the view's drawing exactly once.
    func testTheInViewLayerPutsItsNodeIntoTheViewsDrawingOnce() throws {
        try gtkTest {
            let fixture = try viewFixture()
            _ = fixture.render()
            let view = fixture.view.asWidget
            let layer = try XCTUnwrap((fixture.wrapper!.controller.backend as? Gtk4Backend)?.layer)
            XCTAssertNil(layer.overlay, "drawn from inside the view")
            let painted = try XCTUnwrap(layer.painted, "drawn and kept")
            let node = try XCTUnwrap(snapshotAsItsParentDoes(view))
            defer { gsk_render_node_unref(node) }
            XCTAssertEqual(occurrences(of: painted, in: node), 1)
        }
    }

    /// The version rule the layer compensates by holds on the running GTK:
    /// snapshotting the view as its parent does composites the layer's
    /// drawing twice before GTK 4.14 and once from 4.14 on, each copy at
    /// the opacity the layer's probe reads.
    func testGtkCompositesAnOverlayLayerAsManyTimesAsTheVersionRuleSays() throws {
        try gtkTest {
            Gtk4Backend.layersAreOverlays = true
            defer { Gtk4Backend.layersAreOverlays = false }
            let fixture = try viewFixture()
            _ = fixture.render()
            let view = fixture.view.asWidget
            let layer = try XCTUnwrap((fixture.wrapper!.controller.backend as? Gtk4Backend)?.layer)
            // The style chain stays lent through a frame, which allocates the view with it.
            let chain = PlaceholderStyleChain.shared
            chain.lend(to: layer.host, customColor: layer.usesCustomColor)
            defer { chain.takeBack() }
            _ = fixture.render()
            XCTAssertEqual(chain.lentTo, layer.host, "still lent")
            let found = PlaceholderComposition.specks(drawnBy: chain.ink) {
                gtk_widget_snapshot_child(gtk_widget_get_parent(view), view, $0)
            }
            let version = "GTK \(gtk_get_major_version()).\(gtk_get_minor_version())"
            XCTAssertEqual(found.count, PlaceholderComposition.copiesByGTK, version)
            XCTAssertEqual(found.first, layer.composition?.opacity, version)
        }
    }
}
