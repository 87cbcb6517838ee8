import CPlaceholderGtk3
import PlaceholderTestSupportGtk3
import XCTest

@testable import PlaceholderTextView

/// Runs `change`, lets GTK process what it queued, and asserts the view was
/// redrawn and its pixels changed; returns the new ink box.
@MainActor
@discardableResult
private func assertRepaints(
    _ fixture: ViewFixture, _ what: String, pixelsChange: Bool = true, file: StaticString = #filePath, line: UInt = #line,
    _ change: () -> Void
) -> PixelBox? {
    GtkHarness.settle()
    let before = fixture.render()
    let draws = SignalCounter(fixture.view, "draw")
    change()
    GtkHarness.pump(timeout: 2) { draws.count > 0 }
    GtkHarness.settle()
    XCTAssertGreaterThan(draws.count, 0, "\(what): a redraw was queued", file: file, line: line)
    let after = fixture.render()
    XCTAssertEqual(!after.isIdentical(to: before), pixelsChange, "\(what): pixels changed", file: file, line: line)
    XCTAssertTrue(fixture.placeholder?.isPlaceholderVisible ?? true, "\(what): still shown", file: file, line: line)
    return after.inkBox(background: fixture.background(after))
}

/// Point 8: every change that affects the placeholder repaints it at once,
/// and buffers can be replaced and shared.
final class RepaintTests: XCTestCase {
    func testPlaceholderAndColourChangesRepaint() throws {
        try gtkTest {
            let fixture = try ViewFixture(placeholder: "One")
            let wrapper = fixture.placeholder!
            assertRepaints(fixture, "text") { wrapper.placeholder = "Another, longer one" }
            assertRepaints(fixture, "colour") { wrapper.color = .custom(PlaceholderColor(red: 0, green: 0.5, blue: 0)) }
            assertRepaints(fixture, "markup") { try? wrapper.setPlaceholderMarkup("<b>Bold</b> one") }
            assertRepaints(fixture, "focus behaviour") {
                GtkHarness.setFocus(fixture.view.asWidget, true)
                wrapper.focusBehavior = .hiddenWhileFocused
                wrapper.focusBehavior = .visibleUntilTyping
                wrapper.placeholder = "Focused"
            }
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
        }
    }

    func testFontChangesThroughCSSRepaintWithTheNewFont() throws {
        try gtkTest {
            let fixture = try ViewFixture(placeholder: "Font")
            let small = try XCTUnwrap(fixture.inkBox())
            let big = try XCTUnwrap(assertRepaints(fixture, "CSS font") {
                applyCSS("textview { font-size: 30px; }", to: fixture.view.asWidget)
            })
            XCTAssertGreaterThan(big.height, small.height + 8)
            let monospace = try XCTUnwrap(assertRepaints(fixture, "monospace") {
                gtk_text_view_set_monospace(fixture.view, 1)
            })
            XCTAssertNotEqual(monospace.width, big.width)
        }
    }

    func testResizeRewrapsThePlaceholder() throws {
        try gtkTest {
            let fixture = try ViewFixture(placeholder: String(repeating: "resize ", count: 20), width: 400, height: 200) {
                gtk_text_view_set_wrap_mode($0, GTK_WRAP_WORD)
            }
            let wide = try XCTUnwrap(fixture.inkBox())
            let narrow = try XCTUnwrap(assertRepaints(fixture, "resize") {
                gtk_window_resize(
                    UnsafeMutableRawPointer(fixture.window.window).assumingMemoryBound(to: GtkWindow.self), 200, 200)
                GtkHarness.pump(timeout: 2) { gtk_widget_get_allocated_width(fixture.view.asWidget) < 300 }
            })
            XCTAssertLessThan(narrow.maxX, 200)
            XCTAssertGreaterThan(narrow.height, wide.height, "more lines at half the width")
        }
    }

    func testThemeChangeRepaintsWithTheThemesColour() throws {
        try gtkTest {
            let fixture = try ViewFixture(placeholder: "Theme")
            let settings = gtk_settings_get_default()!
            defer {
                setBoolProperty(UnsafeMutableRawPointer(settings), "gtk-application-prefer-dark-theme", false)
                GtkHarness.settle()
            }
            assertRepaints(fixture, "dark theme") {
                setBoolProperty(UnsafeMutableRawPointer(settings), "gtk-application-prefer-dark-theme", true)
            }
            let expected = TextViewMetrics.themePlaceholderColor(of: fixture.view) ?? .entryFallback
            XCTAssertEqual(fixture.placeholder!.resolvedColor, expected)
            let raster = fixture.render()
            XCTAssertLessThan(fixture.background(raster).red, 100, "the dark theme is on")
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
            XCTAssertFalse(hasHandlers(old, "changed"), "no handler left on the old buffer")
            XCTAssertTrue(fixture.placeholder!.isPlaceholderVisible)
            gtk_text_buffer_set_text(old, "old buffer text", -1)
            GtkHarness.settle()
            XCTAssertTrue(fixture.placeholder!.isPlaceholderVisible, "the old buffer no longer counts")
            gtk_text_buffer_set_text(replacement, "new", -1)
            GtkHarness.settle()
            XCTAssertFalse(fixture.placeholder!.isPlaceholderVisible)
            XCTAssertEqual(fixture.inkCount(), GtkHarness.render(fixture.view.asWidget).inkCount(background: .white))
            // A non-empty buffer set in code hides it at once; an empty one shows it.
            let filled = gtk_text_buffer_new(nil)!
            gtk_text_buffer_set_text(filled, "", -1)
            gtk_text_view_set_buffer(fixture.view, filled)
            g_object_unref(UnsafeMutableRawPointer(filled))
            GtkHarness.settle()
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
            GtkHarness.settle()
            XCTAssertFalse(first.placeholder!.isPlaceholderVisible)
            XCTAssertFalse(second.isPlaceholderVisible)
            first.view.setText("")
            GtkHarness.settle()
            XCTAssertTrue(first.placeholder!.isPlaceholderVisible)
            XCTAssertTrue(second.isPlaceholderVisible)
            XCTAssertGreaterThan(GtkHarness.render(second.widget).inkCount(background: .white), 100)
            second.focusBehavior = .hiddenWhileFocused
            GtkHarness.setFocus(second.widget, true)
            XCTAssertFalse(second.isPlaceholderVisible)
            XCTAssertTrue(first.placeholder!.isPlaceholderVisible, "the other view's focus is its own")
        }
    }
}
