import CPlaceholderGtk3
import Foundation
import PlaceholderTestSupportGtk3
import XCTest

/// Runs the built `placeholder-demo` with `arguments` and `environment`
/// changes (nil removes a variable).
private func runDemo(_ arguments: [String], environment changes: [String: String?] = [:]) throws -> ChildProcessResult {
    let demo = builtProduct("placeholder-demo")
    struct MissingDemo: Error {}
    guard FileManager.default.isExecutableFile(atPath: demo) else {
        XCTFail("no built demo at \(demo)")
        throw MissingDemo()
    }
    return try runChildProcess(demo, arguments, environment: changes)
}

private func temporaryPath(_ name: String) -> String {
    NSTemporaryDirectory() + "placeholder-demo-\(getpid())-\(name)"
}

/// Loads a PNG file's pixels.
@MainActor
private func loadPNG(_ path: String) throws -> Raster {
    let surface = try XCTUnwrap(cairo_image_surface_create_from_png(path))
    defer { cairo_surface_destroy(surface) }
    struct BadPNG: Error {}
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { throw BadPNG() }
    return Raster(surface: surface)
}

final class DemoCommandTests: XCTestCase {
    func testWithoutADisplayItExitsNonZeroWithOneLineSayingHowToGetOne() throws {
        let run = try runDemo([], environment: ["DISPLAY": nil, "WAYLAND_DISPLAY": nil])
        XCTAssertNotEqual(run.status, 0)
        let lines = run.errors.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, run.errors)
        XCTAssertTrue(run.errors.contains("Xvfb"), run.errors)
    }

    func testUnknownFlagAndMissingValueExitNonZeroWithOneLine() throws {
        for arguments in [["--frobnicate"], ["--placeholder"]] {
            let run = try runDemo(arguments)
            XCTAssertNotEqual(run.status, 0, "\(arguments)")
            XCTAssertEqual(run.errors.split(separator: "\n").count, 1, run.errors)
        }
        let help = try runDemo(["--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.output.contains("--screenshot"))
    }

    func testUnwritableScreenshotPathFailsAndWritesNothing() throws {
        let path = "/nonexistent-directory-\(getpid())/shot.png"
        let run = try runDemo(["--screenshot", path])
        XCTAssertNotEqual(run.status, 0)
        XCTAssertEqual(run.errors.split(separator: "\n").count, 1, run.errors)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
    }

    func testScreenshotShowsThePlaceholderInTheEntryAndTheTextViewAtAFixedSize() throws {
        let first = temporaryPath("first.png"), second = temporaryPath("second.png"), typed = temporaryPath("typed.png")
        defer { for path in [first, second, typed] { try? FileManager.default.removeItem(atPath: path) } }
        XCTAssertEqual(try runDemo(["--screenshot", first]).status, 0)
        XCTAssertEqual(try runDemo(["--placeholder", "A much longer placeholder than before", "--screenshot", second]).status, 0)
        XCTAssertEqual(try runDemo(["--text", "Typed text", "--screenshot", typed]).status, 0)
        try MainActor.assumeIsolated {
            let a = try loadPNG(first), b = try loadPNG(second), c = try loadPNG(typed)
            XCTAssertEqual([a.width, a.height], [b.width, b.height], "size does not depend on the texts")
            XCTAssertEqual([a.width, a.height], [c.width, c.height])
            XCTAssertFalse(a.isIdentical(to: b))
            // The entry (first field) and the text view (second) both show
            // placeholder-grey ink; typed text removes the view's grey.
            let entryBand = PixelBox(minX: 20, minY: 38, maxX: 460, maxY: 66)
            let viewBand = PixelBox(minX: 16, minY: 100, maxX: 464, maxY: 130)
            func greyInk(_ raster: Raster, _ band: PixelBox) -> Int {
                var count = 0
                for y in band.minY...band.maxY {
                    for x in band.minX...band.maxX {
                        let p = raster[x, y]
                        if p.red > 90 && p.red < 200 && abs(p.red - p.blue) < 12 { count += 1 }
                    }
                }
                return count
            }
            XCTAssertGreaterThan(greyInk(a, entryBand), 30, "entry placeholder")
            XCTAssertGreaterThan(greyInk(a, viewBand), 30, "text view placeholder")
            XCTAssertGreaterThan(greyInk(c, entryBand), 30, "entry placeholder stays")
            // Placeholder grey has no pixel darker than itself; typed text has.
            func darkest(_ raster: Raster, _ band: PixelBox) -> Int {
                var darkest = 255
                for y in band.minY...band.maxY { for x in band.minX...band.maxX { darkest = min(darkest, raster[x, y].red) } }
                return darkest
            }
            XCTAssertGreaterThan(darkest(a, viewBand), 100, "placeholder only")
            XCTAssertLessThan(darkest(c, viewBand), 80, "typed text instead")
        }
    }

    func testScreenshotFlagsForRightToLeftCentredAndHiDPI() throws {
        let plain = temporaryPath("plain.png"), rtl = temporaryPath("rtl.png")
        let centred = temporaryPath("centred.png"), hidpi = temporaryPath("hidpi.png")
        defer { for path in [plain, rtl, centred, hidpi] { try? FileManager.default.removeItem(atPath: path) } }
        XCTAssertEqual(try runDemo(["--screenshot", plain]).status, 0)
        XCTAssertEqual(try runDemo(["--direction", "rtl", "--placeholder", "כתבו כאן", "--screenshot", rtl]).status, 0)
        XCTAssertEqual(try runDemo(["--centered", "--screenshot", centred]).status, 0)
        XCTAssertEqual(try runDemo(["--scale", "2", "--screenshot", hidpi]).status, 0)
        XCTAssertNotEqual(try runDemo(["--scale", "9"]).status, 0)
        XCTAssertNotEqual(try runDemo(["--direction", "up"]).status, 0)
        try MainActor.assumeIsolated {
            let a = try loadPNG(plain), r = try loadPNG(rtl), c = try loadPNG(centred), h = try loadPNG(hidpi)
            XCTAssertEqual([h.width, h.height], [a.width * 2, a.height * 2], "twice the device pixels")
            let viewBand = PixelBox(minX: 16, minY: 100, maxX: 464, maxY: 320)
            let plainInk = try XCTUnwrap(a.inkBox(background: .white, in: viewBand))
            // Right to left, the comparison column is the window's right one.
            let mirrored = PixelBox(minX: a.width - 464, minY: 100, maxX: a.width - 16, maxY: 320)
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
}
