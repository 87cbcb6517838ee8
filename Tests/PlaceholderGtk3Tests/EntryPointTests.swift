import CPlaceholderGtk3
import PlaceholderTestSupportGtk3
import XCTest

@testable import PlaceholderTextView

/// A new view in a shown window, attached through `attach`, shows a
/// placeholder that is drawn.
@MainActor
private func assertAttaches(
    _ form: String, file: StaticString = #filePath, line: UInt = #line,
    _ attach: (UnsafeMutablePointer<GtkTextView>) throws -> PlaceholderTextView
) throws {
    let view = gtk_text_view_new()!.withMemoryRebound(to: GtkTextView.self, capacity: 1) { $0 }
    let window = TestWindow(child: view.asWidget)
    defer { window.destroy() }
    let placeholder = try attach(view)
    XCTAssertEqual(placeholder.textView, view, form, file: file, line: line)
    placeholder.placeholder = "Attached through \(form)"
    GtkHarness.settle()
    XCTAssertTrue(placeholder.isPlaceholderVisible, form, file: file, line: line)
    let raster = GtkHarness.render(view.asWidget)
    XCTAssertGreaterThan(raster.inkCount(background: .white), 100, "\(form): drawn", file: file, line: line)
}

/// Every way an app's code may hold a text view attaches
/// without a cast; the app's own C module of GTK's headers is the fixture
/// package's (`ClientWithOwnGtkModuleTests`).
final class EntryPointTests: XCTestCase {
    func testATypedGtkTextViewPointerAttaches() throws {
        try gtkTest { try assertAttaches("UnsafeMutablePointer<GtkTextView>") { try PlaceholderTextView(attachingTo: $0) } }
    }

    func testAnOpaquePointerAsSwiftCrossUIAndAdwaitaSwiftHoldWidgetsAttaches() throws {
        try gtkTest { try assertAttaches("OpaquePointer") { try PlaceholderTextView(attachingTo: OpaquePointer($0)) } }
    }

    func testARawPointerAsRhxSwiftGtkHoldsWidgetsAttaches() throws {
        try gtkTest {
            try assertAttaches("UnsafeMutableRawPointer") { try PlaceholderTextView(attachingTo: UnsafeMutableRawPointer($0)) }
        }
    }

    func testOtherTypedPointersAttachWithoutACast() throws {
        try gtkTest {
            try assertAttaches("UnsafeMutablePointer<GtkWidget>") { try PlaceholderTextView(attachingTo: $0.asWidget) }
            let builder = gtk_builder_new_from_string("<interface><object class='GtkTextView' id='view'/></interface>", -1)!
            defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
            let object: UnsafeMutablePointer<GObject> = gtk_builder_get_object(builder, "view")
            let placeholder = try PlaceholderTextView(attachingTo: object)
            placeholder.placeholder = "From a builder"
            XCTAssertEqual(UnsafeMutableRawPointer(placeholder.textView), UnsafeMutableRawPointer(object))
        }
    }

    func testSomethingElseThroughEveryEntryPointIsNotATextView() throws {
        try gtkTest {
            let entry = gtk_entry_new()!
            g_object_ref_sink(UnsafeMutableRawPointer(entry))
            defer { g_object_unref(UnsafeMutableRawPointer(entry)) }
            let attempts: [(String, () throws -> PlaceholderTextView)] = [
                ("OpaquePointer", { try PlaceholderTextView(attachingTo: OpaquePointer(entry)) }),
                ("raw", { try PlaceholderTextView(attachingTo: UnsafeMutableRawPointer(entry)) }),
                ("GtkWidget", { try PlaceholderTextView(attachingTo: entry) }),
            ]
            for (form, attempt) in attempts {
                XCTAssertThrowsError(try attempt(), form) { error in
                    XCTAssertEqual(error as? PlaceholderError, .notATextView, form)
                }
            }
        }
    }

    func testEveryFormOnOneViewSharesOnePlaceholderEvenBeforeOneIsSet() throws {
        try gtkTest {
            let view = gtk_text_view_new()!.withMemoryRebound(to: GtkTextView.self, capacity: 1) { $0 }
            let window = TestWindow(child: view.asWidget)
            defer { window.destroy() }
            let typed = try PlaceholderTextView(attachingTo: view)
            let opaque = try PlaceholderTextView(attachingTo: OpaquePointer(view))
            let raw = try PlaceholderTextView(attachingTo: UnsafeMutableRawPointer(view))
            typed.focusBehavior = .hiddenWhileFocused
            XCTAssertEqual(opaque.focusBehavior, .hiddenWhileFocused, "one dormant controller for the view")
            XCTAssertNil(PlaceholderController.existing(on: view), "nothing stored on the view yet")
            raw.placeholder = "Set through the raw pointer"
            XCTAssertEqual(typed.placeholder, "Set through the raw pointer")
            XCTAssertTrue(opaque.isPlaceholderVisible)
        }
    }
}
