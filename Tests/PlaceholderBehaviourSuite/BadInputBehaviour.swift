import CPlaceholderGObject
import PlaceholderCore
import PlaceholderTestGObject
import PlaceholderTestImaging
import XCTest

/// `unit` repeated and cut to exactly `bytes` UTF-8 bytes (ASCII only).
private func filler(_ unit: String, bytes: Int) -> String {
    String(String(repeating: unit, count: bytes / unit.utf8.count + 1).prefix(bytes))
}

/// The view drawn with `content` as its placeholder.
@MainActor
private func rendering(_ view: any BehaviourView, _ content: PlaceholderContent) -> Raster {
    view.facade?.settings.content = content
    view.settle()
    return view.render()
}

/// Bad input to real views; every case also checks that GLib, GDK, GTK
/// (and GSK) and Pango logged no warning or critical. The headless
/// renderer's cases are in PlaceholderRenderingTests.
@MainActor
public final class BadInputBehaviour: BehaviourGroup {
    /// Broken markup of every kind, after a valid plain or markup
    /// placeholder, throws a typed error with Pango's message and keeps
    /// the previous placeholder and pixels.
    public func testInvalidOrUnterminatedMarkupThrowsATypedErrorAndKeepsThePreviousMarkup() throws {
        let logs = LogCollector()
        let (view, placeholder) = try harness.makeWrappedView(placeholder: "Kept")
        for kept in [PlaceholderContent.plain("Kept"), .markup("<i>Kept</i> markup")] {
            if case .markup(let markup) = kept { try placeholder.setPlaceholderMarkup(markup) }
            view.settle()
            let before = view.render()
            for bad in [
                "<b>unterminated", "<i>crossed <b>tags</i></b>", "&amp", "<span foreground='nocolour'>x</span>",
                "<span size='large>x</span>", "<", "ok\u{0}<b>", "<i>\u{0}</i>", "\u{0}", "<nosuchtag>x</nosuchtag>",
                "a & b", "<span size='huge'>x</span>",
            ] {
                let context = "\(kept): \(bad.debugDescription)"
                XCTAssertThrowsError(try placeholder.setPlaceholderMarkup(bad), context) { error in
                    guard case .invalidMarkup(let message) = error as? PlaceholderError else { return XCTFail("\(error)") }
                    XCTAssertFalse(message.isEmpty)
                    XCTAssertTrue("\(error)".hasPrefix("invalid Pango markup: "))
                }
                view.settle()
                XCTAssertEqual(placeholder.content, kept, context)
                XCTAssertTrue(view.render().isIdentical(to: before), context)
            }
        }
        XCTAssertEqual(logs.messages, [])
    }

    /// A 1 MiB placeholder is drawn, ellipsized, steadily, and shows exactly
    /// the pixels its first KiB shows: only what fits is drawn.
    public func testOneMebibytePlaceholderDrawsExactlyWhatItsFirstKibibyteDraws() throws {
        let logs = LogCollector()
        let view = try harness.makeView(geometry: ViewGeometry { $0.wrap = .word })
        for unit in ["lorem ipsum dolor sit amet ", "one short line\n"] {
            let huge = rendering(view, .plain(filler(unit, bytes: 1 << 20)))
            XCTAssertTrue(view.placeholderIsEllipsized, "ellipsized")
            let box = try XCTUnwrap(huge.inkBox(background: view.background(huge)))
            XCTAssertLessThan(box.maxX, huge.width - 1, "nothing runs past the right edge: \(box)")
            XCTAssertTrue(view.render().isIdentical(to: huge), "a steady frame draws the same")
            let small = rendering(view, .plain(filler(unit, bytes: 1 << 10)))
            XCTAssertTrue(view.placeholderIsEllipsized, "1 KiB overflows the view too")
            XCTAssertTrue(huge.isIdentical(to: small), "1 MiB draws what 1 KiB draws (\(unit.debugDescription))")
        }
        XCTAssertEqual(logs.messages, [])
    }

    /// NUL characters in plain text are kept as given and drawn as
    /// replacement characters; the buffer is untouched.
    public func testNulCharactersInAPlainPlaceholderAreDrawnAsReplacementCharacters() throws {
        let logs = LogCollector()
        let (view, placeholder) = try harness.makeWrappedView()
        let nul = rendering(view, .plain("before\0after"))
        XCTAssertTrue(placeholder.isPlaceholderVisible)
        XCTAssertEqual(placeholder.placeholder, "before\0after", "kept as given")
        XCTAssertTrue(nul.isIdentical(to: rendering(view, .plain("before\u{FFFD}after"))))
        XCTAssertEqual(view.text, "", "the buffer is untouched")
        XCTAssertEqual(logs.messages, [])
    }

    /// Only newlines, only whitespace, only zero-width characters: shown,
    /// and drawing nothing.
    public func testBlankPlaceholdersCountAsShownAndDrawNothing() throws {
        let logs = LogCollector()
        let view = try harness.makeView()
        let none = rendering(view, .none)
        for blank in ["\n", "\n\n\n", "   \t ", "\u{200B}\u{200C}\u{200D}\u{2060}\u{FEFF}", "\u{2029}"] {
            let drawn = rendering(view, .plain(blank))
            XCTAssertTrue(try facade(of: view).isPlaceholderVisible, blank.debugDescription)
            XCTAssertTrue(drawn.isIdentical(to: none), "\(blank.debugDescription) draws nothing")
        }
        XCTAssertEqual(logs.messages, [])
    }

    /// ZWJ emoji, combining marks and zero-width characters are drawn where
    /// the same text typed would be.
    public func testEmojiSequencesAndCombiningMarksAreDrawnWhereTypedTextWouldBe() throws {
        let logs = LogCollector()
        for text in ["👩‍💻 team 👨‍👩‍👧‍👦 🏳️‍🌈 👍🏽", "e\u{301}\u{301}\u{301} a\u{308}\u{323} ṩ", "\u{301}starts with a mark",
                     "zero\u{200B}width\u{200D}join\u{FEFF}ers"] {
            try assertPlaceholderMatchesTypedText(text, harness: harness)
        }
        XCTAssertEqual(logs.messages, [])
    }

    /// Plain text is drawn exactly as the same text escaped into markup.
    public func testPlainTextIsNeverInterpretedAsMarkup() throws {
        let logs = LogCollector()
        let view = try harness.makeView()
        for text in ["<b>bold?</b>", "a & b", "&amp; &lt;", "<span foreground='red'>red?</span>", "<b>unterminated", "<"] {
            let plain = rendering(view, .plain(text))
            XCTAssertEqual(try facade(of: view).content, .plain(text))
            let escaped = g_markup_escape_text(text, -1)!
            defer { g_free(escaped) }
            let literal = rendering(view, .markup(String(cString: escaped)))
            XCTAssertTrue(plain.isIdentical(to: literal), "\(text) is drawn literally")
        }
        XCTAssertEqual(logs.messages, [])
    }
}
