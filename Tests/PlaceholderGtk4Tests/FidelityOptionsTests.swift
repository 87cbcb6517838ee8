import CPlaceholderGtk4
import CPlaceholderTestGtk4
import PlaceholderTestSupportGtk4
import XCTest

@testable import PlaceholderTextViewGtk4

private let threeParagraphs = "First line of the placeholder\nSecond line\nThird line, the last one"

/// A window whose vertical box gives the view its natural height.
@MainActor
private func boxedView(_ configure: (PlaceholderTextView) -> Void) throws -> (PlaceholderTextView, TestWindow) {
    let wrapper = try PlaceholderTextView()
    gtk_text_view_set_wrap_mode(wrapper.textView, GTK_WRAP_WORD)
    configure(wrapper)
    let window = TestWindow(child: verticalBox([wrapper.widget]), width: 300, height: 300)
    settleSize(wrapper.widget)
    return (wrapper, window)
}

/// GTK 4.8 leaves a text view first allocated before its lines were
/// measured at height 0 until something queues a resize: queue one.
@MainActor
private func settleSize(_ widget: UnsafeMutablePointer<GtkWidget>) {
    gtk_widget_queue_resize(widget)
    GtkHarness.settle(widget)
}

/// The view's minimum and natural sizes, across and down.
@MainActor
private func sizes(_ widget: UnsafeMutablePointer<GtkWidget>) -> [Int32] {
    var result: [Int32] = []
    for orientation in [GTK_ORIENTATION_HORIZONTAL, GTK_ORIENTATION_VERTICAL] {
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(widget, orientation, -1, &minimum, &natural, nil, nil)
        result += [minimum, natural]
    }
    return result
}

/// Vertical centring, natural height, accessibility, setter order, and the
/// overlay's neutrality: no size of its own, no clicks.
final class FidelityOptionsTests: XCTestCase {
    func testVerticalCentringCentresTheBlockInTheTextArea() throws {
        try gtkTest {
            let fixture = try ViewFixture(placeholder: "Centred", width: 300, height: 200)
            let top = try XCTUnwrap(fixture.inkBox())
            fixture.placeholder!.verticalPlacement = .centered
            let raster = fixture.render()
            let centred = try XCTUnwrap(raster.inkBox(background: fixture.background(raster)))
            let middle = Double(centred.minY + centred.maxY) / 2
            XCTAssertEqual(middle, Double(raster.height) / 2, accuracy: 4, "\(centred) in \(raster.height)")
            XCTAssertEqual(centred.minX, top.minX, "same horizontal placement")
            // A block taller than the view is not pushed above the first line.
            fixture.placeholder!.placeholder = String(repeating: "many words ", count: 200)
            gtk_text_view_set_wrap_mode(fixture.view, GTK_WRAP_WORD)
            XCTAssertEqual(try XCTUnwrap(fixture.inkBox()).minY, top.minY, accuracy: 2)
        }
    }

