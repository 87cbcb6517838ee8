import CPlaceholderGtk4
import PlaceholderTestSupportGtk4
import XCTest

@testable import PlaceholderTextViewGtk4

/// What the placeholder looks like in one reading.
private struct Reading: CustomStringConvertible {
    let ink: PixelBox?
    /// Pixels clearly blue: the span colour, dimmed with the rest.
    let bluePixels: Int
    var description: String { "ink \(ink.map { "\($0)" } ?? "none"), \(bluePixels) blue pixels" }

    init(_ raster: Raster) {
        let background = raster[raster.width - 1, raster.height - 1]
        ink = raster.inkBox(background: background)
        bluePixels = raster.count { $0.blue > $0.red + 60 && $0.blue > $0.green + 60 }
    }
}

/// The view's snapshot and the window on screen, after pending frames.
@MainActor
private func read(_ fixture: Gtk4BehaviourView) throws -> (snapshot: Reading, screen: Reading) {
    let snapshot = Reading(fixture.render())
    let screen = Reading(try XCTUnwrap(GtkHarness.screen(fixture.window!.window), "X gives the window's pixels"))
    return (snapshot, screen)
}

/// Markup is drawn rich, and every change of it is drawn at once: read
/// after each change both from a new snapshot of the view and from what X
/// shows of the window (the frames GTK really painted, which keep each
/// widget's last drawing until it is queued).
final class MarkupRepaintTests: XCTestCase {
    /// With the window's renderer (GL by default; the test command's
    /// memcheck run has this test again under Cairo).
    func testEachMarkupChangeIsDrawnAtOnce() throws {
        try gtkTest {
            let fixture = try viewFixture(placeholder: "Big")  // its window goes with it
            let plain = try read(fixture)
            let renderer = GtkHarness.rendererName(of: fixture.view.asWidget)
            try fixture.wrapper!.setPlaceholderMarkup("<span size='xx-large'>Big</span>")
            let big = try read(fixture)
            try fixture.wrapper!.setPlaceholderMarkup("<span foreground='#0000ff'>Blue</span> text")
            let blue = try read(fixture)
            for (name, plain, big, blue) in [
                ("snapshot", plain.snapshot, big.snapshot, blue.snapshot), ("screen", plain.screen, big.screen, blue.screen),
            ] {
                let context = "\(renderer), \(name): plain \(plain); big \(big); blue \(blue)"
                let plainInk = try XCTUnwrap(plain.ink, context), bigInk = try XCTUnwrap(big.ink, context)
                let blueInk = try XCTUnwrap(blue.ink, context)
                XCTAssertGreaterThan(bigInk.height, plainInk.height + 5, "xx-large is drawn larger: \(context)")
                XCTAssertEqual(big.bluePixels, 0, context)
                XCTAssertLessThan(blueInk.height, bigInk.height - 5, "the smaller markup replaces the larger: \(context)")
                XCTAssertGreaterThan(blueInk.width, bigInk.width, "\"Blue text\" is wider than \"Big\": \(context)")
                XCTAssertGreaterThan(blue.bluePixels, 20, "the span colour wins: \(context)")
            }
        }
    }

    /// A span with an alpha of its own is dimmed with the rest, as the theme
    /// dims GtkEntry's whole placeholder (the text colour's alpha does not
    /// reach it): its red comes out washed by the theme's opacity over the
    /// white view, not full.
    func testASpanWithItsOwnAlphaIsDimmedWithTheRest() throws {
        try gtkTest {
            let fixture = try viewFixture(placeholder: "Plain")
            let opacity = fixture.wrapper!.resolvedColor.alpha
            try fixture.wrapper!.setPlaceholderMarkup("<span foreground='#ff0000' alpha='100%' weight='heavy' size='x-large'>Marked</span> text")
            let raster = fixture.render()
            XCTAssertLessThan(opacity, 0.9, "the theme dims the placeholder")
            var reddest = Pixel(red: 255, green: 255, blue: 255)
            for y in 0..<raster.height {
                for x in 0..<raster.width where raster[x, y].red - raster[x, y].green > reddest.red - reddest.green {
                    reddest = raster[x, y]
                }
            }
            XCTAssertGreaterThan(reddest.red - reddest.green, 60, "the span's red: \(reddest)")
            // GTK 4.8 to 4.13 composite the overlay twice: the span's own
            // alpha is not weakened, so its two copies come out stronger.
            let expected = 255 * pow(1 - opacity, Double(ptv_gtk4_overlay_copies()))
            XCTAssertEqual(Double(reddest.green), expected, accuracy: 12, "red at the theme's opacity over white: \(reddest)")
        }
    }
}
