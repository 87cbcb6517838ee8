import CPlaceholderGtk3
import PlaceholderTestSupportGtk3
import XCTest

@testable import PlaceholderTextView

private let threeParagraphs = "First line of the placeholder\nSecond line\nThird line, the last one"

/// A window whose vertical box sizes the view to its request.
@MainActor
private func boxedView(_ configure: (PlaceholderTextView) -> Void) throws -> (PlaceholderTextView, TestWindow) {
    let wrapper = try PlaceholderTextView()
    configure(wrapper)
    let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
    gtk_box_pack_start(UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkBox.self), wrapper.widget, 0, 0, 0)
    let window = TestWindow(child: box, width: 300, height: 300)
    GtkHarness.settle()
    return (wrapper, window)
}

/// Issue 3, points 3, 4, 6 and 7 (point 5, themes, is in ColorAndContentTests).
final class FidelityOptionsTests: XCTestCase {
    func testVerticalCentringCentresTheBlockInTheTextArea() throws {
        try gtkTest {
            let fixture = try ViewFixture(placeholder: "Centred", width: 300, height: 200)
            let top = try XCTUnwrap(fixture.inkBox())
            fixture.placeholder!.verticalPlacement = .centered
            GtkHarness.settle()
            let raster = fixture.render()
            let centred = try XCTUnwrap(raster.inkBox(background: fixture.background(raster)))
            let middle = Double(centred.minY + centred.maxY) / 2
            XCTAssertEqual(middle, Double(raster.height) / 2, accuracy: 4, "\(centred) in \(raster.height)")
            XCTAssertEqual(centred.minX, top.minX, "same horizontal placement")
            // A block taller than the view is not pushed above the first line.
            fixture.placeholder!.placeholder = String(repeating: "many words ", count: 200)
            gtk_text_view_set_wrap_mode(fixture.view, GTK_WRAP_WORD)
            GtkHarness.settle()
            XCTAssertEqual(try XCTUnwrap(fixture.inkBox()).minY, top.minY, accuracy: 2)
        }
    }

    func testNaturalHeightFitsTheWholePlaceholderOnlyWhileEmpty() throws {
        try gtkTest {
            let (plain, plainWindow) = try boxedView { $0.placeholder = threeParagraphs }
            defer { plainWindow.destroy() }
            let oneLine = gtk_widget_get_allocated_height(plain.widget)
            let (natural, window) = try boxedView {
                $0.placeholder = threeParagraphs
                $0.requestsNaturalHeight = true
            }
            defer { window.destroy() }
            GtkHarness.pump(timeout: 2) { gtk_widget_get_allocated_height(natural.widget) > oneLine }
            GtkHarness.settle()
            let tall = gtk_widget_get_allocated_height(natural.widget)
            XCTAssertGreaterThanOrEqual(tall, oneLine * 3, "three lines: \(tall) vs one \(oneLine)")
            let controller = try XCTUnwrap(PlaceholderController.existing(on: natural.textView))
            XCTAssertFalse(controller.rendererIsEllipsized, "nothing cut off")
            let raster = GtkHarness.render(natural.widget)
            let ink = try XCTUnwrap(raster.inkBox(background: .white))
            XCTAssertGreaterThan(ink.height, Int(oneLine) * 2)
            // With text, the view sizes as the same view without the option.
            for view in [plain, natural] { gtk_text_buffer_set_text(gtk_text_view_get_buffer(view.textView), "x", -1) }
            GtkHarness.pump(timeout: 2) { gtk_widget_get_allocated_height(natural.widget) < tall }
            GtkHarness.settle()
            XCTAssertEqual(gtk_widget_get_allocated_height(natural.widget), gtk_widget_get_allocated_height(plain.widget))
            var width: Int32 = 0, height: Int32 = 0
            gtk_widget_get_size_request(natural.widget, &width, &height)
            XCTAssertEqual([width, height], [-1, -1], "the app's own (unset) size request is back")
            // Emptied again: tall again; option off: as the view without it.
            for view in [plain, natural] { gtk_text_buffer_set_text(gtk_text_view_get_buffer(view.textView), "", -1) }
            GtkHarness.pump(timeout: 2) { gtk_widget_get_allocated_height(natural.widget) == tall }
            XCTAssertEqual(gtk_widget_get_allocated_height(natural.widget), tall)
            natural.requestsNaturalHeight = false
            GtkHarness.pump(timeout: 2) { gtk_widget_get_allocated_height(natural.widget) < tall }
            GtkHarness.settle()
            XCTAssertEqual(gtk_widget_get_allocated_height(natural.widget), gtk_widget_get_allocated_height(plain.widget))
        }
    }

    func testNaturalHeightKeepsALargerAppRequest() throws {
        try gtkTest {
            let (natural, window) = try boxedView {
                gtk_widget_set_size_request($0.widget, -1, 250)
                $0.placeholder = "Short"
                $0.requestsNaturalHeight = true
            }
            defer { window.destroy() }
            XCTAssertEqual(gtk_widget_get_allocated_height(natural.widget), 250)
            natural.placeholder = threeParagraphs
            GtkHarness.settle()
            var width: Int32 = 0, height: Int32 = 0
            gtk_widget_get_size_request(natural.widget, &width, &height)
            XCTAssertEqual(height, 250)
        }
    }

