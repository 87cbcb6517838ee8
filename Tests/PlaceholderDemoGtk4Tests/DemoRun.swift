import CPlaceholderGtk4
import Foundation
import PlaceholderTestSupportGtk4
import XCTest

/// The built GTK 4 demo, beside the test binary.
let demoPath = builtProduct("placeholder-demo-gtk4")

/// The package's `Resources/demo-gtk4`.
let demoResources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Resources/demo-gtk4").path

/// The window's title, as xdotool searches for it (a regular expression).
let demoWindowTitle = "PlaceholderTextView demo .GTK 4."

/// What the demo runs with besides the test's own changes: newer Mesa's EGL
/// warns on standard error that Xvfb has no DRI3, which is Xvfb's, not the
/// demo's (its messages are what the tests read there).
let quietXvfb: [String: String?] = ["EGL_LOG_LEVEL": "fatal"]

/// Runs the built demo with `arguments` and `environment` changes (nil
/// removes a variable), as a user would from a shell.
func runDemo(_ arguments: [String], environment changes: [String: String?] = [:]) throws -> ChildProcessResult {
    struct MissingDemo: Error {}
    guard FileManager.default.isExecutableFile(atPath: demoPath) else {
        XCTFail("no built demo at \(demoPath)")
        throw MissingDemo()
    }
    return try runChildProcess(demoPath, arguments, environment: quietXvfb.merging(changes) { $1 })
}

/// Runs `script` with bash (under a private D-Bus session when `dbus`),
/// with the built demo's path in `$DEMO`; returns its status and its
/// output and errors together.
func runScript(_ script: String, dbus: Bool = false, environment changes: [String: String] = [:]) throws
    -> (status: Int32, output: String)
{
    var environment = quietXvfb
    environment["DEMO"] = demoPath
    for (key, value) in changes { environment[key] = value }
    let result = try runChildProcess(
        "/usr/bin/env", (dbus ? ["dbus-run-session", "--"] : []) + ["bash", "-c", script],
        environment: environment, mergeErrors: true)
    return (result.status, result.output)
}

/// A path for a file of this test run.
func temporaryPath(_ name: String) -> String {
    NSTemporaryDirectory() + "placeholder-demo-gtk4-\(getpid())-\(name)"
}

/// A screenshot's pixels; fails when the file is not a PNG.
func loadPNG(_ path: String, file: StaticString = #filePath, line: UInt = #line) throws -> Raster {
    try XCTUnwrap(Raster(png: path), "\(path) is not a readable PNG", file: file, line: line)
}

/// Where the screenshot's parts are at scale 1 (the window is 960×600
/// whatever the options; measured on the left-to-right layout).
enum DemoLayout {
    /// The inside of the GtkEntry, where its placeholder is.
    static let entry = PixelBox(minX: 20, minY: 36, maxX: 460, maxY: 62)
    /// The first lines of the first text view.
    static let firstView = PixelBox(minX: 16, minY: 96, maxX: 464, maxY: 130)
    /// All of the first text view inside its frame.
    static let firstViewWhole = PixelBox(minX: 16, minY: 96, maxX: 464, maxY: 320)
    /// The first lines of the second text view.
    static let secondView = PixelBox(minX: 16, minY: 358, maxX: 464, maxY: 430)
}

extension Raster {
    /// How many pixels in `box` are a placeholder-like grey: mid grey,
    /// neither black text nor white background nor a colour.
    func greyInk(in box: PixelBox) -> Int {
        var count = 0
        for y in box.minY...box.maxY {
            for x in box.minX...box.maxX {
                let p = self[x, y]
                if p.red > 90 && p.red < 200 && abs(p.red - p.blue) < 12 && abs(p.red - p.green) < 12 { count += 1 }
            }
        }
        return count
    }

    /// The darkest pixel in `box` (the heart of a stroke on a light
    /// background), by its red channel.
    func darkest(in box: PixelBox) -> Pixel {
        var darkest = self[box.minX, box.minY]
        for y in box.minY...box.maxY {
            for x in box.minX...box.maxX where self[x, y].red < darkest.red { darkest = self[x, y] }
        }
        return darkest
    }
}
