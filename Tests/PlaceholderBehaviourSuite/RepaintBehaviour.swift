import PlaceholderCore
import PlaceholderTestImaging
import XCTest

/// Runs `change`, lets GTK apply it, and asserts the view was redrawn and
/// its pixels changed (or not) while the placeholder still shows; returns
/// the new ink box.
@MainActor
@discardableResult
func assertRepaints(
    _ view: any BehaviourView, _ what: String, pixelsChange: Bool = true, file: StaticString = #filePath,
    line: UInt = #line, _ change: () throws -> Void
) rethrows -> PixelBox? {
    view.settle()
    let before = view.render()
    let redrawn = view.watchForRedraw()
    try change()
    XCTAssertTrue(redrawn(), "\(what): a redraw was queued", file: file, line: line)
    view.settle()
    let after = view.render()
    XCTAssertEqual(!after.isIdentical(to: before), pixelsChange, "\(what): pixels changed", file: file, line: line)
    XCTAssertTrue(view.facade?.isPlaceholderVisible ?? true, "\(what): still shown", file: file, line: line)
    return after.inkBox(background: view.background(after))
}

/// Every change that affects the placeholder repaints it at once, in the
/// new place, font or colour.
@MainActor
public final class RepaintBehaviour: BehaviourGroup {
    /// Text, colour, markup, vertical placement, and the focus option
    /// changed while focused.
    public func testPlaceholderAndColourChangesRepaint() throws {
        let (view, placeholder) = try harness.makeWrappedView(placeholder: "One")
        assertRepaints(view, "text") { placeholder.placeholder = "Another, longer one" }
        assertRepaints(view, "colour") { placeholder.color = .custom(PlaceholderColor(red: 0, green: 0.5, blue: 0)) }
        try assertRepaints(view, "markup") { try placeholder.setPlaceholderMarkup("<b>Bold</b> one") }
        assertRepaints(view, "vertical placement") { placeholder.verticalPlacement = .centered }
        assertRepaints(view, "focus behaviour") {
            view.focus()
            placeholder.focusBehavior = .hiddenWhileFocused
            placeholder.focusBehavior = .visibleUntilTyping
            placeholder.placeholder = "Focused"
        }
    }

    /// Margins, justification, indent, wrap mode, direction, line spacing
    /// and a gutter each move the placeholder at once, and it ends where
    /// typed text goes.
    public func testViewGeometryChangesRepaintInTheNewPlace() throws {
        let view = try harness.makeView(placeholder: "Move me")
        let start = try XCTUnwrap(view.inkBox())
        let margin = try XCTUnwrap(assertRepaints(view, "left margin") { view.geometry.leftMargin = 40 })
        XCTAssertEqual(margin.minX - start.minX, 40, accuracy: 1)
        let top = try XCTUnwrap(assertRepaints(view, "top margin") { view.geometry.topMargin = 25 })
        XCTAssertEqual(top.minY - start.minY, 25, accuracy: 1)
        let right = try XCTUnwrap(assertRepaints(view, "justification") { view.geometry.justification = .right })
        XCTAssertGreaterThan(right.minX, margin.minX + 100)
        assertRepaints(view, "right margin") { view.geometry.rightMargin = 30 }
        assertRepaints(view, "indent") { view.geometry.indent = 10 }
        assertRepaints(view, "wrap mode") {
            view.facade?.placeholder = String(repeating: "wrap ", count: 40)
            view.geometry.wrap = .word
        }
        // Left-to-right text stays where typed text would: the same pixels.
        assertRepaints(view, "direction", pixelsChange: false) { view.geometry.rightToLeft = true }
        assertRepaints(view, "pixels above lines") { view.geometry.pixelsAboveLines = 12 }
        assertRepaints(view, "pixels inside wrap") { view.geometry.pixelsInsideWrap = 5 }
        assertRepaints(view, "gutter") { view.geometry.leftGutter = 30 }
        let fits = String(repeating: "wrap ", count: 12)
        try facade(of: view).placeholder = fits
        let mismatches = try comparePlaceholderWithTypedText(fits, in: view)
        XCTAssertTrue(mismatches.isEmpty, "still where typed text goes after all the changes: \(mismatches.prefix(4))")
    }

    /// A CSS font size and the monospace class repaint in the new font.
    public func testFontChangesThroughCSSRepaintWithTheNewFont() throws {
        let view = try harness.makeView(placeholder: "Font")
        let small = try XCTUnwrap(view.inkBox())
        let big = try XCTUnwrap(assertRepaints(view, "CSS font") { view.geometry.css = "font-size: 30px;" })
        XCTAssertGreaterThan(big.height, small.height + 8)
        let monospace = try XCTUnwrap(assertRepaints(view, "monospace") { view.geometry.monospace = true })
        XCTAssertNotEqual(monospace.width, big.width)
        XCTAssertTrue(try comparePlaceholderWithTypedText("Font", in: view).isEmpty)
    }

    /// A narrower window rewraps the placeholder onto more lines.
    public func testResizeRewrapsThePlaceholder() throws {
        let view = try harness.makeView(placeholder: String(repeating: "resize ", count: 20), width: 400, height: 200,
                                        geometry: ViewGeometry { $0.wrap = .word })
        let wide = try XCTUnwrap(view.inkBox())
        let narrow = try XCTUnwrap(assertRepaints(view, "resize") {
            view.resizeWindow(width: 200, height: 200)
            harness.pump(timeout: 2) { view.allocatedSize.width < 300 }
        })
        XCTAssertLessThan(narrow.maxX, 200)
        XCTAssertGreaterThan(narrow.height, wide.height, "more lines at half the width")
    }

    /// The dark variant of the theme repaints with the theme's colour for
    /// it: lighter where the toolkit's theme lightens its placeholders.
    public func testThemeChangeRepaintsWithTheThemesColour() throws {
        let view = try harness.makeView(placeholder: "Theme")
        defer { harness.setDarkTheme(false) }
        let light = try facade(of: view).resolvedColor
        assertRepaints(view, "dark theme") { harness.setDarkTheme(true) }
        let dark = try facade(of: view).resolvedColor
        if harness.darkThemeLightensPlaceholder {
            XCTAssertGreaterThan(dark.red, light.red + 0.5, "light text on dark: \(light) → \(dark)")
        } else {
            XCTAssertEqual(dark, light, "the same grey on both variants")
        }
        let raster = view.render()
        XCTAssertLessThan(view.background(raster).red, 100, "the dark theme is on")
    }
}
