import CPlaceholderGtk4
import PlaceholderTestSupportGtk4
import XCTest

@testable import PlaceholderTextViewGtk4

/// The children of a text view (overlays such as the placeholder's frame,
/// gutter widgets such as the counter) are composited twice before GTK
/// 4.14, and once from 4.14 on: the placeholder's colour makes up for it
/// (ThemeColorTests compares it with GtkEntry's).
final class CompositingTests: XCTestCase {
    /// Snapshotting the view as its parent does puts the frame's kept node
    /// into the view's drawing as many times as the version rule says.
    func testTheFramesNodeIsInTheViewsDrawingAsOftenAsTheVersionRuleSays() throws {
        try gtkTest {
            let fixture = try viewFixture()
            _ = fixture.render()
            let layer = try XCTUnwrap((fixture.wrapper!.controller.backend as? Gtk4Backend)?.layer)
            for text in ["Placeholder one", "Placeholder two"] {
                fixture.wrapper!.placeholder = text  // the layer draws anew
                XCTAssertNotNil(fixture.inkBox(), "drawn")
                let painted = try XCTUnwrap(layer.painted, "drawn and kept")
                try inDrawing(of: fixture.view.asWidget) {
                    XCTAssertEqual(occurrences(of: painted, in: $0), ThemeOpacityProbe.copiesByGTK, text)
                }
            }
        }
    }

    /// The version rule the counter's colour makes up for holds on the
    /// running GTK: snapshotting the view as its parent does composites the
    /// drawing of a widget in its bottom gutter (where the counter goes)
    /// twice before GTK 4.14 and once from 4.14 on, each copy at the
    /// opacity the layer's probe reads.
    func testGtkCompositesATextViewChildAsManyTimesAsTheVersionRuleSays() throws {
        try gtkTest {
            let fixture = try viewFixture()
            _ = fixture.render()
            let view = fixture.view.asWidget
            let layer = try XCTUnwrap((fixture.wrapper!.controller.backend as? Gtk4Backend)?.layer)
            let child = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            gtk_widget_set_size_request(child, 40, 12)
            gtk_text_view_set_gutter(fixture.view, GTK_TEXT_WINDOW_BOTTOM, child)
            _ = fixture.render()
            // The style chain stays lent through a frame, which allocates it.
            let chain = PlaceholderStyleChain.shared
            chain.lend(to: child, customColor: layer.usesCustomColor)
            defer { chain.takeBack() }
            _ = fixture.render()
            XCTAssertEqual(chain.lentTo, child, "still lent")
            let found = ThemeOpacityProbe.specks(drawnBy: chain.ink) {
                gtk_widget_snapshot_child(gtk_widget_get_parent(view), view, $0)
            }
            let version = "GTK \(gtk_get_major_version()).\(gtk_get_minor_version())"
            XCTAssertEqual(found.count, ThemeOpacityProbe.copiesByGTK, version)
            XCTAssertEqual(found.first, layer.themeOpacity, version)
        }
    }
}
