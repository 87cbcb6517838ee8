import CPlaceholderGtk3
import Foundation
import PlaceholderTestSupportGtk3
import XCTest

@testable import PlaceholderTextView

/// One geometry of the alignment matrix.
private struct Case: CustomStringConvertible {
    var margins: (left: Int32, right: Int32, top: Int32, bottom: Int32)
    var indent: Int32
    var pixelsAbove: Int32
    var justification: GtkJustification
    var wrap: GtkWrapMode
    var direction: String  // "ltr", "rtl-view", "rtl-text"
    var css: String
    var borderWindow: Bool
    var font: String

    var text: String {
        let body = "Type the first words of a longer story here, and watch it wrap"
        return direction == "rtl-text" ? "כתבו כאן את המילים הראשונות של סיפור ארוך" : body
    }

    var description: String {
        "margins \(margins) indent \(indent) above \(pixelsAbove) \(justification.rawValue)/\(wrap.rawValue) " +
            "\(direction) css '\(css)' border \(borderWindow) font '\(font)'"
    }

    @MainActor
    func configure(_ view: UnsafeMutablePointer<GtkTextView>) {
        gtk_text_view_set_left_margin(view, margins.left)
        gtk_text_view_set_right_margin(view, margins.right)
        gtk_text_view_set_top_margin(view, margins.top)
        gtk_text_view_set_bottom_margin(view, margins.bottom)
        gtk_text_view_set_indent(view, indent)
        gtk_text_view_set_pixels_above_lines(view, pixelsAbove)
        gtk_text_view_set_justification(view, justification)
        gtk_text_view_set_wrap_mode(view, wrap)
        if direction == "rtl-view" { gtk_widget_set_direction(view.asWidget, GTK_TEXT_DIR_RTL) }
        if borderWindow {
            gtk_text_view_set_border_window_size(view, GTK_TEXT_WINDOW_LEFT, 18)
            gtk_text_view_set_border_window_size(view, GTK_TEXT_WINDOW_TOP, 9)
        }
        let style = css + (font.isEmpty ? "" : " font: \(font);")
        if !style.isEmpty { applyCSS("textview { \(style) }", to: view.asWidget) }
    }
}

/// 48 geometries, each value of each dimension used several times: a fixed,
/// reproducible walk over the product of the dimensions.
private let matrix: [Case] = {
    let margins: [(Int32, Int32, Int32, Int32)] = [(0, 0, 0, 0), (17, 23, 9, 5), (4, 40, 0, 12)]
    let indents: [Int32] = [0, 15, -12]
    let above: [Int32] = [0, 6]
    let justifications = [GTK_JUSTIFY_LEFT, GTK_JUSTIFY_RIGHT, GTK_JUSTIFY_CENTER, GTK_JUSTIFY_FILL]
    let wraps = [GTK_WRAP_NONE, GTK_WRAP_CHAR, GTK_WRAP_WORD, GTK_WRAP_WORD_CHAR]
    let directions = ["ltr", "rtl-view", "rtl-text"]
    let css = ["", "padding: 7px 11px 3px 5px; border: 2px solid #888;"]
    let fonts = ["", "15px Serif", "italic 11px Monospace", "bold 19px Sans"]
    var state: UInt64 = 0x5EED
    func next(_ count: Int) -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Int((state >> 33) % UInt64(count))
    }
    return (0..<48).map { index in
        Case(
            margins: margins[index % margins.count], indent: indents[next(indents.count)],
            pixelsAbove: above[index % 2], justification: justifications[index % 4],
            wrap: wraps[(index / 4) % 4], direction: directions[next(directions.count)],
            css: css[next(css.count)], borderWindow: index % 3 == 0, font: fonts[next(fonts.count)])
    }
}()

/// Issue 3, point 1: the placeholder's ink against the same string typed
/// into the same view, in 48 geometries, at window scale 1 and 2.
final class AlignmentMatrixTests: XCTestCase {
    /// The matrix at this process's scale factor (1 unless GDK_SCALE is set).
    func testMatrixAtThisProcessScale() throws {
        try gtkTest {
            let expectedScale = Int32(ProcessInfo.processInfo.environment["GDK_SCALE"] ?? "1") ?? 1
            var failures: [String] = []
            for (index, geometry) in matrix.enumerated() {
                var scale: Int32 = 0
                let mismatches = try placeholderMismatches(geometry.text, width: 300, height: 180) { view in
                    geometry.configure(view)
                    scale = gtk_widget_get_scale_factor(view.asWidget)
                }
                if !mismatches.isEmpty { failures.append("#\(index) \(geometry): \(mismatches.prefix(3))") }
                XCTAssertEqual(scale == 0 ? expectedScale : scale, expectedScale, "scale factor")
            }
            XCTAssertTrue(failures.isEmpty, "\(failures.count) of \(matrix.count) differ:\n" + failures.joined(separator: "\n"))
        }
    }

    /// The same matrix in a child process with GDK_SCALE=2 (the scale is
    /// read once, when GTK opens the display).
    func testMatrixAtScaleTwo() throws {
        guard ProcessInfo.processInfo.environment["GDK_SCALE"] == nil else { return }  // already the child
        let child = try runChildProcess(
            CommandLine.arguments[0], ["PlaceholderGtk3Tests.AlignmentMatrixTests/testMatrixAtThisProcessScale"],
            environment: ["GDK_SCALE": "2"], mergeErrors: true)
        let log = child.output
        XCTAssertEqual(child.status, 0, "scale 2:\n" + log.suffix(4000))
        XCTAssertTrue(log.contains("Executed 1 test, with 0 failures"), log.suffix(2000).description)
    }
}
