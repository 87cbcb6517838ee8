import CPlaceholderGtk3
import Foundation
import PlaceholderTestSupportGtk3
import XCTest

/// Runs `script` with bash (under a private D-Bus session when `dbus`),
/// with the built demo's path in `$DEMO`; returns its status and output.
private func runScript(_ script: String, dbus: Bool = false, environment changes: [String: String] = [:]) throws
    -> (status: Int32, output: String)
{
    var environment: [String: String?] = ["DEMO": builtProduct("placeholder-demo")]
    for (key, value) in changes { environment[key] = value }
    let result = try runChildProcess(
        "/usr/bin/env", (dbus ? ["dbus-run-session", "--"] : []) + ["bash", "-c", script],
        environment: environment, mergeErrors: true)
    return (result.status, result.output)
}

/// Waits for the demo's window, gives it input focus (no window manager
/// does under Xvfb) and presses `keys` in it.
private let pressInDemoWindow = """
    press() {
      local id
      id=$(xdotool search --sync --onlyvisible --name 'PlaceholderTextView demo' | head -n 1)
      xdotool windowfocus --sync "$id" && sleep 0.3 && xdotool key --clearmodifiers "$1"
    }
    waitexit() {  # pid, seconds
      for _ in $(seq 1 $(( $2 * 10 ))); do kill -0 "$1" 2>/dev/null || { wait "$1"; echo "exit $?"; return; }; sleep 0.1; done
      echo "still running"; kill "$1"
    }

    """

/// Issue 6: the demo as a GtkApplication, its resources and desktop entry.
final class DemoApplicationTests: XCTestCase {
    func testControlQQuitsAndControlWClosesTheWindow() throws {
        let quit = try runScript(pressInDemoWindow + """
            "$DEMO" & pid=$!
            press ctrl+q
            waitexit $pid 10
            """)
        XCTAssertTrue(quit.output.contains("exit 0"), quit.output)
        let close = try runScript(pressInDemoWindow + """
            "$DEMO" & pid=$!
            press ctrl+w
            waitexit $pid 10
            """)
        XCTAssertTrue(close.output.contains("exit 0"), "closing the only window ends the application: \(close.output)")
    }

    func testASecondLaunchRaisesTheFirstInstanceInsteadOfOpeningAnother() throws {
        let run = try runScript(pressInDemoWindow + """
            "$DEMO" & first=$!
            xdotool search --sync --onlyvisible --name 'PlaceholderTextView demo' >/dev/null
            "$DEMO" & second=$!
            waitexit $second 10
            echo "windows $(xdotool search --onlyvisible --name 'PlaceholderTextView demo' | wc -l)"
            kill -0 $first && echo "first still running"
            press ctrl+q
            waitexit $first 10
            """, dbus: true)
        let lines = run.output.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.filter { $0 == "exit 0" }.count, 2, "the second hands over and exits, then the first quits: \(run.output)")
        XCTAssertTrue(lines.contains("windows 1"), run.output)
        XCTAssertTrue(lines.contains("first still running"), run.output)
    }

    func testRunsFromAnyDirectoryAndAsACopiedBinary() throws {
        let run = try runScript("""
            set -e
            dir=$(mktemp -d)
            cp "$DEMO" "$dir/placeholder-demo"
            cd /
            "$dir/placeholder-demo" --screenshot "$dir/shot.png"
            test -s "$dir/shot.png" && echo "copied ok"
            "$DEMO" --screenshot "$dir/shot2.png" && test -s "$dir/shot2.png" && echo "from / ok"
            rm -rf "$dir"
            """)
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertTrue(run.output.contains("copied ok"), run.output)
        XCTAssertTrue(run.output.contains("from / ok"), run.output)
    }

    func testMissingOrBrokenResourcesGiveAOneLineErrorNamingThem() throws {
        let missing = try runScript("\"$DEMO\" --screenshot /tmp/never.png", environment: [
            "PLACEHOLDER_DEMO_RESOURCES": "/nonexistent-resources",
        ])
        XCTAssertNotEqual(missing.status, 0)
        XCTAssertEqual(missing.output.split(separator: "\n").count, 1, missing.output)
        XCTAssertTrue(missing.output.contains("placeholder-demo.css") || missing.output.contains("placeholder-demo.ui"),
                      missing.output)
        let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Resources/demo").path
        for (file, content) in [("placeholder-demo.ui", "<interface><object class='GtkNoSuchWidget' id='window'/>"),
                                ("placeholder-demo.css", "textview { colour: ; }")] {
            let broken = try runScript("""
                dir=$(mktemp -d); cp "\(resources)"/* "$dir/"; printf '%s' "$CONTENT" > "$dir/\(file)"
                PLACEHOLDER_DEMO_RESOURCES="$dir" "$DEMO" --screenshot "$dir/shot.png"; status=$?
                test -e "$dir/shot.png" && echo "wrote a screenshot"
                rm -rf "$dir"; exit $status
                """, environment: ["CONTENT": content])
            XCTAssertNotEqual(broken.status, 0, file)
            XCTAssertEqual(broken.output.split(separator: "\n").count, 1, broken.output)
            XCTAssertTrue(broken.output.contains(file), "names \(file): \(broken.output)")
        }
    }

    func testDesktopEntryIsValid() throws {
        let entry = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Resources/demo/io.github.placeholdertextview.Demo.desktop").path
        let run = try runScript("desktop-file-validate '\(entry)' && echo valid")
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertEqual(run.output, "valid\n")
    }

    func testPanelFlagsReachTheViews() throws {
        let dir = NSTemporaryDirectory() + "panel-\(getpid())"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let run = try runScript("""
            set -e
            "$DEMO" --screenshot "\(dir)/default.png"
            "$DEMO" --color '#ff0000' --justify right --screenshot "\(dir)/red-right.png"
            "$DEMO" --markup --placeholder '<b>bold</b> <span foreground="#0000ff">blue</span>' --screenshot "\(dir)/markup.png"
            "$DEMO" --theme HighContrast --screenshot "\(dir)/contrast.png"
            """)
        XCTAssertEqual(run.status, 0, run.output)
        try MainActor.assumeIsolated {
            func load(_ name: String) throws -> Raster {
                let surface = try XCTUnwrap(cairo_image_surface_create_from_png("\(dir)/\(name).png"))
                defer { cairo_surface_destroy(surface) }
                return Raster(surface: surface)
            }
            let viewBand = PixelBox(minX: 16, minY: 100, maxX: 464, maxY: 140)
            let plain = try load("default"), red = try load("red-right"), markup = try load("markup")
            let plainInk = try XCTUnwrap(plain.inkBox(background: .white, in: viewBand))
            let redInk = try XCTUnwrap(red.inkBox(background: .white, in: viewBand))
            XCTAssertGreaterThan(redInk.minX, plainInk.maxX, "right-justified: \(redInk) vs \(plainInk)")
            let redPixel = try XCTUnwrap(red.strongestInk(background: .white, in: viewBand))
            XCTAssertGreaterThan(redPixel.red, redPixel.green + 150, "\(redPixel)")
            let bluePixel = try XCTUnwrap(markup.strongestInk(background: .white, in: PixelBox(
                minX: 60, minY: 100, maxX: 464, maxY: 140)))
            XCTAssertGreaterThan(bluePixel.blue, bluePixel.red + 150, "markup colour: \(bluePixel)")
            XCTAssertFalse(try load("contrast").isIdentical(to: plain), "the theme changes the window")
        }
    }
}
