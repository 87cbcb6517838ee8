import PlaceholderTestImaging
import XCTest

/// A demo's command line, run as a user would: what it lists, and what its
/// screenshots show (what it refuses is `DemoFailureBehaviour`'s).
extension DemoCommandBehaviour {
    /// `--help` lists every flag docs/demo.md lists, from the shared declarations.
    public func testHelpListsEveryFlag() throws {
        let help = try demo.run(["--help"])
        XCTAssertEqual(help.status, 0)
        let flags = ["--placeholder", "--markup", "--color", "--hide-while-focused", "--show-while-focused", "--centered", "--natural-height",
                     "--justify", "--wrap", "--left-margin", "--right-margin", "--top-margin", "--bottom-margin",
                     "--indent", "--font", "--direction", "--text", "--max-length", "--max-lines", "--warn", "--counter", "--return", "--scale",
                     "--theme", "--screenshot"]
        for flag in flags { XCTAssertTrue(help.output.contains(flag + " "), "\(flag) in --help") }
        XCTAssertTrue(help.output.contains(demo.program), help.output)
    }

    /// The entry's placeholder and both views' (the second declared in the
    /// .ui file) show, in one colour, at a fixed size, with each renderer.
    public func testScreenshotShowsTheEntrysAndBothViewsPlaceholdersInOneColourAtAFixedSize() throws {
        let layout = demo.layout
        for renderer in demo.renderers {
            let environment = ["GSK_RENDERER": renderer]
            let a = try demo.screenshot(environment: environment)
            let b = try demo.screenshot(["--placeholder", "A much longer placeholder than before"], environment: environment)
            let c = try demo.screenshot(["--text", "Typed text"], environment: environment)
            let what = "renderer \(renderer ?? "default")"
            XCTAssertEqual([a.width, a.height], [960, 600], what)
            XCTAssertEqual([b.width, b.height], [960, 600], "size does not depend on the texts")
            XCTAssertEqual([c.width, c.height], [960, 600])
            XCTAssertFalse(a.isIdentical(to: b), what)
            for (band, name) in [(layout.entry, "entry"), (layout.firstView, "first view"), (layout.secondView, "second view")] {
                XCTAssertGreaterThan(a.greyInk(in: band), 30, "\(name) placeholder, \(what)")
                XCTAssertGreaterThan(a.darkest(in: band).red, 100, "\(name): placeholder grey only, \(what)")
            }
            // One colour: the entry's placeholder and the views'.
            let entryGrey = a.darkest(in: layout.entry)
            for band in [layout.firstView, layout.secondView] {
                XCTAssertLessThanOrEqual(a.darkest(in: band).distance(to: entryGrey), 8,
                                         "\(a.darkest(in: band)) vs the entry's \(entryGrey), \(what)")
            }
            // Typed text replaces the first view's grey; the entry keeps its own.
            XCTAssertGreaterThan(c.greyInk(in: layout.entry), 30, "entry placeholder stays, \(what)")
            XCTAssertLessThan(c.darkest(in: layout.firstView).red, 80, "typed text instead, \(what)")
        }
    }

    /// `--direction rtl`, `--centered` and `--scale 2` move and scale the
    /// placeholder; bad values of the last two are refused.
    public func testScreenshotFlagsForRightToLeftCentredAndHiDPI() throws {
        let a = try demo.screenshot(), r = try demo.screenshot(["--direction", "rtl", "--placeholder", "כתבו כאן"])
        let c = try demo.screenshot(["--centered"]), h = try demo.screenshot(["--scale", "2"])
        XCTAssertNotEqual(try demo.run(["--scale", "9"]).status, 0)
        XCTAssertNotEqual(try demo.run(["--direction", "up"]).status, 0)
        XCTAssertEqual([h.width, h.height], [a.width * 2, a.height * 2], "twice the device pixels")
        let viewBand = demo.layout.firstViewWhole
        let plainInk = try XCTUnwrap(a.inkBox(background: .white, in: viewBand))
        // Right to left, the comparison column is the window's right one.
        let mirrored = PixelBox(minX: a.width - viewBand.maxX, minY: viewBand.minY,
                                maxX: a.width - viewBand.minX, maxY: viewBand.maxY)
        let rtlInk = try XCTUnwrap(r.inkBox(background: .white, in: mirrored))
        XCTAssertLessThan(plainInk.maxX, 240, "left-to-right placeholder on the left of its view")
        XCTAssertGreaterThan(rtlInk.minX, mirrored.minX + 240, "right-to-left placeholder on the right of its view")
        let centredInk = try XCTUnwrap(c.inkBox(background: .white, in: viewBand))
        XCTAssertGreaterThan(centredInk.minY, plainInk.minY + 20, "centred lower in the view")
        let hidpiInk = try XCTUnwrap(h.inkBox(background: .white, in: PixelBox(
            minX: viewBand.minX * 2, minY: viewBand.minY * 2, maxX: viewBand.maxX * 2, maxY: viewBand.maxY * 2)))
        XCTAssertEqual(hidpiInk.minY, plainInk.minY * 2, accuracy: 3)
        XCTAssertGreaterThan(hidpiInk.height, plainInk.height * 3 / 2, "drawn with twice the pixels")
    }
}
