import Foundation

/// The printed table both benchmarks share: one row per column, the same
/// headings and digits, figures taken from `Figures.entries` keys.
public enum FigureTable {
    /// A row: its title and its figures by JSON key.
    public typealias Row = (title: String, entries: [String: Double])

    /// The columns of the table: heading, JSON key and digits shown.
    static let cells: [(heading: String, key: String, digits: Int)] = [
        ("frame µs", "frame_us", 1), ("÷bare", "frame_over_bare", 2), ("÷typed", "frame_over_typed", 2),
        ("redraw µs", "redraw_us", 1), ("÷bare", "redraw_over_bare", 2),
        ("keystroke µs", "keystroke_10mib_us", 1), ("÷bare", "keystroke_10mib_over_bare", 3),
        ("flip µs", "flip_us", 1), ("bytes/view", "bytes_per_view", 0), ("distinct", "bytes_per_view_distinct", 0),
        ("layouts/1000", "layouts_per_1000_frames", 0),
    ]

    /// The table of `rows`, in order, under the `header` lines, as text:
    /// titles left-aligned, figures right-aligned, "–" where a column does
    /// not apply.
    public static func text(header: [String], rows: [Row]) -> String {
        // GTK 4's redraw columns only when a row has them.
        let cells = Self.cells.filter { cell in
            !cell.key.hasPrefix("redraw") || rows.contains { $0.entries[cell.key] != nil }
        }
        var lines = [[""] + cells.map(\.heading)]
        for row in rows {
            lines.append([row.title] + cells.map { cell in
                guard let value = row.entries[cell.key] else { return "–" }
                return String(format: "%.\(cell.digits)f", value)
            })
        }
        let widths = lines[0].indices.map { index in lines.map { $0[index].count }.max() ?? 0 }
        let formatted = lines.map { line in
            line.enumerated().map { index, cell in
                let padding = String(repeating: " ", count: widths[index] - cell.count)
                return index == 0 ? cell + padding : padding + cell
            }.joined(separator: "  ")
        }
        return (header + formatted).joined(separator: "\n")
    }

    /// The header line listing `machine`, keys sorted.
    public static func machineLine(_ machine: [String: String]) -> String {
        machine.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: "; ")
    }
}
