import CPlaceholderGtk3
import Foundation
import PlaceholderTestSupportGtk3
import PlaceholderTextView
import XCTest

/// Cycles to run after the warm-up: `PLACEHOLDER_RSS_CYCLES`, 10,000 by default.
private let measuredCycles = Int(ProcessInfo.processInfo.environment["PLACEHOLDER_RSS_CYCLES"] ?? "") ?? 10_000
/// Cycles run before the first measurement, to fill GTK's, Pango's and
/// malloc's caches.
private let warmUpCycles = 500

/// This process's resident memory in bytes (`/proc/self/statm`), after
/// giving free heap pages back to the system so that only live memory counts.
@MainActor
private func residentBytes() -> Int {
    trimHeap()
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let pages = statm.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// glibc's `malloc_trim(0)` (declared in `<malloc.h>`, which Glibc does not
/// import), found at run time; does nothing on another C library.
private func trimHeap() {
    typealias MallocTrim = @convention(c) (Int) -> Int32
    guard let symbol = dlsym(nil, "malloc_trim") else { return }
    _ = unsafeBitCast(symbol, to: MallocTrim.self)(0)
}

/// One attach/destroy cycle: a new view with a placeholder (plain or
/// markup, natural height now and then), every tenth one packed into
/// `box`, shown and drawn, then destroyed.
@MainActor
private func attachAndDestroy(_ index: Int, in box: UnsafeMutablePointer<GtkWidget>) throws {
    let wrapper = try PlaceholderTextView()
    if index % 3 == 0 {
        try wrapper.setPlaceholderMarkup("<i>Cycle</i> \(index % 5)")
    } else {
        wrapper.placeholder = "Placeholder for cycle \(index % 7)"
    }
    wrapper.requestsNaturalHeight = index % 4 == 0
    gtk_text_buffer_set_text(wrapper.textView.buffer, index % 2 == 0 ? "typed" : "", -1)
    if index % 10 == 0 {
        gtk_box_pack_start(UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkBox.self), wrapper.widget, 1, 1, 0)
        gtk_widget_show(wrapper.widget)
        gtk_text_buffer_set_text(wrapper.textView.buffer, "", -1)
        _ = GtkHarness.render(wrapper.widget)
    }
    gtk_widget_destroy(wrapper.widget)
    if index % 50 == 0 { while g_main_context_iteration(nil, 0) != 0 {} }
}

/// Issue 4, point 3: attaching and destroying views leaks nothing that
/// shows in resident memory.
final class ResidentMemoryTests: XCTestCase {
    /// `measuredCycles` cycles after `warmUpCycles`; prints the figures.
    func testTenThousandAttachDestroyCyclesGrowResidentMemoryByLessThanOneMebibyte() throws {
        try gtkTest {
            let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
            g_object_ref_sink(UnsafeMutableRawPointer(window))
            let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            gtk_container_add(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkContainer.self), box)
            gtk_window_set_default_size(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self), 320, 200)
            gtk_widget_show_all(window)
            defer {
                gtk_widget_destroy(window)
                g_object_unref(UnsafeMutableRawPointer(window))
            }
            GtkHarness.pump(timeout: 3) { gtk_widget_get_mapped(box) != 0 }
            _ = residentBytes()  // the measurement's own first-use allocations (Foundation's file reading)
            for index in 0..<warmUpCycles { try attachAndDestroy(index, in: box) }
            // Both figures are taken straight after a cycle, so that both
            // include the pages one cycle touches and trimming gave back.
            let started = Date()
            let start = residentBytes()
            for index in warmUpCycles..<(warmUpCycles + measuredCycles) { try attachAndDestroy(index, in: box) }
            let end = residentBytes()
            let growth = end - start
            print("ResidentMemoryTests: \(measuredCycles) cycles after \(warmUpCycles) warm-up: RSS \(start / 1024) KiB -> "
                + "\(end / 1024) KiB, growth \(growth / 1024) KiB, \(String(format: "%.1f", Date().timeIntervalSince(started))) s")
            XCTAssertGreaterThan(start, 0, "read /proc/self/statm")
            XCTAssertLessThan(growth, 1 << 20, "resident memory grew by \(growth) bytes over \(measuredCycles) cycles")
        }
    }
}
