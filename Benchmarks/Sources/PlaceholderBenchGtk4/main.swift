import ArgumentParser
import CPlaceholderGtk4
import Foundation
import PlaceholderBenchSupport
import PlaceholderObjectProperties

// placeholder-bench-gtk4: GTK 4's columns of placeholder-bench, in a
// process of their own. Run with --help for the options. The measurements
// are the kit's (PlaceholderBenchSupport); this is GTK 4's driver (Gtk4Bench).

/// GTK 4's benchmark command line: the same options as placeholder-bench's.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "placeholder-bench-gtk4",
        abstract: "PlaceholderTextViewGtk4 side by side with GTK 4's bare view, typed text and GtkEntry.",
        discussion: """
            placeholder-bench runs this as a child process and merges its figures (GTK 3 and GTK 4 \
            cannot share a process); it can also run alone. Needs a display: run under Xvfb \
            (xvfb-run -a). Draws with the renderer GTK picks (GL where it works, else Cairo); \
            GSK_RENDERER=cairo or gl chooses one, and the report names the one measured.
            """)

    @OptionGroup var options: BenchCommandOptions<Gtk4Bench>
}

let options = BenchCommand.parseOrExit().options

MainActor.assumeIsolated {
    BenchMain.run(
        "placeholder-bench-gtk4", options: options, log: BenchMain.progress(prefix: "GTK 4 "),
        start: {
            guard gtk_init_check() != 0 else { return false }
            // A steady caret, so no timer redraws a view between frames.
            ObjectProperties(UnsafeMutableRawPointer(gtk_settings_get_default())).set("gtk-cursor-blink", false)
            return true
        },
        machine: { notes in
            ["renderer": notes["renderer"] ?? "unknown", "gdk_backend": String(cString: getenv("GDK_BACKEND"))]
        }
    ) { results in
        print(FigureTable.text(
            header: [FigureTable.machineLine(results.machine), results.modeLine], rows: results.rows(titledWith: "GTK 4 ")))
        // The JSON document that placeholder-bench puts under `gtk4`: each
        // measured column under its name, with GTK 3's keys.
        if let path = options.json {
            try results.json(results.entries(of: results.measuredColumns)).write(to: URL(fileURLWithPath: path))
        }
    }
}
