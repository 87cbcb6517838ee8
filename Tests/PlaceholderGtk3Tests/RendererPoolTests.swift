import CPlaceholderGtk3
import PlaceholderTestSupportGtk3
import XCTest

@testable import PlaceholderRendering
@testable import PlaceholderTextView

/// The renderer a fixture's view draws with, once it has drawn.
@MainActor
private func renderer(of fixture: Gtk3BehaviourView) throws -> PlaceholderRenderer {
    _ = fixture.render()
    let controller = try XCTUnwrap(PlaceholderController.existing(on: fixture.view))
    return try XCTUnwrap(controller.currentRenderer)
}

/// Views showing the same placeholder in the same style at the
/// same size share one renderer (layouts and raster); a view alone on its
/// renderer keeps it through a resize; the last view to go frees it.
final class RendererPoolTests: XCTestCase {
    func testSameViewsShareAndTheLastToGoFreesTheRenderer() throws {
        try gtkTest {
            let before = RendererPool.shared.count
            let first = try viewFixture(placeholder: "Shared placeholder")
            let second = try viewFixture(placeholder: "Shared placeholder")
            let other = try viewFixture(placeholder: "A placeholder of its own")
            let shared = try renderer(of: first)
            XCTAssertTrue(try renderer(of: second) === shared, "same placeholder, style and size")
            XCTAssertFalse(try renderer(of: other) === shared, "another placeholder")
            XCTAssertEqual(RendererPool.shared.count, before + 2)

            // Alone on its renderer: a new width reconfigures it in place.
            let own = try renderer(of: other)
            let paintsBefore = own.rasterPaintCount
            gtk_text_view_set_left_margin(other.view, 40)
            GtkHarness.settle()
            XCTAssertTrue(try renderer(of: other) === own, "kept, not rebuilt")
            let paintsAfter = own.rasterPaintCount
            XCTAssertGreaterThan(paintsAfter, paintsBefore, "laid out again, so painted again")
            XCTAssertTrue(try renderer(of: other) === own)
            XCTAssertEqual(own.rasterPaintCount, paintsAfter, "then steady")

            // Sharing: a view that changes leaves the other its renderer.
            gtk_text_view_set_left_margin(first.view, 40)
            GtkHarness.settle()
            XCTAssertFalse(try renderer(of: first) === shared)
            XCTAssertTrue(try renderer(of: second) === shared, "untouched")
            XCTAssertEqual(RendererPool.shared.count, before + 3)

            for fixture in [first, second, other] { fixture.window!.destroy() }
            GtkHarness.settle()
            XCTAssertEqual(RendererPool.shared.count, before, "destroyed views free their renderers")
        }
    }
}
