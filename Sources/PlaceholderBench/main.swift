import CPlaceholderGtk3
import Foundation

// placeholder-bench: this project against the bare view, GtkEntry and the
// seeds' strategies, in one process. Run with --help for the options.

let options = BenchCommand.parseOrExit()

// Count GLib's small allocations as heap too, and keep GTK quiet headless.
setenv("G_SLICE", "always-malloc", 1)
setenv("NO_AT_BRIDGE", "1", 0)
setenv("GDK_BACKEND", "x11", 0)

let status: Int32 = MainActor.assumeIsolated {
    guard gtk_init_check(nil, nil) != 0 else {
        FileHandle.standardError.write(Data("placeholder-bench: cannot open a display; run under Xvfb (xvfb-run -a)\n".utf8))
        return 2
    }
    LayoutCounter.install()
    let benchmark = Benchmark(
        columns: (try? options.selectedColumns) ?? Column.allCases,
        repetitions: options.effectiveRepetitions, batchMicroseconds: options.batchMicroseconds,
        memoryViews: options.memoryViews,
        log: { FileHandle.standardError.write(Data("· \($0)\n".utf8)) })
    do {
        try benchmark.run(options.measurements)
        let report = Report(
            figures: benchmark.figures, mode: options.quick ? "quick" : "full",
            repetitions: options.effectiveRepetitions, memoryViews: options.memoryViews,
            machine: machineDescription())
        print(report.table())
        if let path = options.json {
            try report.json().write(to: URL(fileURLWithPath: path))
        }
        return 0
    } catch {
        FileHandle.standardError.write(Data("placeholder-bench: \(error)\n".utf8))
        return 1
    }
}
exit(status)
