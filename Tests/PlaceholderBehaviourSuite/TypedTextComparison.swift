import PlaceholderCore
import PlaceholderTestImaging
import XCTest

/// Draws `text` as the placeholder of a shown `view` (in the view's own
/// text colour and opacity) and then as typed text in the same view, at the
/// window's scale factor, and returns how the two differ: the same rows
/// must be inked (so the same line breaks and vertical placement) and every
/// row's ink must start and end within 1 device pixel. Empty when they
/// agree; the view is left empty again.
@MainActor
package func comparePlaceholderWithTypedText(_ text: String, in view: any BehaviourView) throws -> [String] {
    try facade(of: view).color = .custom(view.textColor)
    view.settle()
    let scale = view.scaleFactor
    let placeholderRaster = view.render(scale: scale)
    let background = view.background(placeholderRaster)
    view.setText(text)
    view.settle()
    let typedRaster = view.render(scale: scale)
    view.setText("")
    return InkRows(placeholderRaster, background: background)
        .mismatches(against: InkRows(typedRaster, background: background))
}

/// Asserts that `comparePlaceholderWithTypedText` finds no difference in
/// a new view with `text` as its placeholder.
@MainActor
func assertPlaceholderMatchesTypedText(
    _ text: String, harness: any BehaviourHarness, width: Int32 = 320, height: Int32 = 200,
    geometry: ViewGeometry = ViewGeometry(), file: StaticString = #filePath, line: UInt = #line
) throws {
    let view = try harness.makeView(placeholder: text, width: width, height: height, geometry: geometry)
    defer { view.destroy() }
    let mismatches = try comparePlaceholderWithTypedText(text, in: view)
    XCTAssertTrue(mismatches.isEmpty, "\(text.prefix(30)): \(mismatches.prefix(6))", file: file, line: line)
}
