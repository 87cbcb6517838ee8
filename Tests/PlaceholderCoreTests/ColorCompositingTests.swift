import PlaceholderCore
import XCTest

/// The weakening that makes two composited copies of a drawing give the
/// colour drawn once (GTK 4.8 to 4.13 composite text-view overlays twice).
final class ColorCompositingTests: XCTestCase {
    /// Two copies of the weakened colour, each at the CSS opacity, give the
    /// colour at that opacity drawn once, for any alpha and opacity.
    func testTwoCopiesOfTheWeakenedColourGiveTheColourDrawnOnce() {
        for alpha in [0.05, 0.3, 0.8, 1.0] {
            for opacity in [0.1, 0.55, 0.9, 1.0] {
                let color = PlaceholderColor(red: 0.2, green: 0.4, blue: 0.6, alpha: alpha)
                let weakened = color.weakenedForCompositingTwice(opacity: opacity)
                let copy = weakened.alpha * opacity
                XCTAssertEqual(1 - (1 - copy) * (1 - copy), alpha * opacity, accuracy: 1e-12, "\(alpha) at \(opacity)")
                XCTAssertLessThanOrEqual(weakened.alpha, alpha, "never stronger")
                XCTAssertEqual([weakened.red, weakened.green, weakened.blue], [0.2, 0.4, 0.6], "the hue is kept")
            }
        }
    }

    /// An opaque colour at full opacity needs no weakening; a transparent
    /// colour or opacity stays as it is.
    func testOpaqueAndTransparentColoursAreKept() {
        let opaque = PlaceholderColor(red: 0, green: 0, blue: 0)
        XCTAssertEqual(opaque.weakenedForCompositingTwice(), opaque)
        XCTAssertEqual(opaque.weakenedForCompositingTwice(opacity: 0), opaque)
        let clear = PlaceholderColor(red: 0, green: 0, blue: 0, alpha: 0)
        XCTAssertEqual(clear.weakenedForCompositingTwice(opacity: 0.5), clear)
        XCTAssertEqual(opaque.weakenedForCompositingTwice(opacity: 0.55).alpha, (1 - 0.45.squareRoot()) / 0.55, accuracy: 1e-9)
        XCTAssertEqual(opaque.weakenedForCompositingTwice(opacity: 2), opaque, "an opacity over 1 counts as 1")
    }

    /// One copy paints the colour as it is; two paint it weakened.
    func testTheCopiesCountChoosesTheWeakening() {
        let color = PlaceholderColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)
        XCTAssertEqual(color.forCompositing(copies: 1, opacity: 0.55), color)
        XCTAssertEqual(color.forCompositing(copies: 2, opacity: 0.55), color.weakenedForCompositingTwice(opacity: 0.55))
        XCTAssertEqual(color.forCompositing(copies: 2), color.weakenedForCompositingTwice())
        XCTAssertNotEqual(color.forCompositing(copies: 2), color)
    }

    /// A CSS opacity dims the alpha alone.
    func testDimmingMultipliesTheAlphaOnly() {
        let color = PlaceholderColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        let dimmed = color.dimmed(by: 0.5)
        XCTAssertEqual(dimmed.alpha, 0.4, accuracy: 1e-12)
        XCTAssertEqual([dimmed.red, dimmed.green, dimmed.blue], [color.red, color.green, color.blue])
        XCTAssertEqual(color.dimmed(by: 1), color)
    }
}
