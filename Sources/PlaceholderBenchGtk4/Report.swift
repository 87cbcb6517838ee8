import Foundation
import PlaceholderBenchSupport

/// GTK 4's results as a printed table and as the JSON document that
/// placeholder-bench puts under `gtk4`.
struct Report {
    var figures: [Column: Figures]
    var mode: String
    var repetitions: Int
    var memoryViews: Int
    /// What was measured on; `renderer` names the GSK renderer.
    var machine: [String: String]

    /// Every figure and ratio of `column`, under GTK 3's keys.
    func entries(for column: Column) -> [String: Double] {
        figures[column]?.entries(bare: figures[.bare], typed: figures[.typed]) ?? [:]
    }

    /// The JSON document: each measured column under its name (`project`,
    /// `bare`, `typed`, `entry`), with `mode`, `repetitions`,
    /// `memory_views` and `machine`.
    func json() throws -> Data {
        var document: [String: Any] = [:]
        for column in Column.allCases where figures[column] != nil {
            document[column.rawValue] = entries(for: column)
        }
        document["mode"] = mode
        document["repetitions"] = repetitions
        document["memory_views"] = memoryViews
        document["machine"] = machine
        return try JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys])
    }

    /// The table, one row per column.
    func table() -> String {
        let header = [
            FigureTable.machineLine(machine),
            "mode: \(mode); medians of \(repetitions) repetitions; memory over \(memoryViews) views",
        ]
        let rows = Column.allCases.filter { figures[$0] != nil }.map { (title: "GTK 4 " + $0.title, entries: entries(for: $0)) }
        return FigureTable(header: header, rows: rows).text()
    }
}
