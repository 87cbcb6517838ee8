import PlaceholderTestImaging
import XCTest

private let longText = "The quick brown fox jumps over the lazy dog, then naps under the old oak tree until sunset."

/// Drawn where the typed text would be, in the view's own font, wrapped
/// like it, ellipsized rather than cut off: each scenario compares the
/// placeholder's ink with the same text typed into the same view.
@MainActor
public final class AlignmentBehaviour: BehaviourGroup {
    /// A view with GTK's defaults.
    public func testDefaultView() throws {
        try assertPlaceholderMatchesTypedText("Write something", harness: harness)
    }

    /// Margins, indent, and pixels above lines and inside wraps.
    public func testMarginsIndentAndPixelSpacing() throws {
        let geometry = ViewGeometry {
            $0.wrap = .word
            ($0.leftMargin, $0.rightMargin, $0.topMargin) = (23, 31, 11)
            ($0.indent, $0.pixelsAboveLines, $0.pixelsInsideWrap) = (17, 7, 3)
        }
        try assertPlaceholderMatchesTypedText(longText, harness: harness, geometry: geometry)
    }

    /// A hanging (negative) indent.
    public func testNegativeIndent() throws {
        let geometry = ViewGeometry { ($0.wrap, $0.leftMargin, $0.indent) = (.word, 30, -20) }
        try assertPlaceholderMatchesTypedText(longText, harness: harness, geometry: geometry)
    }

    /// CSS padding, border and font.
    public func testCSSPaddingBorderAndFont() throws {
        let geometry = ViewGeometry {
            $0.wrap = .wordChar
            $0.css = "padding: 9px 13px; border: 3px solid red; font: italic 17px Serif;"
        }
        try assertPlaceholderMatchesTypedText(longText, harness: harness, geometry: geometry)
    }

    /// Every justification with every wrap mode.
    public func testJustificationsAndWrapModes() throws {
        for justification in ViewGeometry.Justification.allCases {
            for wrap in ViewGeometry.Wrap.allCases {
                let geometry = ViewGeometry { ($0.wrap, $0.justification, $0.leftMargin) = (wrap, justification, 5) }
                try assertPlaceholderMatchesTypedText(wrap == .none ? "Unwrapped words" : longText, harness: harness,
                                                      geometry: geometry)
            }
        }
    }

    /// A word too long for a line is broken (or not) as typed text is.
    public func testWrapModesWithAnUnbreakableWord() throws {
        let unbreakable = "Supercalifragilisticexpialidocious-and-then-some-more-characters words"
        for wrap in ViewGeometry.Wrap.allCases {
            try assertPlaceholderMatchesTypedText(unbreakable + " " + longText, harness: harness, width: 240,
                                                  geometry: ViewGeometry { $0.wrap = wrap })
        }
    }

    /// Several paragraphs, an empty one among them, with spacing above
    /// and below each.
    public func testMultipleParagraphsWithSpacing() throws {
        let geometry = ViewGeometry { ($0.wrap, $0.pixelsAboveLines, $0.pixelsBelowLines) = (.word, 4, 6) }
        try assertPlaceholderMatchesTypedText("First paragraph\nSecond, a longer one that wraps onto a next line\n\nFourth",
                                              harness: harness, geometry: geometry)
    }

    /// Right-to-left text in a left-to-right view, left-to-right text in a
    /// right-to-left view, mixed text, and text with no strong direction
    /// (which follows the keyboard's layout, left to right under Xvfb).
    public func testRightToLeftTextAndViews() throws {
        let wrapped = ViewGeometry { $0.wrap = .word }, margin = ViewGeometry { $0.leftMargin = 12 }
        let rightToLeft = ViewGeometry { $0.rightToLeft = true }
        try assertPlaceholderMatchesTypedText("כתבו כאן את ההודעה שלכם", harness: harness, geometry: wrapped)
        try assertPlaceholderMatchesTypedText("Write here", harness: harness, geometry: rightToLeft)
        try assertPlaceholderMatchesTypedText("مرحبا بالعالم 123 hello", harness: harness, geometry: margin)
        try assertPlaceholderMatchesTypedText("123 … 456", harness: harness, geometry: rightToLeft)
        try assertPlaceholderMatchesTypedText("123 … 456", harness: harness)
    }

    /// The first glyph starts at the empty view's caret and sits inside
    /// the caret's height.
    public func testFirstGlyphSitsAtTheCaret() throws {
        let geometry = ViewGeometry { ($0.leftMargin, $0.topMargin) = (19, 7) }
        let view = try harness.makeView(placeholder: "H", geometry: geometry)
        let caret = view.caretAtStart
        let box = try XCTUnwrap(view.inkBox())
        XCTAssertLessThanOrEqual(abs(box.minX - caret.minX), 2, "caret \(caret), ink \(box)")
        XCTAssertGreaterThanOrEqual(box.minY, caret.minY)
        XCTAssertLessThanOrEqual(box.maxY, caret.maxY)
    }

    /// A placeholder far too long for the view is ellipsized inside it,
    /// above the bottom margin, after several lines.
    public func testLongPlaceholderIsEllipsizedInsideTheView() throws {
        let geometry = ViewGeometry { ($0.wrap, $0.bottomMargin) = (.word, 6) }
        let long = String(repeating: longText + " ", count: 30)
        let view = try harness.makeView(placeholder: long, width: 300, height: 90, geometry: geometry)
        let raster = view.render()
        let box = try XCTUnwrap(raster.inkBox(background: view.background(raster)))
        XCTAssertLessThanOrEqual(box.maxY, raster.height - 6, "\(box) in \(raster.height)")
        XCTAssertGreaterThan(box.maxY, raster.height / 2, "several lines shown: \(box)")
        XCTAssertTrue(view.placeholderIsEllipsized)
    }
}
