import Foundation
import PlaceholderTestImaging
import XCTest

/// One demo as its tests see it: the built program, its resources and
/// where its window's parts are in a screenshot. The checks of this module
/// take one and run the same way on either demo.
public struct DemoUnderTest: Sendable {
    /// Where the screenshot's parts are at scale 1 (the window is 960×600
    /// whatever the options; measured on the left-to-right layout).
    public struct Layout: Sendable {
        /// The inside of the GtkEntry, where its placeholder is.
        public var entry: PixelBox
        /// The first lines of the first text view.
        public var firstView: PixelBox
        /// All of the first text view inside its frame.
        public var firstViewWhole: PixelBox
        /// The first lines of the second text view.
        public var secondView: PixelBox

        /// A layout of these boxes.
        public init(entry: PixelBox, firstView: PixelBox, firstViewWhole: PixelBox, secondView: PixelBox) {
            (self.entry, self.firstView, self.firstViewWhole, self.secondView) = (entry, firstView, firstViewWhole, secondView)
        }
    }

    /// The executable's name, such as `placeholder-demo`.
    public var program: String
    /// The folder under `Resources/`, such as `demo`.
    public var resourceFolder: String
    /// The desktop entry's file name.
    public var desktopFile: String
    /// The window's title, as xdotool searches for it (a regular expression).
    public var windowTitle: String
    /// Variables every run sets (nil removes one).
    public var environment: [String: String?]
    /// The GSK_RENDERER values screenshots are checked with (nil: the default).
    public var renderers: [String?]
    /// Where the window's parts are.
    public var layout: Layout

    /// A demo described by all of the above.
    public init(
        program: String, resourceFolder: String, desktopFile: String, windowTitle: String,
        environment: [String: String?] = [:], renderers: [String?] = [nil], layout: Layout
    ) {
        (self.program, self.resourceFolder, self.desktopFile, self.windowTitle) = (program, resourceFolder, desktopFile, windowTitle)
        (self.environment, self.renderers, self.layout) = (environment, renderers, layout)
    }

    /// The built demo, beside the test binary.
    public var path: String { builtProduct(program) }

    /// The package's `Resources/<folder>`.
    public var resources: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Resources/\(resourceFolder)").path
    }

    /// Runs the built demo with `arguments` and `environment` changes (nil
    /// removes a variable), as a user would from a shell.
    public func run(_ arguments: [String], environment changes: [String: String?] = [:]) throws -> ChildProcessResult {
        struct MissingDemo: Error {}
        guard FileManager.default.isExecutableFile(atPath: path) else {
            XCTFail("no built demo at \(path)")
            throw MissingDemo()
        }
        return try runChildProcess(path, arguments, environment: environment.merging(changes) { $1 })
    }

    /// Runs `script` with bash (under a private D-Bus session when `dbus`)
    /// and `environment` changes, with the built demo's path in `$DEMO`;
    /// returns its status and its output and errors together.
    public func runScript(_ script: String, dbus: Bool = false, environment changes: [String: String?] = [:]) throws
        -> (status: Int32, output: String)
    {
        let result = try runChildProcess(
            "/usr/bin/env", (dbus ? ["dbus-run-session", "--"] : []) + ["bash", "-c", script],
            environment: environment.merging(changes) { $1 }.merging(["DEMO": path]) { $1 }, mergeErrors: true)
        return (result.status, result.output)
    }

    /// Runs the built demo with `arguments` and `--screenshot` to a file of
    /// this test run, which must succeed and be a PNG: the screenshot's pixels.
    func screenshot(
        _ arguments: [String] = [], environment: [String: String?] = [:], file: StaticString = #filePath, line: UInt = #line
    ) throws -> Raster {
        let path = temporaryPath("screenshot.png")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = try run(arguments + ["--screenshot", path], environment: environment)
        XCTAssertEqual(run.status, 0, "\(arguments): \(run.errors)", file: file, line: line)
        return try XCTUnwrap(Raster(png: path), "\(arguments): not a readable PNG", file: file, line: line)
    }

    /// A path for a file of this test run.
    public func temporaryPath(_ name: String) -> String {
        NSTemporaryDirectory() + "\(program)-\(getpid())-\(name)"
    }
}

extension Raster {
    /// How many pixels in `box` are a placeholder-like grey: mid grey,
    /// neither black text nor white background nor a colour.
    func greyInk(in box: PixelBox) -> Int {
        pixels(in: box).count(where: {
            $0.red > 90 && $0.red < 200 && abs($0.red - $0.blue) < 12 && abs($0.red - $0.green) < 12
        })
    }

    /// The darkest pixel in `box` (the heart of a stroke on a light
    /// background), by its red channel; the first of several.
    func darkest(in box: PixelBox) -> Pixel { pixels(in: box).min { $0.red < $1.red }! }
}
