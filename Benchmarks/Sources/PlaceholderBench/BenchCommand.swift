import ArgumentParser
import Foundation
import PlaceholderBenchSupport

/// The benchmark's command line: the options both benchmarks share
/// (`BenchCommandOptions`), plus whether to run GTK 4's child.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "placeholder-bench",
        abstract: "PlaceholderTextView side by side with the bare view, GtkEntry and the seeds' strategies.",
        discussion: """
            Needs a display: run under Xvfb (xvfb-run -a) on a machine without one.

            GTK 4's figures come from placeholder-bench-gtk4, run as a child process (one process \
            cannot load GTK 3 and GTK 4), found beside this binary: build both with \
            `swift build --package-path Benchmarks -c release` (or `--product placeholder-bench-gtk4`). It draws with the \
            renderer GTK picks (GL where it works; GSK_RENDERER chooses), then, unless that is Cairo \
            or with --quick, again with Cairo. Its rows are labelled GTK 4 and the renderer; its JSON \
            sits under "gtk4" (and "gtk4_cairo"), with GTK 3's keys; --quick, --only, --columns \
            (project, bare, typed, entry) and --repetitions apply to it too.
            """)

    @OptionGroup var shared: BenchCommandOptions<Gtk3Bench>

    @Flag(
        inversion: .prefixedNo,
        help: "Also measure GTK 4 with placeholder-bench-gtk4 beside this binary (default: when it is there).")
    var gtk4: Bool?

    func validate() throws {
        if gtk4 == true, Gtk4Child.executable == nil {
            throw ValidationError("--gtk4: no \(Gtk4Child.name) beside this binary; build it with `swift build --package-path Benchmarks -c release --product \(Gtk4Child.name)`")
        }
    }
}