    func testAssistiveTechnologiesGetThePlaceholderOfAnEmptyView() throws {
        try gtkTest {
            let fixture = try ViewFixture(placeholder: "Describe the bug")
            let accessible = try XCTUnwrap(gtk_widget_get_accessible(fixture.view.asWidget))
            func description() -> String { atk_object_get_description(accessible).map { String(cString: $0) } ?? "" }
            XCTAssertEqual(description(), "Describe the bug")
            try fixture.placeholder!.setPlaceholderMarkup("Describe <b>the bug</b>")
            XCTAssertEqual(description(), "Describe the bug", "markup read as text")
            fixture.view.setText("It crashes")
            XCTAssertEqual(description(), "", "not for a view with text")
            fixture.view.setText("")
            XCTAssertEqual(description(), "Describe the bug")
            fixture.placeholder!.placeholder = ""
            XCTAssertEqual(description(), "", "restored when the placeholder is removed")
            // The app's own description is never replaced.
            atk_object_set_description(accessible, "Bug report body")
            fixture.placeholder!.placeholder = "Describe the bug"
            XCTAssertEqual(description(), "Bug report body")
            fixture.view.setText("text")
            fixture.view.setText("")
            XCTAssertEqual(description(), "Bug report body")
        }
    }

    /// Issue 5: the description is given when asked, so no accessible is
    /// made for it; once an assistive technology has asked, every change is
    /// announced so its cache never goes stale.
    func testDescriptionChangesAreAnnouncedOnceAsked() throws {
        try gtkTest {
            let fixture = try ViewFixture(placeholder: "Describe the bug")
            let accessible = try XCTUnwrap(gtk_widget_get_accessible(fixture.view.asWidget))
            let announced = SignalCounter(UnsafeMutableRawPointer(accessible), "notify::accessible-description")
            XCTAssertEqual(String(cString: try XCTUnwrap(atk_object_get_description(accessible))), "Describe the bug")
            fixture.view.setText("It crashes")
            XCTAssertEqual(announced.count, 1, "hidden")
            gtk_text_buffer_insert_at_cursor(gtk_text_view_get_buffer(fixture.view), " badly", -1)
            XCTAssertEqual(announced.count, 1, "still hidden: nothing to announce")
            fixture.view.setText("")
            XCTAssertEqual(announced.count, 2, "shown again")
            XCTAssertEqual(String(cString: try XCTUnwrap(atk_object_get_description(accessible))), "Describe the bug")
            fixture.placeholder!.placeholder = "Describe the crash"
            XCTAssertEqual(announced.count, 3, "a new placeholder")
            XCTAssertEqual(String(cString: try XCTUnwrap(atk_object_get_description(accessible))), "Describe the crash")
        }
    }

    /// A subclass of GtkTextView may bring its own accessible class: its
    /// accessible is given the description directly, and the app's wins.
    func testSubclassesGetTheDescriptionToo() throws {
        try gtkTest {
            var query = GTypeQuery()
            g_type_query(gtk_text_view_get_type(), &query)
            let subclass = g_type_register_static_simple(
                gtk_text_view_get_type(), "PlaceholderTestTextViewSubclass\(UInt32.random(in: 0...UInt32.max))",
                query.class_size, nil, query.instance_size, nil, GTypeFlags(rawValue: 0))
            let object = g_object_new_with_properties(subclass, 0, nil, nil)!
            let wrapper = try PlaceholderTextView(attachingTo: UnsafeMutableRawPointer(object))
            wrapper.placeholder = "Describe the bug"
            let window = TestWindow(child: wrapper.widget, width: 200, height: 100)
            defer { window.destroy() }
            let accessible = try XCTUnwrap(gtk_widget_get_accessible(wrapper.widget))
            func description() -> String { atk_object_get_description(accessible).map { String(cString: $0) } ?? "" }
            XCTAssertEqual(description(), "Describe the bug")
            wrapper.textView.setText("text")
            XCTAssertEqual(description(), "")
            wrapper.textView.setText("")
            XCTAssertEqual(description(), "Describe the bug")
            atk_object_set_description(accessible, "Bug report body")
            wrapper.textView.setText("x")
            wrapper.textView.setText("")
            XCTAssertEqual(description(), "Bug report body")
        }
    }

    func testSetterOrderNeverMatters() throws {
        try gtkTest {
            typealias Step = (String, @MainActor (PlaceholderTextView) -> Void)
            let steps: [Step] = [
                ("placeholder", { $0.placeholder = "Order does not matter here" }),
                ("markup", { try? $0.setPlaceholderMarkup("Order <i>does not</i> matter here") }),
                ("colour", { $0.color = .custom(PlaceholderColor(red: 0.2, green: 0.3, blue: 0.7)) }),
                ("font", { applyCSS("textview { font: 16px Serif; }", to: $0.widget) }),
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
            for trial in 0..<16 {
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
                GtkHarness.settle()
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
