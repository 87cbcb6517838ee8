import Foundation
import PlaceholderBenchSupport

/// The benchmark's results as a printed table and as JSON.
struct Report {
    var figures: [Column: Figures]
    var mode: String
    var repetitions: Int
    var memoryViews: Int
    var machine: [String: String]
    /// GTK 4's figures, one set per renderer its child process ran with.
    var gtk4: [Gtk4Results] = []

    /// Every figure and ratio of `column`, under the keys the README documents.
    func entries(for column: Column) -> [String: Double] {
        figures[column]?.entries(bare: figures[.bare], typed: figures[.typed]) ?? [:]
    }

    /// What the figures were measured on, GTK 4's version and renderer included.
    private var allMachine: [String: String] {
        var machine = self.machine
        for run in gtk4 {
            machine["gtk4"] = run.machine["gtk"]
            machine[run.key + "_renderer"] = run.machine["renderer"]
        }
        return machine
    }

    /// The JSON document: this project's figures at the top level, the
    /// baselines and references each under their own key, GTK 4's under
    /// `gtk4` (`gtk4.project`, `gtk4.bare`, ... with the same keys), and
    /// under `gtk4_cairo` when Cairo was measured besides GTK's choice.
    func json() throws -> Data {
        var document: [String: Any] = entries(for: .project)
        document["baselines"] = Dictionary(uniqueKeysWithValues: Column.baselines.map { ($0.rawValue, entries(for: $0)) })
        document["references"] = Dictionary(uniqueKeysWithValues: Column.references.map { ($0.rawValue, entries(for: $0)) })
        document["mode"] = mode
        document["repetitions"] = repetitions
        document["memory_views"] = memoryViews
        document["machine"] = allMachine
        for run in gtk4 { document[run.key] = run.document }
        return try JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys])
    }

    /// The table, one row per column, GTK 4's rows after GTK 3's.
    func table() -> String {
        var header = [
            FigureTable.machineLine(allMachine),
            "mode: \(mode); medians of \(repetitions) repetitions; memory over \(memoryViews) views",
        ]
        for run in gtk4 {
            let own = run.machine.filter { machine[$0.key] != $0.value }
            header.append("GTK 4 (\(run.rendererLabel)) rows: \(Gtk4Child.name), " + FigureTable.machineLine(own))
        }
        let rows = Column.allCases.filter { figures[$0] != nil }.map { (title: $0.title, entries: entries(for: $0)) }
        return FigureTable(header: header, rows: rows + gtk4.flatMap(\.rows)).text()
    }
}
