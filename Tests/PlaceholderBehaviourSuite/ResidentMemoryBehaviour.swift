import Foundation
import XCTest

/// Cycles to run after the warm-up: `PLACEHOLDER_RSS_CYCLES`, 10,000 by default.
private let measuredCycles = Int(ProcessInfo.processInfo.environment["PLACEHOLDER_RSS_CYCLES"] ?? "") ?? 10_000
/// Cycles run before the first measurement, to fill GTK's, Pango's and
/// malloc's caches.
private let warmUpCycles = 500

/// This process's resident memory in bytes (`/proc/self/statm`), after
/// giving free heap pages back to the system so that only live memory counts.
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

/// Attaching and destroying views leaks nothing that shows in resident
/// memory.
@MainActor
public final class ResidentMemoryBehaviour: BehaviourGroup {
    /// One attach/destroy cycle: a new view with a placeholder (plain or
    /// markup, natural height now and then), every tenth one packed into
    /// `host`, shown and drawn, then destroyed.
    private func attachAndDestroy(_ index: Int, in host: any BehaviourHost) throws {
        let (view, placeholder) = try harness.makeWrappedView(placeholder: "", width: 320, height: 200, shown: false)
        if index % 3 == 0 {
            try placeholder.setPlaceholderMarkup("<i>Cycle</i> \(index % 5)")
        } else {
            placeholder.placeholder = "Placeholder for cycle \(index % 7)"
        }
        placeholder.requestsNaturalHeight = index % 4 == 0
        view.setText(index % 2 == 0 ? "typed" : "")
        if index % 10 == 0 {
            host.add(view)
            view.setText("")
            _ = view.render()
        }
        view.destroyView()
        if index % 50 == 0 { harness.pump(timeout: 0) }
    }

    /// `PLACEHOLDER_RSS_CYCLES` cycles (10,000 by default) after 500 of
    /// warm-up grow resident memory by less than 1 MiB; prints the figures.
    public func testTenThousandAttachDestroyCyclesGrowResidentMemoryByLessThanOneMebibyte() throws {
        let host = try makeHost(width: 320, height: 200)
        _ = residentBytes()  // the measurement's own first-use allocations (Foundation's file reading)
        for index in 0..<warmUpCycles { try attachAndDestroy(index, in: host) }
        // Both figures are taken straight after a cycle, so that both
        // include the pages one cycle touches and trimming gave back.
        let started = Date()
        let start = residentBytes()
        for index in warmUpCycles..<(warmUpCycles + measuredCycles) { try attachAndDestroy(index, in: host) }
        let end = residentBytes()
        let growth = end - start
        print("ResidentMemoryBehaviour (\(harness.toolkitName)): \(measuredCycles) cycles after \(warmUpCycles) warm-up: "
            + "RSS \(start / 1024) KiB -> \(end / 1024) KiB, growth \(growth / 1024) KiB, "
            + "\(String(format: "%.1f", Date().timeIntervalSince(started))) s")
        XCTAssertGreaterThan(start, 0, "read /proc/self/statm")
        XCTAssertLessThan(growth, 1 << 20, "resident memory grew by \(growth) bytes over \(measuredCycles) cycles")
    }
}
