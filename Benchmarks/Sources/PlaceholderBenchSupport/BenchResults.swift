import Foundation

/// One benchmark process's results, as both reports start from them.
public struct BenchResults {
    /// What was measured, by column.
    public var figures: [Column: Figures]
    /// `quick` or `full`.
    public var mode: String
    /// Repetitions of each timing.
    public var repetitions: Int
    /// Views of the memory measurement.
    public var memoryViews: Int
    /// What was measured on.
    public var machine: [String: String]

    /// Every figure and ratio of `column`, under the keys of the JSON report (`--json`).
    public func entries(for column: Column) -> [String: Double] {
        figures[column]?.entries(bare: figures[.bare], typed: figures[.typed]) ?? [:]
    }

    /// The table's line saying how the figures were taken.
    public var modeLine: String {
        "mode: \(mode); medians of \(repetitions) repetitions; memory over \(memoryViews) views"
    }

    /// Every figure and ratio of each of `columns`, under the column's name.
    public func entries(of columns: [Column]) -> [String: [String: Double]] {
        Dictionary(uniqueKeysWithValues: columns.map { ($0.rawValue, entries(for: $0)) })
    }

    /// The measured columns, in table order.
    public var measuredColumns: [Column] { Column.allCases.filter { figures[$0] != nil } }

    /// A row per measured column, in table order, titled with `prefix`.
    public func rows(titledWith prefix: String = "") -> [FigureTable.Row] {
        measuredColumns.map { (title: prefix + $0.title, entries: entries(for: $0)) }
    }

    /// `document` with `mode`, `repetitions`, `memory_views` and `machine`
    /// (as `machine`, or this run's), as pretty, sorted JSON.
    public func json(_ document: [String: Any], machine: [String: String]? = nil) throws -> Data {
        var document = document
        document["mode"] = mode
        document["repetitions"] = repetitions
        document["memory_views"] = memoryViews
        document["machine"] = machine ?? self.machine
        return try JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys])
    }
}

/// What both benchmarks' `main` share.
public enum BenchMain {
    /// A progress logger writing `· <prefix><line>` to standard error.
    public static func progress(prefix: String = "") -> (String) -> Void {
        { line in FileHandle.standardError.write(Data("· \(prefix)\(line)\n".utf8)) }
    }

    /// A benchmark's run once its command line is read: sets the
    /// environment, starts the toolkit with `start` (exit 2 without a
    /// display), measures what `options` ask for, telling `log`, and hands
    /// the results, described with the toolkit's `machine` entries, if any
    /// (given the stages' notes), to `report`; exit 1 with the error if any throws.
    @MainActor
    public static func run<Toolkit: BenchToolkit>(
        _ program: String, options: BenchCommandOptions<Toolkit>, log: @escaping (String) -> Void,
        start: () -> Bool, machine: ([String: String]) -> [String: String] = { _ in [:] }, report: (BenchResults) throws -> Void
    ) -> Never {
        // GLib's small allocations count as heap too; GTK stays quiet
        // headless and on X11 (a GTK 4 child inherits these).
        setenv("G_SLICE", "always-malloc", 1)
        setenv("NO_AT_BRIDGE", "1", 0)
        setenv("GDK_BACKEND", "x11", 0)
        guard start() else {
            fail(program, "cannot open a display; run under Xvfb (xvfb-run -a)")
            exit(2)
        }
        LayoutCounter.install()
        let benchmark = Benchmark<Toolkit>(
            columns: (try? options.selectedColumns) ?? Toolkit.columns, timer: options.timer,
            memoryViews: options.memoryViews, log: log)
        do {
            try benchmark.run(options.measurements)
            try report(BenchResults(
                figures: benchmark.figures, mode: options.mode, repetitions: options.effectiveRepetitions,
                memoryViews: options.memoryViews, machine: machineDescription(adding: machine(benchmark.notes))))
            exit(0)
        } catch {
            fail(program, "\(error)")
            exit(1)
        }
    }

    /// Writes `program: message` as one line to standard error.
    private static func fail(_ program: String, _ message: String) {
        FileHandle.standardError.write(Data("\(program): \(message)\n".utf8))
    }
}
