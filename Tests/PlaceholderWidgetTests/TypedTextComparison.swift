import CGtk
import PlaceholderTestSupport
import XCTest

@testable import PlaceholderTextView

/// Per pixel row, the leftmost and rightmost ink; nil for rows with none.
@MainActor
private func rowExtents(_ raster: Raster, background: Pixel) -> [ClosedRange<Int>?] {
    (0..<raster.height).map { y in
        raster.inkBox(background: background, in: PixelBox(minX: 0, minY: y, maxX: raster.width - 1, maxY: y))
            .map { $0.minX...$0.maxX }
    }
}

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
    let placeholderRows = rowExtents(placeholderRaster, background: background)
    let typedRows = rowExtents(typedRaster, background: background)
    guard placeholderRows.contains(where: { $0 != nil }) else { return ["placeholder drew nothing"] }
    var mismatches: [String] = []
    for y in 0..<placeholderRows.count {
        switch (placeholderRows[y], typedRows[y]) {
        case (nil, nil): continue
        case let (p?, t?):
            if abs(p.lowerBound - t.lowerBound) > 1 || abs(p.upperBound - t.upperBound) > 1 {
                mismatches.append("row \(y): placeholder \(p) typed \(t)")
            }
        case let (p, t): mismatches.append("row \(y): placeholder \(String(describing: p)) typed \(String(describing: t))")
        }
    }
    return mismatches
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

