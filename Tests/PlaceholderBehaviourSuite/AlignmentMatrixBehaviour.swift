import Foundation
import PlaceholderSubprocess
import XCTest

/// One geometry of the alignment matrix.
private struct Case: CustomStringConvertible {
    var margins: (left: Int32, right: Int32, top: Int32, bottom: Int32)
    var indent: Int32
    var pixelsAbove: Int32
    var justification: ViewGeometry.Justification
    var wrap: ViewGeometry.Wrap
    var direction: String  // "ltr", "rtl-view", "rtl-text"
    var css: String
    var gutters: Bool
    var font: String

    var text: String {
        let body = "Type the first words of a longer story here, and watch it wrap"
        return direction == "rtl-text" ? "כתבו כאן את המילים הראשונות של סיפור ארוך" : body
    }

    var description: String {
        "margins \(margins) indent \(indent) above \(pixelsAbove) \(justification)/\(wrap) "
            + "\(direction) css '\(css)' gutters \(gutters) font '\(font)'"
    }

    /// The case as a view geometry; gutters are GTK 3's border windows and
    /// GTK 4's gutter widgets.
    var geometry: ViewGeometry {
        var geometry = ViewGeometry()
        (geometry.leftMargin, geometry.rightMargin, geometry.topMargin, geometry.bottomMargin) = margins
        (geometry.indent, geometry.pixelsAboveLines) = (indent, pixelsAbove)
        (geometry.justification, geometry.wrap) = (justification, wrap)
        geometry.rightToLeft = direction == "rtl-view"
        if gutters { (geometry.leftGutter, geometry.topGutter) = (18, 9) }
        geometry.css = css + (font.isEmpty ? "" : " font: \(font);")
        return geometry
    }
}

/// 48 geometries, each value of each dimension used several times: a fixed,
/// reproducible walk over the product of the dimensions.
private let matrix: [Case] = {
    let margins: [(Int32, Int32, Int32, Int32)] = [(0, 0, 0, 0), (17, 23, 9, 5), (4, 40, 0, 12)]
    let indents: [Int32] = [0, 15, -12]
    let above: [Int32] = [0, 6]
    let justifications: [ViewGeometry.Justification] = [.left, .right, .center, .fill]
    let wraps: [ViewGeometry.Wrap] = [.none, .char, .word, .wordChar]
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
            css: css[next(css.count)], gutters: index % 3 == 0, font: fonts[next(fonts.count)])
    }
}()

/// The placeholder's ink against the same string typed into the same view,
/// row by row within 1 device pixel, in 48 geometries, at window scale 1
/// and (in a child process with GDK_SCALE=2) 2.
@MainActor
public final class AlignmentMatrixBehaviour: BehaviourGroup {
    /// The matrix at this process's scale factor (1 unless GDK_SCALE is set).
    public func testMatrixAtThisProcessScale() throws {
        let expectedScale = Int(ProcessInfo.processInfo.environment["GDK_SCALE"] ?? "1") ?? 1
        var failures: [String] = []
        for (index, geometry) in matrix.enumerated() {
            let view = try harness.makeView(placeholder: geometry.text, width: 300, height: 180,
                                            geometry: geometry.geometry)
            defer { view.destroy() }
            XCTAssertEqual(view.scaleFactor, expectedScale, "scale factor")
            let mismatches = try comparePlaceholderWithTypedText(geometry.text, in: view)
            if !mismatches.isEmpty { failures.append("#\(index) \(geometry): \(mismatches.prefix(3))") }
        }
        XCTAssertTrue(failures.isEmpty, "\(failures.count) of \(matrix.count) differ:\n" + failures.joined(separator: "\n"))
    }

    /// The same matrix in a child process with GDK_SCALE=2 (GDK reads it
    /// when it opens the display): the view's scale factor and the renders
    /// are at 2 device pixels per pixel. Skipped in a process whose
    /// GDK_SCALE is set: `testMatrixAtThisProcessScale` checks that scale.
    public func testMatrixAtScaleTwo() throws {
        if let scale = ProcessInfo.processInfo.environment["GDK_SCALE"] {
            throw XCTSkip("GDK_SCALE=\(scale) for this whole process: testMatrixAtThisProcessScale checks that scale")
        }
        let child = try runChildProcess(
            CommandLine.arguments[0], ["\(harness.testModule).AlignmentMatrixBehaviour/testMatrixAtThisProcessScale"],
            environment: ["GDK_SCALE": "2"], mergeErrors: true)
        let log = child.output
        XCTAssertEqual(child.status, 0, "scale 2:\n" + log.suffix(4000))
        XCTAssertTrue(log.contains("Executed 1 test, with 0 failures"), log.suffix(2000).description)
    }
}
