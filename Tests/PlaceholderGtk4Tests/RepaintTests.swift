import CPlaceholderGtk4
import PlaceholderTestSupportGtk4
import XCTest

@testable import PlaceholderTextViewGtk4

/// Runs `change`, lets GTK apply it, and asserts the pixels changed (or
/// not) while the placeholder still shows; returns the new ink box.
@MainActor
@discardableResult
private func assertRepaints(
    _ fixture: ViewFixture, _ what: String, pixelsChange: Bool = true, file: StaticString = #filePath, line: UInt = #line,
    _ change: () -> Void
) -> PixelBox? {
    let before = fixture.render()
    change()
    let after = fixture.render()
    XCTAssertEqual(!after.isIdentical(to: before), pixelsChange, "\(what): pixels changed", file: file, line: line)
    XCTAssertTrue(fixture.placeholder?.isPlaceholderVisible ?? true, "\(what): still shown", file: file, line: line)
    return after.inkBox(background: fixture.background(after))
}

/// Every change that affects the placeholder repaints it at once (GTK 4
/// keeps each widget's last drawing until that widget is queued, so a
/// missed repaint shows as stale pixels), and buffers can be replaced and
/// shared.
final class RepaintTests: XCTestCase {
    func testPlaceholderAndColourChangesRepaint() throws {
        try gtkTest {
            let fixture = try ViewFixture(placeholder: "One")
            let wrapper = fixture.placeholder!
            assertRepaints(fixture, "text") { wrapper.placeholder = "Another, longer one" }
            assertRepaints(fixture, "colour") { wrapper.color = .custom(PlaceholderColor(red: 0, green: 0.5, blue: 0)) }
            assertRepaints(fixture, "markup") { try? wrapper.setPlaceholderMarkup("<b>Bold</b> one") }
            assertRepaints(fixture, "vertical placement") { wrapper.verticalPlacement = .centered }
        }
    }

    func testViewGeometryChangesRepaintInTheNewPlace() throws {
        try gtkTest {
            let fixture = try ViewFixture(placeholder: "Move me")
            let view = fixture.view
            let start = try XCTUnwrap(fixture.inkBox())
            let margin = try XCTUnwrap(assertRepaints(fixture, "left margin") { gtk_text_view_set_left_margin(view, 40) })
            XCTAssertEqual(margin.minX - start.minX, 40, accuracy: 1)
            let top = try XCTUnwrap(assertRepaints(fixture, "top margin") { gtk_text_view_set_top_margin(view, 25) })
            XCTAssertEqual(top.minY - start.minY, 25, accuracy: 1)
            let right = try XCTUnwrap(assertRepaints(fixture, "justification") {
                gtk_text_view_set_justification(view, GTK_JUSTIFY_RIGHT)
            })
            XCTAssertGreaterThan(right.minX, margin.minX + 100)
            assertRepaints(fixture, "right margin") { gtk_text_view_set_right_margin(view, 30) }
            assertRepaints(fixture, "indent") { gtk_text_view_set_indent(view, 10) }
            assertRepaints(fixture, "wrap mode") {
                fixture.placeholder!.placeholder = String(repeating: "wrap ", count: 40)
                gtk_text_view_set_wrap_mode(view, GTK_WRAP_WORD)
            }
            // Left-to-right text stays where typed text would: the same pixels.
            assertRepaints(fixture, "direction", pixelsChange: false) {
                gtk_widget_set_direction(view.asWidget, GTK_TEXT_DIR_RTL)
            }
            assertRepaints(fixture, "pixels above lines") { gtk_text_view_set_pixels_above_lines(view, 12) }
            assertRepaints(fixture, "pixels inside wrap") { gtk_text_view_set_pixels_inside_wrap(view, 5) }
            assertRepaints(fixture, "gutter") {
                let gutter = gtk_drawing_area_new()!
                gtk_widget_set_size_request(gutter, 30, -1)
                gtk_text_view_set_gutter(view, GTK_TEXT_WINDOW_LEFT, gutter)
            }
            let fits = String(repeating: "wrap ", count: 12)
            fixture.placeholder!.placeholder = fits
            let mismatches = comparePlaceholderWithTypedText(fits, in: fixture.placeholder!)
            XCTAssertTrue(mismatches.isEmpty, "still where typed text goes after all the changes: \(mismatches.prefix(4))")
        }
    }

