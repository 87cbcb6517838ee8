import CPlaceholderGtk3
import CPlaceholderTestGtk3
import Foundation
import PlaceholderTestSupportGtk3
import XCTest

@testable import PlaceholderTextView

/// `unit` repeated and cut to exactly `bytes` UTF-8 bytes (ASCII only).
private func filler(_ unit: String, bytes: Int) -> String {
    String(String(repeating: unit, count: bytes / unit.utf8.count + 1).prefix(bytes))
}

/// The fixture's view drawn with `content` as its placeholder.
@MainActor
private func rendering(_ fixture: ViewFixture, _ content: PlaceholderContent) -> Raster {
    fixture.placeholder!.settings.content = content
    GtkHarness.settle()
    return fixture.render()
}

/// Issue 4, point 4: bad input to real views (headless renderer cases are
/// in `RendererBadInputTests`). Every case also checks that GTK, GLib and
/// Pango logged no warning or critical.
final class BadInputTests: XCTestCase {
    /// Broken markup of every kind, after valid markup.
    func testInvalidOrUnterminatedMarkupThrowsATypedErrorAndKeepsThePreviousMarkup() throws {
        try gtkTest {
            let logs = LogCollector()
            let fixture = try ViewFixture()
            try fixture.placeholder!.setPlaceholderMarkup("<i>Kept</i> markup")
            GtkHarness.settle()
            let before = fixture.render()
            for bad in [
                "<b>unterminated", "<i>crossed <b>tags</i></b>", "&amp", "<span foreground='nocolour'>x</span>",
                "<span size='large>x</span>", "<", "ok\u{0}<b>", "<i>\u{0}</i>", "\u{0}",
            ] {
                XCTAssertThrowsError(try fixture.placeholder!.setPlaceholderMarkup(bad), bad.debugDescription) { error in
                    guard case .invalidMarkup(let message) = error as? PlaceholderError else { return XCTFail("\(error)") }
                    XCTAssertFalse(message.isEmpty)
                }
                XCTAssertEqual(fixture.placeholder!.content, .markup("<i>Kept</i> markup"), bad.debugDescription)
                GtkHarness.settle()
                XCTAssertTrue(fixture.render().isIdentical(to: before), bad.debugDescription)
            }
            XCTAssertEqual(logs.messages, [])
        }
    }

    /// A 1 MiB placeholder is drawn, ellipsized, and shows exactly the
    /// pixels its first KiB shows: only what fits is drawn.
    func testOneMebibytePlaceholderDrawsExactlyWhatItsFirstKibibyteDraws() throws {
        try gtkTest {
            let logs = LogCollector()
            let fixture = try ViewFixture(width: 320, height: 160) { gtk_text_view_set_wrap_mode($0, GTK_WRAP_WORD) }
            let controller = try XCTUnwrap(PlaceholderController.existing(on: fixture.view))
            for unit in ["lorem ipsum dolor sit amet ", "one short line\n"] {
                let huge = rendering(fixture, .plain(filler(unit, bytes: 1 << 20)))
                XCTAssertTrue(controller.rendererIsEllipsized, "ellipsized")
                XCTAssertTrue(fixture.render().isIdentical(to: huge), "a steady frame draws the same")
                let box = try XCTUnwrap(huge.inkBox(background: fixture.background(huge)))
                XCTAssertLessThan(box.maxX, huge.width - 1, "nothing runs past the right edge: \(box)")
                let small = rendering(fixture, .plain(filler(unit, bytes: 1 << 10)))
                XCTAssertTrue(controller.rendererIsEllipsized, "1 KiB overflows the view too")
                XCTAssertTrue(huge.isIdentical(to: small), "1 MiB draws what 1 KiB draws (\(unit.debugDescription))")
            }
            XCTAssertEqual(logs.messages, [])
        }
    }

