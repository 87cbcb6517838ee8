import CPlaceholderGtk3
import Foundation
import PlaceholderBenchSupport

// placeholder-bench: this project against the bare view, GtkEntry and the
// seeds' strategies, in one process; then GTK 4's columns in a child
// process. Run with --help for the options.

let options = BenchCommand.parseOrExit()

// Count GLib's small allocations as heap too, and keep GTK quiet headless
// (the GTK 4 child inherits these).
setenv("G_SLICE", "always-malloc", 1)
setenv("NO_AT_BRIDGE", "1", 0)
setenv("GDK_BACKEND", "x11", 0)

/// Writes a progress line to standard error.
func progress(_ line: String) { FileHandle.standardError.write(Data("· \(line)\n".utf8)) }

let status: Int32 = MainActor.assumeIsolated {
    guard gtk_init_check(nil, nil) != 0 else {
        FileHandle.standardError.write(Data("placeholder-bench: cannot open a display; run under Xvfb (xvfb-run -a)\n".utf8))
        return 2
    }
    LayoutCounter.install()
    let benchmark = Benchmark(
        columns: (try? options.selectedColumns) ?? Column.allCases,
        repetitions: options.effectiveRepetitions, batchMicroseconds: options.batchMicroseconds,
        memoryViews: options.memoryViews, log: progress)
    do {
        try benchmark.run(options.measurements)
        var report = Report(
            figures: benchmark.figures, mode: options.quick ? "quick" : "full",
            repetitions: options.effectiveRepetitions, memoryViews: options.memoryViews,
            machine: machineDescription(adding: [
                "gtk": "\(gtk_get_major_version()).\(gtk_get_minor_version()).\(gtk_get_micro_version())"
            ]))
        var gtk4Failure: Error?
        if options.gtk4 != false, let child = Gtk4Child.executable {
            (report.gtk4, gtk4Failure) = Gtk4Child.run(child, options: options, log: progress)
        } else if options.gtk4 == nil {
            progress("GTK 4: no \(Gtk4Child.name) beside this binary, so no GTK 4 rows (swift build -c release builds it)")
        }
        print(report.table())
        if let path = options.json {
            try report.json().write(to: URL(fileURLWithPath: path))
        }
        if let gtk4Failure { throw gtk4Failure }
        return 0
    } catch {
        FileHandle.standardError.write(Data("placeholder-bench: \(error)\n".utf8))
        return 1
    }
}
exit(status)