    func testNaturalHeightFitsTheWholePlaceholderOnlyWhileEmpty() throws {
        try gtkTest {
            let (plain, plainWindow) = try boxedView { $0.placeholder = threeParagraphs }
            defer { plainWindow.destroy() }
            let oneLine = gtk_widget_get_height(plain.widget)
            let (natural, window) = try boxedView {
                $0.placeholder = threeParagraphs
                $0.requestsNaturalHeight = true
            }
            defer { window.destroy() }
            GtkHarness.pump(timeout: 2) { gtk_widget_get_height(natural.widget) > oneLine * 2 }
            GtkHarness.settle(natural.widget)
            let tall = gtk_widget_get_height(natural.widget)
            XCTAssertGreaterThan(oneLine, 10)
            XCTAssertGreaterThanOrEqual(tall, oneLine * 3, "three lines: \(tall) vs one \(oneLine)")
            let controller = try XCTUnwrap(PlaceholderController.existing(on: natural.textView))
            _ = GtkHarness.render(natural.widget)
            XCTAssertFalse(controller.rendererIsEllipsized, "nothing cut off")
            let mismatches = comparePlaceholderWithTypedText(threeParagraphs, in: natural)
            XCTAssertTrue(mismatches.isEmpty, "all three lines, in place: \(mismatches.prefix(4))")
            // With text, the view sizes as the same view without the option.
            for view in [plain, natural] { gtk_text_buffer_set_text(gtk_text_view_get_buffer(view.textView), "x", -1) }
            GtkHarness.pump(timeout: 2) { gtk_widget_get_height(natural.widget) < tall }
            GtkHarness.settle(natural.widget)
            XCTAssertEqual(gtk_widget_get_height(natural.widget), gtk_widget_get_height(plain.widget))
            var width: Int32 = 0, height: Int32 = 0
            gtk_widget_get_size_request(natural.widget, &width, &height)
            XCTAssertEqual([width, height], [-1, -1], "the app's size request is never touched")
            // Emptied again: tall again; option off: as the view without it.
            for view in [plain, natural] { gtk_text_buffer_set_text(gtk_text_view_get_buffer(view.textView), "", -1) }
            GtkHarness.pump(timeout: 2) { gtk_widget_get_height(natural.widget) == tall }
            XCTAssertEqual(gtk_widget_get_height(natural.widget), tall)
            natural.requestsNaturalHeight = false
            GtkHarness.pump(timeout: 2) { gtk_widget_get_height(natural.widget) < tall }
            GtkHarness.settle(natural.widget)
            XCTAssertEqual(gtk_widget_get_height(natural.widget), gtk_widget_get_height(plain.widget))
        }
    }

    func testTheLayerNeverChangesTheViewsSizeWithoutTheOption() throws {
        try gtkTest {
            let view = newTextView()
            defer { g_object_unref(UnsafeMutableRawPointer(view)) }
            gtk_text_view_set_wrap_mode(view, GTK_WRAP_WORD)
            let window = TestWindow(child: verticalBox([view.asWidget]), width: 240, height: 200)
            defer { window.destroy() }
            settleSize(view.asWidget)
            let bare = sizes(view.asWidget)
            let bareHeight = gtk_widget_get_height(view.asWidget)
            let wrapper = try PlaceholderTextView(attachingTo: view)
            wrapper.placeholder = String(repeating: "A long placeholder that needs many lines. ", count: 12)
            settleSize(view.asWidget)
            XCTAssertNotNil(gtk_widget_get_first_child(view.asWidget), "the layer is in")
            XCTAssertEqual(sizes(view.asWidget), bare, "minimum and natural sizes, across and down")
            XCTAssertEqual(gtk_widget_get_height(view.asWidget), bareHeight)
            try wrapper.setPlaceholderMarkup("<span size='xx-large'>Huge</span>")
            wrapper.verticalPlacement = .centered
            settleSize(view.asWidget)
            XCTAssertEqual(sizes(view.asWidget), bare)
            XCTAssertEqual(gtk_widget_get_height(view.asWidget), bareHeight)
        }
    }

    func testClicksGoToTheViewAndPlaceTheCaretWhereClicked() throws {
        try gtkTest {
            let fixture = try ViewFixture(placeholder: "Click through me")
            // Empty: a click on the placeholder focuses the view.
            GtkInput.click(fixture.widget, x: 30, y: 8)
            GtkHarness.pump(timeout: 1) { gtk_widget_has_focus(fixture.widget) != 0 }
            XCTAssertNotEqual(gtk_widget_has_focus(fixture.widget), 0, "the click reached the view")
            // With text (the layer still there): the caret lands where clicked.
            fixture.view.setText("Hello wonderful world")
            fixture.settle()
            for offset: Int32 in [6, 11, 0] {
                var iter = GtkTextIter(), location = GdkRectangle()
                gtk_text_buffer_get_iter_at_offset(fixture.view.buffer, &iter, offset)
                gtk_text_view_get_iter_location(fixture.view, &iter, &location)
                var x: Int32 = 0, y: Int32 = 0
                gtk_text_view_buffer_to_window_coords(
                    fixture.view, GTK_TEXT_WINDOW_WIDGET, location.x, location.y + location.height / 2, &x, &y)
                GtkInput.click(fixture.widget, x: Double(x) + 1, y: Double(y))
                var cursor = GtkTextIter()
                gtk_text_buffer_get_iter_at_mark(fixture.view.buffer, &cursor, gtk_text_buffer_get_insert(fixture.view.buffer))
                XCTAssertEqual(gtk_text_iter_get_offset(&cursor), offset, "clicked at x \(x)")
            }
        }
    }

