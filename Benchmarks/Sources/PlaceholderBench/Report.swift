import Foundation
import PlaceholderBenchSupport

/// The benchmark's results as a printed table and as JSON, GTK 4's child's
/// merged in.
struct Report {
    /// GTK 3's figures and run details.
    var results: BenchResults
    /// GTK 4's figures, one set per renderer its child process ran with.
    var gtk4: [Gtk4Results] = []

    /// What the figures were measured on, GTK 4's version and renderer included.
    private var allMachine: [String: String] {
        var machine = results.machine
        for run in gtk4 {
            machine["gtk4"] = run.machine["gtk"]
            machine[run.key + "_renderer"] = run.machine["renderer"]
        }
        return machine
    }

    /// The JSON document: this project's figures at the top level, with a
    /// length limit under `limited`, the
    /// baselines and references each under their own key, GTK 4's under
    /// `gtk4` (`gtk4.project`, `gtk4.bare`, ... with the same keys), and
    /// under `gtk4_cairo` when Cairo was measured besides GTK's choice.
    func json() throws -> Data {
        var document: [String: Any] = results.entries(for: .project)
        document["limited"] = results.entries(for: .limited)
        document["baselines"] = results.entries(of: Column.baselines.filter(Gtk3Bench.columns.contains))
        document["references"] = results.entries(of: Column.references)
        for run in gtk4 { document[run.key] = run.document }
        return try results.json(document, machine: allMachine)
    }

    /// The table, one row per column, GTK 4's rows after GTK 3's.
    func table() -> String {
        var header = [FigureTable.machineLine(allMachine), results.modeLine]
        for run in gtk4 {
            let own = run.machine.filter { results.machine[$0.key] != $0.value }
            header.append("GTK 4 (\(run.rendererLabel)) rows: \(Gtk4Child.name), " + FigureTable.machineLine(own))
        }
        return FigureTable.text(header: header, rows: results.rows() + gtk4.flatMap(\.rows))
    }
}