    /// NUL characters in plain text.
    func testNulCharactersInAPlainPlaceholderAreDrawnAsReplacementCharacters() throws {
        try gtkTest {
            let logs = LogCollector()
            let fixture = try ViewFixture()
            let nul = rendering(fixture, .plain("before\0after"))
            XCTAssertTrue(fixture.placeholder!.isPlaceholderVisible)
            XCTAssertEqual(fixture.placeholder!.placeholder, "before\0after", "kept as given")
            XCTAssertTrue(nul.isIdentical(to: rendering(fixture, .plain("before\u{FFFD}after"))))
            XCTAssertEqual(fixture.view.text, "", "the buffer is untouched")
            XCTAssertEqual(logs.messages, [])
        }
    }

    /// Only newlines, only whitespace, only zero-width characters.
    func testBlankPlaceholdersCountAsShownAndDrawNothing() throws {
        try gtkTest {
            let logs = LogCollector()
            let fixture = try ViewFixture()
            let none = rendering(fixture, .none)
            for blank in ["\n", "\n\n\n", "   \t ", "\u{200B}\u{200C}\u{200D}\u{2060}\u{FEFF}", "\u{2029}"] {
                let drawn = rendering(fixture, .plain(blank))
                XCTAssertTrue(fixture.placeholder!.isPlaceholderVisible, blank.debugDescription)
                XCTAssertTrue(drawn.isIdentical(to: none), "\(blank.debugDescription) draws nothing")
            }
            XCTAssertEqual(logs.messages, [])
        }
    }

    /// ZWJ emoji, combining marks and zero-width characters, against typed text.
    func testEmojiSequencesAndCombiningMarksAreDrawnWhereTypedTextWouldBe() throws {
        try gtkTest {
            let logs = LogCollector()
            for text in ["👩‍💻 team 👨‍👩‍👧‍👦 🏳️‍🌈 👍🏽", "e\u{301}\u{301}\u{301} a\u{308}\u{323} ṩ", "\u{301}starts with a mark",
                         "zero\u{200B}width\u{200D}join\u{FEFF}ers"] {
                try assertPlaceholderMatchesTypedText(text)
            }
            XCTAssertEqual(logs.messages, [])
        }
    }

    /// GTK 3 allocates at least 1×1 pixels: asking for 0×0 gives 1×1.
    func testZeroAndOnePixelAllocationsDrawWithoutComplaint() throws {
        try gtkTest {
            let logs = LogCollector()
            for size: Int32 in [0, 1] {
                let fixture = try ViewFixture()
                let controller = try XCTUnwrap(PlaceholderController.existing(on: fixture.view))
                var allocation = GtkAllocation(x: 0, y: 0, width: size, height: size)
                gtk_widget_size_allocate(fixture.view.asWidget, &allocation)
                XCTAssertLessThanOrEqual(gtk_widget_get_allocated_width(fixture.view.asWidget), 1)
                XCTAssertLessThanOrEqual(gtk_widget_get_allocated_height(fixture.view.asWidget), 1)
                _ = renderImage(width: 1, height: 1) { gtk_widget_draw(fixture.view.asWidget, $0) }
                XCTAssertTrue(controller.rendererIsEllipsized, "drawn, cut to the one pixel there is")
                XCTAssertTrue(fixture.placeholder!.isPlaceholderVisible)
                // Back at its real size, it draws in full again.
                gtk_widget_queue_resize(fixture.view.asWidget)
                GtkHarness.settle()
                XCTAssertGreaterThan(fixture.inkCount(), 100)
                XCTAssertFalse(controller.rendererIsEllipsized)
                fixture.window.destroy()
            }
            XCTAssertEqual(logs.messages, [])
        }
    }

