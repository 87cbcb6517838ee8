import CPlaceholderGtk3
import PlaceholderTestSupportGtk3
import XCTest

@testable import PlaceholderTextView

/// Draws `text` as the placeholder (in the view's own text colour) and then
/// as typed text in the same view, at the window's scale factor, and
/// returns how the two differ: the same rows must be inked (so the same line
/// breaks and vertical placement) and every row's ink must start and end
/// within 1 device pixel. Empty when they agree.
@MainActor
func placeholderMismatches(
    _ text: String, width: Int32 = 320, height: Int32 = 200,
    configure: (UnsafeMutablePointer<GtkTextView>) -> Void = { _ in }
) throws -> [String] {
    let fixture = try ViewFixture(placeholder: text, width: width, height: height, configure: configure)
    defer { fixture.window.destroy() }
    let (r, g, b) = textColor(of: fixture.view.asWidget)
    fixture.placeholder!.color = .custom(PlaceholderColor(red: r, green: g, blue: b))
    GtkHarness.settle()
    let scale = Int(gtk_widget_get_scale_factor(fixture.view.asWidget))
    let placeholderRaster = GtkHarness.render(fixture.view.asWidget, scale: scale)
    let background = fixture.background(placeholderRaster)
    fixture.view.setText(text)
    GtkHarness.settle()
    let typedRaster = GtkHarness.render(fixture.view.asWidget, scale: scale)
    return InkRows(placeholderRaster, background: background)
        .mismatches(against: InkRows(typedRaster, background: background))
}

/// Asserts that `placeholderMismatches` finds none.
@MainActor
func assertPlaceholderMatchesTypedText(
    _ text: String, width: Int32 = 320, height: Int32 = 200,
    file: StaticString = #filePath, line: UInt = #line,
    configure: (UnsafeMutablePointer<GtkTextView>) -> Void = { _ in }
) throws {
    let mismatches = try placeholderMismatches(text, width: width, height: height, configure: configure)
    XCTAssertTrue(mismatches.isEmpty, "\(text.prefix(30)): \(mismatches.prefix(6))", file: file, line: line)
}

