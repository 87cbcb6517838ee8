import Foundation
import PlaceholderBenchSupport
import PlaceholderSubprocess

/// GTK 4's figures from one run of `placeholder-bench-gtk4` in a child
/// process (GTK 3 and GTK 4 cannot be loaded into one process).
struct Gtk4Results {
    /// Where the figures go in the JSON document: `gtk4` for the renderer
    /// GTK picks, `gtk4_cairo` for the extra Cairo run.
    var key: String
    /// The child's JSON document: `project`, `bare`, `typed`, `entry`, each
    /// with the same keys as GTK 3's figures, and `mode`, `repetitions`,
    /// `memory_views`, `machine` (GTK 4's version and the renderer measured).
    var document: [String: Any]

    /// What the child ran on: GTK 4's version, the renderer.
    var machine: [String: String] { document["machine"] as? [String: String] ?? [:] }

    /// The renderer measured, short: GL, Cairo, Vulkan.
    var rendererLabel: String {
        let name = machine["renderer"] ?? "unknown"
        return name.hasPrefix("Gsk") && name.hasSuffix("Renderer") ? String(name.dropFirst(3).dropLast(8)) : name
    }

    /// The table's rows, in GTK 3's column order, labelled with GTK 4 and
    /// the renderer.
    var rows: [FigureTable.Row] {
        Column.allCases.compactMap { column in
            (document[column.rawValue] as? [String: Double]).map {
                (title: "GTK 4 (\(rendererLabel)) " + column.title, entries: $0)
            }
        }
    }
}

/// Finds and runs `placeholder-bench-gtk4`.
enum Gtk4Child {
    /// The executable's name.
    static let name = "placeholder-bench-gtk4"

    /// The child's path, beside this process's own binary, if it is there.
    static var executable: String? {
        let own = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let path = own.deletingLastPathComponent().appendingPathComponent(name).path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }

    /// The child's arguments for `options`; nil when none of its columns
    /// was asked for.
    static func arguments(for options: BenchCommandOptions<Gtk3Bench>, json: String) throws -> [String]? {
        var arguments = ["--json", json]
        if options.quick { arguments.append("--quick") }
        if let repetitions = options.repetitions { arguments += ["--repetitions", String(repetitions)] }
        if let only = options.only { arguments += ["--only", only] }
        if options.columns != nil {
            let selected = try options.selectedColumns.filter(Column.gtk4.contains)
            guard !selected.isEmpty else { return nil }
            arguments += ["--columns", selected.map(\.rawValue).joined(separator: ",")]
        }
        return arguments
    }

    /// Runs the child at `path` for `options` with the renderer GTK picks
    /// (`GSK_RENDERER` as this process has it), then, unless that was Cairo
    /// or the run is quick, again with `GSK_RENDERER=cairo`. Progress lines
    /// go to this process's standard error. The results are those of the
    /// runs that worked (none when no GTK 4 column was asked for); the
    /// failure, that of the first run that did not.
    static func run(_ path: String, options: BenchCommandOptions<Gtk3Bench>, log: (String) -> Void) -> (results: [Gtk4Results], failure: Error?) {
        let built = (try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)
            .map { " (built \($0))" } ?? ""
        log("GTK 4: running \(path)\(built)")
        var results: [Gtk4Results] = []
        do {
            guard let first = try run(path, options: options, key: "gtk4", renderer: nil) else { return ([], nil) }
            results.append(first)
            guard !options.quick, first.rendererLabel != "Cairo" else { return (results, nil) }
            log("GTK 4: again with GSK_RENDERER=cairo (the first run drew with \(first.rendererLabel))")
            if let cairo = try run(path, options: options, key: "gtk4_cairo", renderer: "cairo") { results.append(cairo) }
            return (results, nil)
        } catch {
            return (results, error)
        }
    }

    private static func run(_ path: String, options: BenchCommandOptions<Gtk3Bench>, key: String, renderer: String?) throws -> Gtk4Results? {
        let json = NSTemporaryDirectory() + "placeholder-bench-gtk4-\(getpid()).json"
        defer { try? FileManager.default.removeItem(atPath: json) }
        guard let arguments = try arguments(for: options, json: json) else { return nil }
        // The child's own table is not printed (the merged one is); its
        // progress lines go to standard error as it writes them.
        let child = try runChildProcess(
            path, arguments, environment: renderer.map { ["GSK_RENDERER": $0] } ?? [:], passErrors: true)
        guard child.status == 0 else {
            throw BenchFailure(description: "\(name) exited with status \(child.status)")
        }
        guard let data = FileManager.default.contents(atPath: json),
            let document = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { throw BenchFailure(description: "\(name) wrote no JSON report") }
        return Gtk4Results(key: key, document: document)
    }
}
