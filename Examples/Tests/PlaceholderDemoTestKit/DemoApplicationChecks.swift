import Foundation
import PlaceholderTestImaging
import XCTest

/// A demo as a GtkApplication: shortcuts, one instance, its resources
/// wherever it runs from, its desktop entry, and its flags' effect on the
/// screenshot.
extension DemoApplicationBehaviour {
    /// Waits for the demo's window, gives it input focus (no window manager
    /// does under Xvfb) and presses keys in it (`press`); waits for a
    /// process to end (`waitexit`).
    private func pressInDemoWindow() -> String {
        """
        press() {
          local id
          id=$(xdotool search --sync --onlyvisible --name '\(demo.windowTitle)' | head -n 1)
          xdotool windowfocus --sync "$id" && sleep 0.3 && xdotool key --clearmodifiers "$1"
        }
        waitexit() {  # pid, seconds
          for _ in $(seq 1 $(( $2 * 10 ))); do kill -0 "$1" 2>/dev/null || { wait "$1"; echo "exit $?"; return; }; sleep 0.1; done
          echo "still running"; kill "$1"
        }

        """
    }

    /// Ctrl+Q quits; Ctrl+W closes the only window, which ends the application.
    public func testControlQQuitsAndControlWClosesTheWindow() throws {
        for key in ["ctrl+q", "ctrl+w"] {
            let run = try demo.runScript(pressInDemoWindow() + """
                "$DEMO" & pid=$!
                press \(key)
                waitexit $pid 10
                """)
            XCTAssertTrue(run.output.contains("exit 0"), "\(key): \(run.output)")
        }
    }

