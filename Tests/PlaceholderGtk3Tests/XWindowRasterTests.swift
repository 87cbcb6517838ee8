import CPlaceholderGtk3
import PlaceholderTestSupportGtk3
import XCTest

@testable import PlaceholderRendering
@testable import PlaceholderTextView

/// Draws the two-line placeholder into an X surface like the ones GTK
/// paints frames into, through the raster or directly, and returns the
/// surface's pixels and the renderer.
@MainActor
private func drawOnX(
    _ window: UnsafeMutablePointer<GtkWidget>, usingRaster: Bool, frames: Int
) throws -> (raster: Raster, renderer: PlaceholderRenderer, targetType: cairo_surface_type_t) {
    let renderer = PlaceholderRenderer(adoptingContext: gtk_widget_create_pango_context(window))
    renderer.setContent(.plain("Write a message to the team…\nShift+Enter starts a new line"))
    renderer.configure(PlaceholderLayoutSpec(boxWidth: 260))
    renderer.usesRaster = usingRaster
    let target = try XCTUnwrap(gdk_window_create_similar_surface(
        gtk_widget_get_window(window), CAIRO_CONTENT_COLOR_ALPHA, 300, 80))
    defer { cairo_surface_destroy(target) }
    for _ in 0..<frames {
        let cr = try XCTUnwrap(cairo_create(target))
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        renderer.paint(into: cr, x: 4.5, y: 3, color: PlaceholderColor(red: 0.3, green: 0.3, blue: 0.35))
        cairo_destroy(cr)
    }
    let pixels = renderImage(width: 300, height: 80) { cr in
        cairo_set_source_surface(cr, target, 0, 0)
        cairo_paint(cr)
    }
    return (pixels, renderer, cairo_surface_get_type(target))
}

/// On screen GTK 3 paints frames into X surfaces. The raster must
/// live on the X server too (a pixmap, not an image uploaded every frame)
/// and give what drawing the text there gives.
final class XWindowRasterTests: XCTestCase {
    func testOnAnXSurfaceTheRasterIsAPixmapAndMatchesTheText() throws {
        try gtkTest {
            let window = TestWindow(child: gtk_label_new("")!, width: 300, height: 80)
            defer { window.destroy() }
            let cached = try drawOnX(window.window, usingRaster: true, frames: 5)
            let direct = try drawOnX(window.window, usingRaster: false, frames: 1)
            XCTAssertEqual(cached.targetType, CAIRO_SURFACE_TYPE_XLIB, "GTK's X surfaces")
            XCTAssertEqual(cached.renderer.rasterPaintCount, 1, "painted once for five frames")
            XCTAssertEqual(cached.renderer.rasterSurfaceType, CAIRO_SURFACE_TYPE_XLIB, "a server-side pixmap")
            XCTAssertGreaterThan(direct.raster.inkCount(background: .white), 200)
            XCTAssertEqual(cached.raster.inkBox(background: .white), direct.raster.inkBox(background: .white))
            let (a, b) = (cached.raster, direct.raster)
            let largest = (0..<b.height).flatMap { y in (0..<b.width).map { a[$0, y].distance(to: b[$0, y]) } }.max() ?? 0
            XCTAssertLessThanOrEqual(largest, 1, "the same pixels, to rounding")
        }
    }
}
