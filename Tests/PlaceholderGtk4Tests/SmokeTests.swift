import CPlaceholderGtk4
import PlaceholderTestSupportGtk4
import XCTest

@testable import PlaceholderTextViewGtk4

final class SmokeTests: XCTestCase {
    func testShowsAndHides() throws {
        try gtkTest {
            let fixture = try ViewFixture()
            let raster = fixture.render()
            print("raster", raster.width, raster.height, "ink", raster.inkCount(background: fixture.background(raster)), raster.inkBox(background: fixture.background(raster)) as Any)
            XCTAssertTrue(fixture.placeholder!.isPlaceholderVisible)
            fixture.view.setText("Placeholder")
            let typed = fixture.render()
            print("typed ink", typed.inkBox(background: fixture.background(typed)) as Any)
            print("color", fixture.placeholder!.resolvedColor)
        }
    }
}