    func testAssistiveTechnologiesGetThePlaceholderOfAnEmptyView() throws {
        try gtkTest {
            let fixture = try ViewFixture(placeholder: "Describe the bug")
            let widget = fixture.widget
            @MainActor func check(_ expected: String?, _ message: String, line: UInt = #line) {
                if let expected {
                    let failure = ptv_test_check_accessible_placeholder(widget, expected)
                    XCTAssertNil(failure.map { String(cString: $0) }, message, line: line)
                    g_free(failure)
                } else {
                    let set = ptv_test_has_accessible_placeholder(widget) != 0
                    XCTAssertFalse(set, message, line: line)
                }
            }
            check("Describe the bug", "empty view")
            try fixture.placeholder!.setPlaceholderMarkup("Describe <b>the bug</b>")
            check("Describe the bug", "markup read as text")
            fixture.view.setText("It crashes")
            check(nil, "not for a view with text")
            fixture.view.setText("")
            check("Describe the bug", "back when emptied")
            fixture.placeholder!.placeholder = ""
            check(nil, "reset when the placeholder is removed")
        }
    }

    func testSetterOrderNeverMatters() throws {
        try gtkTest {
            typealias Step = (String, @MainActor (PlaceholderTextView) -> Void)
            let steps: [Step] = [
                ("placeholder", { $0.placeholder = "Order does not matter here" }),
                ("markup", { try? $0.setPlaceholderMarkup("Order <i>does not</i> matter here") }),
                ("colour", { $0.color = .custom(PlaceholderColor(red: 0.2, green: 0.3, blue: 0.7)) }),
                ("font", { applyCSS("font: 16px Serif;", to: $0.widget) }),
                ("margins", {
                    gtk_text_view_set_left_margin($0.textView, 14)
                    gtk_text_view_set_top_margin($0.textView, 9)
                }),
                ("justification", { gtk_text_view_set_justification($0.textView, GTK_JUSTIFY_CENTER) }),
            ]
            // The markup step must come after the plain one to win; every
            // order keeps that, so all give the same final settings.
            var reference: Raster?
            var state: UInt64 = 42
            for trial in 0..<12 {
                var order = Array(steps.indices)
                for i in stride(from: order.count - 1, to: 0, by: -1) {
                    state = state &* 6364136223846793005 &+ 1442695040888963407
                    order.swapAt(i, Int((state >> 33) % UInt64(i + 1)))
                }
                if let p = order.firstIndex(of: 0), let m = order.firstIndex(of: 1), p > m { order.swapAt(p, m) }
                let beforeShowing = trial % 2 == 0
                let wrapper = try PlaceholderTextView()
                let split = beforeShowing ? order.count : order.count / 2
                for index in order.prefix(split) { steps[index].1(wrapper) }
                let window = TestWindow(child: wrapper.widget, width: 300, height: 120)
                for index in order.dropFirst(split) { steps[index].1(wrapper) }
                let raster = GtkHarness.render(wrapper.widget)
                window.destroy()
                if let reference {
                    XCTAssertTrue(raster.isIdentical(to: reference),
                                  "order \(order.map { steps[$0].0 }) \(beforeShowing ? "before" : "around") showing")
                } else {
                    reference = raster
                    XCTAssertGreaterThan(raster.inkCount(background: .white), 100)
                }
            }
        }
    }
}