    func testFontChangesThroughCSSRepaintWithTheNewFont() throws {
        try gtkTest {
            let fixture = try ViewFixture(placeholder: "Font")
            let small = try XCTUnwrap(fixture.inkBox())
            let big = try XCTUnwrap(assertRepaints(fixture, "CSS font") {
                applyCSS("font-size: 30px;", to: fixture.widget)
            })
            XCTAssertGreaterThan(big.height, small.height + 8)
            let monospace = try XCTUnwrap(assertRepaints(fixture, "monospace") {
                gtk_text_view_set_monospace(fixture.view, 1)
            })
            XCTAssertNotEqual(monospace.width, big.width)
            XCTAssertTrue(comparePlaceholderWithTypedText("Font", in: fixture.placeholder!).isEmpty)
        }
    }

    func testResizeRewrapsThePlaceholder() throws {
        try gtkTest {
            let fixture = try ViewFixture(placeholder: String(repeating: "resize ", count: 20), width: 400, height: 200) {
                gtk_text_view_set_wrap_mode($0, GTK_WRAP_WORD)
            }
            let wide = try XCTUnwrap(fixture.inkBox())
            let narrow = try XCTUnwrap(assertRepaints(fixture, "resize") {
                gtk_window_set_default_size(fixture.window.gtkWindow, 200, 200)
                GtkHarness.pump(timeout: 2) { gtk_widget_get_width(fixture.widget) < 300 }
            })
            XCTAssertLessThan(narrow.maxX, 200)
            XCTAssertGreaterThan(narrow.height, wide.height, "more lines at half the width")
        }
    }

    /// Before GTK 4.19.1 a text view's overlays are redrawn, not
    /// reallocated, when it scrolls; the placeholder is placed from the
    /// view's scroll position at each paint, so it scrolls with the text.
    func testScrollingMovesThePlaceholderWithTheText() throws {
        try gtkTest {
            let fixture = try ViewFixture(placeholder: "Scrolled into view", width: 320, height: 160) {
                gtk_text_view_set_top_margin($0, 250)
            }
            let adjustment = try XCTUnwrap(gtk_scrollable_get_vadjustment(OpaquePointer(UnsafeMutableRawPointer(fixture.view))))
            XCTAssertNil(fixture.inkBox(), "the placeholder is below the visible part")
            gtk_adjustment_set_value(adjustment, 200)  // as far as it goes: the empty line at the bottom
            XCTAssertEqual(gtk_adjustment_get_value(adjustment), gtk_adjustment_get_upper(adjustment) - 160, accuracy: 1)
            let box = try XCTUnwrap(fixture.inkBox(), "scrolled into view")
            XCTAssertGreaterThan(box.minY, 100, "at the bottom: \(box)")
            let mismatches = comparePlaceholderWithTypedText("Scrolled into view", in: fixture.placeholder!)
            XCTAssertTrue(mismatches.isEmpty, "where the typed text is at that scroll position: \(mismatches.prefix(4))")
        }
    }

    func testThemeChangeRepaintsWithTheThemesColour() throws {
        try gtkTest {
            let fixture = try ViewFixture(placeholder: "Theme")
            defer { setBoolProperty(gtkSettings, "gtk-application-prefer-dark-theme", false) }
            let light = fixture.placeholder!.resolvedColor
            assertRepaints(fixture, "dark theme") {
                setBoolProperty(gtkSettings, "gtk-application-prefer-dark-theme", true)
            }
            let dark = fixture.placeholder!.resolvedColor
            XCTAssertGreaterThan(dark.red, light.red + 0.5, "light text on dark: \(light) → \(dark)")
            let raster = fixture.render()
            XCTAssertLessThan(fixture.background(raster).red, 100, "the dark theme is on")
        }
    }

