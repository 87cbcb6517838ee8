import CPlaceholderGtk3
import Foundation
import PlaceholderBenchSupport

// placeholder-bench: this project against the bare view, GtkEntry and the
// seeds' strategies, in one process; then GTK 4's columns in a child
// process. Run with --help for the options. The measurements are the
// kit's (PlaceholderBenchSupport); this is GTK 3's driver (Gtk3Bench).

let options = BenchCommand.parseOrExit()
BenchMain.prepareEnvironment()
let progress = BenchMain.progress()

let status: Int32 = MainActor.assumeIsolated {
    guard gtk_init_check(nil, nil) != 0 else {
        BenchMain.fail("placeholder-bench", "cannot open a display; run under Xvfb (xvfb-run -a)")
        return 2
    }
    LayoutCounter.install()
    let benchmark = Benchmark<Gtk3Bench>(
        columns: (try? options.shared.selectedColumns) ?? Gtk3Bench.columns, timer: options.timer,
        memoryViews: options.memoryViews, log: progress)
    do {
        try benchmark.run(options.shared.measurements)
        var report = Report(results: BenchResults(
            figures: benchmark.figures, mode: options.mode, repetitions: options.effectiveRepetitions,
            memoryViews: options.memoryViews,
            machine: machineDescription(adding: [
                "gtk": "\(gtk_get_major_version()).\(gtk_get_minor_version()).\(gtk_get_micro_version())"
            ])))
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
        BenchMain.fail("placeholder-bench", "\(error)")
        return 1
    }
}
exit(status)
