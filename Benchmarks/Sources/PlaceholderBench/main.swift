import CPlaceholderGtk3
import Foundation
import PlaceholderBenchSupport

// placeholder-bench: this project against the bare view, GtkEntry and the
// seeds' strategies, in one process; then GTK 4's columns in a child
// process. Run with --help for the options. The measurements are the
// kit's (PlaceholderBenchSupport); this is GTK 3's driver (Gtk3Bench).

let options = BenchCommand.parseOrExit()
let progress = BenchMain.progress()

MainActor.assumeIsolated {
    BenchMain.run(
        "placeholder-bench", options: options.shared, log: progress, start: { gtk_init_check(nil, nil) != 0 }
    ) { results in
        var report = Report(results: results)
        var gtk4Failure: Error?
        if options.gtk4 != false, let child = Gtk4Child.executable {
            (report.gtk4, gtk4Failure) = Gtk4Child.run(child, options: options.shared, log: progress)
        } else if options.gtk4 == nil {
            progress("GTK 4: no \(Gtk4Child.name) beside this binary, so no GTK 4 rows (swift build --package-path Benchmarks -c release builds it)")
        }
        print(report.table())
        if let path = options.shared.json {
            try report.json().write(to: URL(fileURLWithPath: path))
        }
        if let gtk4Failure { throw gtk4Failure }
    }
}