    /// A view never realized, alone or in a window never shown.
    func testAViewNeverRealizedOrNeverShownHandlesEveryCall() throws {
        try gtkTest {
            let logs = LogCollector()
            for packed in [false, true] {
                var wrapper: PlaceholderTextView? = try PlaceholderTextView()
                let view = wrapper!.textView
                let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
                if packed {
                    // In a window that is never shown.
                    gtk_container_add(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkContainer.self), view.asWidget)
                }
                wrapper!.requestsNaturalHeight = true
                wrapper!.verticalPlacement = .centered
                wrapper!.color = .custom(PlaceholderColor(red: 0, green: 0, blue: 1))
                try wrapper!.setPlaceholderMarkup("<b>Never</b> shown")
                GtkHarness.settle()
                XCTAssertTrue(wrapper!.isPlaceholderVisible)
                view.setText("text")
                XCTAssertFalse(wrapper!.isPlaceholderVisible)
                view.setText("")
                ptv_test_emit_preedit_changed(view, "pre-edit")
                XCTAssertFalse(wrapper!.isPlaceholderVisible)
                ptv_test_emit_preedit_changed(view, "")
                XCTAssertTrue(wrapper!.isPlaceholderVisible)
                wrapper!.placeholder = "Plain now"
                GtkHarness.settle()
                XCTAssertEqual(gtk_widget_get_realized(view.asWidget), 0)
                var width: Int32 = 0, height: Int32 = 0
                gtk_widget_get_size_request(view.asWidget, &width, &height)
                XCTAssertEqual([width, height], [-1, -1], "nothing to measure without an allocation")
                weak let controller = PlaceholderController.existing(on: view)
                let finalized = FinalizationProbe(view)
                gtk_widget_destroy(packed ? window : view.asWidget)
                if !packed { gtk_widget_destroy(window) }
                wrapper = nil
                XCTAssertTrue(finalized.finalized)
                XCTAssertNil(controller)
            }
            XCTAssertEqual(logs.messages, [])
        }
    }

    /// A window hidden, changed while hidden, and shown again.
    func testAWindowHiddenAndShownAgainShowsTheCurrentPlaceholder() throws {
        try gtkTest {
            let logs = LogCollector()
            let fixture = try ViewFixture(placeholder: "Before hiding")
            let window = fixture.window.window
            gtk_widget_hide(window)
            GtkHarness.settle()
            XCTAssertEqual(gtk_widget_get_mapped(fixture.view.asWidget), 0)
            // Changes while hidden...
            fixture.view.setText("typed while hidden")
            fixture.view.setText("")
            fixture.placeholder!.placeholder = "Shown again"
            XCTAssertTrue(fixture.placeholder!.isPlaceholderVisible)
            // ...are what shows once the window is back.
            let draws = SignalCounter(fixture.view, "draw")
            gtk_widget_show(window)
            GtkHarness.pump(timeout: 3) { gtk_widget_get_mapped(fixture.view.asWidget) != 0 && draws.count > 0 }
            GtkHarness.settle()
            XCTAssertGreaterThan(draws.count, 0)
            let again = fixture.render()
            let fresh = try ViewFixture(placeholder: "Shown again")
            XCTAssertTrue(again.isIdentical(to: fresh.render()), "as a view that was never hidden")
            fresh.window.destroy()
            XCTAssertEqual(logs.messages, [])
        }
    }

    /// Plain text drawn exactly as the same text escaped into markup.
    func testPlainTextIsNeverInterpretedAsMarkup() throws {
        try gtkTest {
            let logs = LogCollector()
            let fixture = try ViewFixture()
            for text in ["<b>bold?</b>", "a & b", "&amp; &lt;", "<span foreground='red'>red?</span>", "<b>unterminated", "<"] {
                let plain = rendering(fixture, .plain(text))
                XCTAssertEqual(fixture.placeholder!.content, .plain(text))
                let escaped = g_markup_escape_text(text, -1)!
                defer { g_free(escaped) }
                let literal = rendering(fixture, .markup(String(cString: escaped)))
                XCTAssertTrue(plain.isIdentical(to: literal), "\(text) is drawn literally")
            }
            XCTAssertEqual(logs.messages, [])
        }
    }
}
