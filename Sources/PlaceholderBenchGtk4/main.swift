import CPlaceholderGtk4
import Foundation
import PlaceholderBenchSupport

// placeholder-bench-gtk4: GTK 4's columns of placeholder-bench, in a
// process of their own. Run with --help for the options.

let options = BenchCommand.parseOrExit()

// Count GLib's small allocations as heap too; GTK 4 runs on X11 under Xvfb.
setenv("G_SLICE", "always-malloc", 1)
setenv("NO_AT_BRIDGE", "1", 0)
setenv("GDK_BACKEND", "x11", 0)

/// Writes a progress line to standard error.
func progress(_ line: String) { FileHandle.standardError.write(Data("· GTK 4 \(line)\n".utf8)) }

let status: Int32 = MainActor.assumeIsolated {
    guard gtk_init_check() != 0 else {
        FileHandle.standardError.write(Data("placeholder-bench-gtk4: cannot open a display; run under Xvfb (xvfb-run -a)\n".utf8))
        return 2
    }
    // A steady caret, so no timer redraws a view between frames.
    var off = GValue()
    g_value_init(&off, GType(5 << G_TYPE_FUNDAMENTAL_SHIFT))  // G_TYPE_BOOLEAN
    g_value_set_boolean(&off, 0)
    g_object_set_property(UnsafeMutableRawPointer(gtk_settings_get_default()).assumingMemoryBound(to: GObject.self), "gtk-cursor-blink", &off)
    LayoutCounter.install()
    let benchmark = Benchmark(
        columns: (try? options.selectedColumns) ?? Column.allCases,
        timer: SideBySideTimer(repetitions: options.effectiveRepetitions, batchMicroseconds: options.batchMicroseconds),
        memoryViews: options.memoryViews, log: progress)
    do {
        try benchmark.run(options.measurements)
        let report = Report(
            figures: benchmark.figures, mode: options.quick ? "quick" : "full",
            repetitions: options.effectiveRepetitions, memoryViews: options.memoryViews,
            machine: machineDescription(adding: [
                "gtk": "\(gtk_get_major_version()).\(gtk_get_minor_version()).\(gtk_get_micro_version())",
                "renderer": benchmark.rendererName,
                "composition": benchmark.compositionPath,
                "gdk_backend": String(cString: getenv("GDK_BACKEND")),
            ]))
        print(report.table())
        if let path = options.json {
            try report.json().write(to: URL(fileURLWithPath: path))
        }
        return 0
    } catch {
        FileHandle.standardError.write(Data("placeholder-bench-gtk4: \(error)\n".utf8))
        return 1
    }
}
exit(status)