    /// A second launch hands over to the first instance, which raises its window.
    public func testASecondLaunchRaisesTheFirstInstanceInsteadOfOpeningAnother() throws {
        let run = try demo.runScript(pressInDemoWindow() + """
            "$DEMO" & first=$!
            xdotool search --sync --onlyvisible --name '\(demo.windowTitle)' >/dev/null
            "$DEMO" & second=$!
            waitexit $second 10
            echo "windows $(xdotool search --onlyvisible --name '\(demo.windowTitle)' | wc -l)"
            kill -0 $first && echo "first still running"
            press ctrl+q
            waitexit $first 10
            """, dbus: true)
        let lines = run.output.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.filter { $0 == "exit 0" }.count, 2, "the second hands over and exits, then the first quits: \(run.output)")
        XCTAssertTrue(lines.contains("windows 1"), run.output)
        XCTAssertTrue(lines.contains("first still running"), run.output)
    }

    /// The resources are found from any directory, and by a copied binary.
    public func testRunsFromAnyDirectoryAndAsACopiedBinary() throws {
        let run = try demo.runScript("""
            set -e
            dir=$(mktemp -d)
            cp "$DEMO" "$dir/\(demo.program)"
            cd /
            "$dir/\(demo.program)" --screenshot "$dir/shot.png"
            test -s "$dir/shot.png" && echo "copied ok"
            "$DEMO" --screenshot "$dir/shot2.png" && test -s "$dir/shot2.png" && echo "from / ok"
            rm -rf "$dir"
            """)
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertTrue(run.output.contains("copied ok"), run.output)
        XCTAssertTrue(run.output.contains("from / ok"), run.output)
    }

    /// Missing or broken resources give one line naming the file.
    public func testMissingOrBrokenResourcesGiveAOneLineErrorNamingThem() throws {
        let ui = demo.program + ".ui", css = demo.program + ".css"
        let missing = try demo.runScript("\"$DEMO\" --screenshot /tmp/never.png", environment: [
            "PLACEHOLDER_DEMO_RESOURCES": "/nonexistent-resources",
        ])
        XCTAssertNotEqual(missing.status, 0)
        XCTAssertEqual(missing.output.split(separator: "\n").count, 1, missing.output)
        XCTAssertTrue(missing.output.contains(css), missing.output)
        // Each breaks the copied file with a shell command on "$f".
        let broken = [
            (ui, "printf '%s' \"<interface><object class='GtkNoSuchWidget' id='window'/>\" > \"$f\""),
            (ui, "sed -i 's/id=\"entry\"/id=\"renamed\"/' \"$f\""),
            (ui, "sed -i 's/class=\"GtkApplicationWindow\"/class=\"GtkWindow\"/' \"$f\""),
            (css, "printf '%s' 'textview { colour: ; }' > \"$f\""),
        ]
        for (file, breaking) in broken {
            let run = try demo.runScript("""
                dir=$(mktemp -d); cp "\(demo.resources)"/* "$dir/"; f="$dir/\(file)"; \(breaking)
                PLACEHOLDER_DEMO_RESOURCES="$dir" "$DEMO" --screenshot "$dir/shot.png"; status=$?
                test -e "$dir/shot.png" && echo "wrote a screenshot"
                rm -rf "$dir"; exit $status
                """)
            XCTAssertNotEqual(run.status, 0, breaking)
            XCTAssertEqual(run.output.split(separator: "\n").count, 1, run.output)
            XCTAssertTrue(run.output.contains(file), "names \(file): \(run.output)")
        }
    }

    /// Each demo's resource folder keeps its own copy of the style sheet, to
    /// stand alone beside its binary: the copies' rules (after the opening
    /// comment) are the same.
    public func testStyleSheetHoldsTheSameRulesAsTheOtherDemos() throws {
        let resources = URL(fileURLWithPath: demo.resources).deletingLastPathComponent()
        func rules(_ path: String) throws -> Substring {
            let text = try String(contentsOf: resources.appendingPathComponent(path), encoding: .utf8)
            return text[try XCTUnwrap(text.range(of: "*/"), "\(path) opens with a comment").upperBound...]
        }
        let ours = try rules("\(URL(fileURLWithPath: demo.resources).lastPathComponent)/\(demo.program).css")
        XCTAssertFalse(ours.isEmpty)
        for other in ["demo/placeholder-demo.css", "demo-gtk4/placeholder-demo-gtk4.css"] {
            XCTAssertEqual(ours, try rules(other), other)
        }
    }

    /// The desktop entry is valid and starts this demo.
    public func testDesktopEntryIsValidAndStartsThisDemo() throws {
        let entry = demo.resources + "/" + demo.desktopFile
        let run = try demo.runScript("desktop-file-validate '\(entry)' && echo valid")
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertEqual(run.output, "valid\n")
        let text = try String(contentsOfFile: entry, encoding: .utf8)
        XCTAssertTrue(text.contains("\nExec=\(demo.program)\n"), text)
    }

    /// Colour, justification, markup, theme, font and margin flags show in
    /// the screenshot.
    public func testPanelFlagsReachTheViews() throws {
        let plain = try demo.screenshot(), red = try demo.screenshot(["--color", "#ff0000", "--justify", "right"])
        let markup = try demo.screenshot(["--markup", "--placeholder", "<b>bold</b> <span foreground=\"#0000ff\">blue</span>"])
        let contrast = try demo.screenshot(["--theme", "HighContrast"])
        let moved = try demo.screenshot(["--font", "Serif 24", "--left-margin", "60", "--top-margin", "30"])
        let band = PixelBox(minX: 16, minY: demo.layout.firstView.minY, maxX: 464, maxY: 140)
        let plainInk = try XCTUnwrap(plain.inkBox(background: .white, in: band))
        let redInk = try XCTUnwrap(red.inkBox(background: .white, in: band))
        XCTAssertGreaterThan(redInk.minX, plainInk.maxX, "right-justified: \(redInk) vs \(plainInk)")
        let redPixel = try XCTUnwrap(red.strongestInk(background: .white, in: band))
        XCTAssertGreaterThan(redPixel.red, redPixel.green + 150, "\(redPixel)")
        let bluePixel = try XCTUnwrap(markup.strongestInk(background: .white, in: PixelBox(
            minX: 60, minY: band.minY, maxX: 464, maxY: 140)))
        // Blue, where the placeholder's grey has blue = red (GTK 4: a span's
        // colour comes with the theme placeholder's opacity, as everything
        // in a GtkEntry's placeholder node would).
        XCTAssertGreaterThan(bluePixel.blue, bluePixel.red + 100, "markup colour: \(bluePixel)")
        XCTAssertEqual(bluePixel.red, bluePixel.green, accuracy: 8, "markup colour: \(bluePixel)")
        XCTAssertFalse(contrast.isIdentical(to: plain), "the theme changes the window")
        let movedInk = try XCTUnwrap(moved.inkBox(background: .white, in: demo.layout.firstViewWhole))
        XCTAssertEqual(movedInk.minX - plainInk.minX, 52, accuracy: 3, "left margin 60 instead of 8")
        XCTAssertGreaterThan(movedInk.minY, plainInk.minY + 20, "top margin 30 instead of 6")
        XCTAssertGreaterThan(movedInk.height, plainInk.height * 3 / 2, "24-point font")
    }
}
