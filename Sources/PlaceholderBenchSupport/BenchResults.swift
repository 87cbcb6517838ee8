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

    /// Results of these figures and run details.
    public init(figures: [Column: Figures], mode: String, repetitions: Int, memoryViews: Int, machine: [String: String]) {
        (self.figures, self.mode, self.repetitions, self.memoryViews, self.machine) =
            (figures, mode, repetitions, memoryViews, machine)
    }

    /// Every figure and ratio of `column`, under the keys the README documents.
    public func entries(for column: Column) -> [String: Double] {
        figures[column]?.entries(bare: figures[.bare], typed: figures[.typed]) ?? [:]
    }

    /// The table's line saying how the figures were taken.
    public var modeLine: String {
        "mode: \(mode); medians of \(repetitions) repetitions; memory over \(memoryViews) views"
    }

    /// A row per measured column, in table order, titled with `prefix`.
    public func rows(titledWith prefix: String = "") -> [FigureTable.Row] {
        Column.allCases.filter { figures[$0] != nil }.map { (title: prefix + $0.title, entries: entries(for: $0)) }
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
    /// Counts GLib's small allocations as heap too, keeps GTK quiet
    /// headless and on X11 (a GTK 4 child inherits these).
    public static func prepareEnvironment() {
        setenv("G_SLICE", "always-malloc", 1)
        setenv("NO_AT_BRIDGE", "1", 0)
        setenv("GDK_BACKEND", "x11", 0)
    }

    /// A progress logger writing `· <prefix><line>` to standard error.
    public static func progress(prefix: String = "") -> (String) -> Void {
        { line in FileHandle.standardError.write(Data("· \(prefix)\(line)\n".utf8)) }
    }

    /// Writes `program: message` as one line to standard error.
    public static func fail(_ program: String, _ message: String) {
        FileHandle.standardError.write(Data("\(program): \(message)\n".utf8))
    }
}