    /// GTK 4 redraws only what is queued: a steady view, with every option
    /// on, must queue nothing (no layout, no paint) frame after frame.
    func testASteadyViewQueuesNoLayoutOrPaint() throws {
        try gtkTest {
            let fixture = try ViewFixture(placeholder: "Steady\nand still") {
                gtk_text_view_set_wrap_mode($0, GTK_WRAP_WORD)
            }
            fixture.placeholder!.requestsNaturalHeight = true
            fixture.placeholder!.verticalPlacement = .centered
            _ = fixture.render()
            GtkHarness.pump(timeout: 0.4)  // the scrolled window's scrollbars fade in
            let clock = try XCTUnwrap(gtk_widget_get_frame_clock(fixture.widget))
            let layouts = SignalCounter(UnsafeMutableRawPointer(clock), "layout")
            let paints = SignalCounter(UnsafeMutableRawPointer(clock), "paint")
            GtkHarness.pump(timeout: 0.3)
            XCTAssertEqual(layouts.count, 0, "frames laid out while nothing changed")
            XCTAssertEqual(paints.count, 0, "frames painted while nothing changed")
        }
    }

    func testReplacingTheBufferFollowsTheNewBufferAndLetsGoOfTheOld() throws {
        try gtkTest {
            let fixture = try ViewFixture()
            let old = fixture.view.buffer
            g_object_ref(UnsafeMutableRawPointer(old))  // the app keeps the old buffer
            defer { g_object_unref(UnsafeMutableRawPointer(old)) }
            XCTAssertTrue(hasHandlers(old, "changed"))
            let replacement = gtk_text_buffer_new(nil)!
            gtk_text_view_set_buffer(fixture.view, replacement)
            g_object_unref(UnsafeMutableRawPointer(replacement))
            fixture.settle()
            XCTAssertFalse(hasHandlers(old, "changed"), "no handler left on the old buffer")
            XCTAssertTrue(fixture.placeholder!.isPlaceholderVisible)
            gtk_text_buffer_set_text(old, "old buffer text", -1)
            fixture.settle()
            XCTAssertTrue(fixture.placeholder!.isPlaceholderVisible, "the old buffer no longer counts")
            gtk_text_buffer_set_text(replacement, "new", -1)
            fixture.settle()
            XCTAssertFalse(fixture.placeholder!.isPlaceholderVisible)
            // A non-empty buffer set in code hides it; an empty one shows it.
            let filled = gtk_text_buffer_new(nil)!
            gtk_text_buffer_set_text(filled, "filled", -1)
            gtk_text_view_set_buffer(fixture.view, filled)
            g_object_unref(UnsafeMutableRawPointer(filled))
            fixture.settle()
            XCTAssertFalse(fixture.placeholder!.isPlaceholderVisible)
            let empty = gtk_text_buffer_new(nil)!
            gtk_text_view_set_buffer(fixture.view, empty)
            g_object_unref(UnsafeMutableRawPointer(empty))
            fixture.settle()
            XCTAssertTrue(fixture.placeholder!.isPlaceholderVisible)
            XCTAssertGreaterThan(fixture.inkCount(), 100)
        }
    }

    func testTwoViewsSharingOneBufferEachBehave() throws {
        try gtkTest {
            let first = try ViewFixture(placeholder: "First")
            let second = try PlaceholderTextView()
            gtk_text_view_set_buffer(second.textView, first.view.buffer)
            second.placeholder = "Second"
            let window = TestWindow(child: second.widget)
            defer { window.destroy() }
            XCTAssertTrue(first.placeholder!.isPlaceholderVisible)
            XCTAssertTrue(second.isPlaceholderVisible)
            gtk_text_buffer_insert_at_cursor(first.view.buffer, "shared", -1)
            first.settle()
            XCTAssertFalse(first.placeholder!.isPlaceholderVisible)
            XCTAssertFalse(second.isPlaceholderVisible)
            first.view.setText("")
            first.settle()
            XCTAssertTrue(first.placeholder!.isPlaceholderVisible)
            XCTAssertTrue(second.isPlaceholderVisible)
            XCTAssertGreaterThan(GtkHarness.render(second.widget).inkCount(background: .white), 100)
            second.focusBehavior = .hiddenWhileFocused
            GtkInput.focus(second.widget)
            XCTAssertFalse(second.isPlaceholderVisible)
            XCTAssertTrue(first.placeholder!.isPlaceholderVisible, "the other view's focus is its own")
        }
    }
}
