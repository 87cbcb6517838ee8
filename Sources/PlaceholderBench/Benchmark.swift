import CPlaceholderGtk3

/// Runs one timed call. Never inlined, so that an instruction counter can
/// count exactly the timed work (`Tests/bench-instructions.sh` has callgrind
/// collect inside it only).
@inline(never)
func timedCall(_ body: () -> Void) {
    body()
}

/// The benchmark's measurements, selectable with `--only`.
enum Measurement: String, CaseIterable, Sendable {
    case frame, layouts, flip, keystroke, memory
}

/// What was measured for one column; nil where the column does not apply.
struct Figures: Sendable {
    var frameMicroseconds: Double?
    var keystrokeMicroseconds: Double?
    var flipMicroseconds: Double?
    var bytesPerView: Int?
    /// The same with every view showing a placeholder of its own.
    var bytesPerViewDistinct: Int?
    var layoutsPer1000Frames: Int?
}

/// Runs every measurement, all columns side by side in one process: each
/// repetition visits every column (in a rotating order), and each figure is
/// the median over the repetitions after a warm-up.
@MainActor
final class Benchmark {
    static let placeholder = "Write a message to the team…\nShift+Enter starts a new line"
    /// The document of the keystroke measurement.
    static let documentBytes = 10 * 1024 * 1024

    let repetitions: Int
    /// The columns measured, in table order.
    let columns: [Column]
    /// Views added for the memory measurement.
    let memoryViews: Int
    /// How long one timed batch should take, in microseconds.
    let batchMicroseconds: Double
    /// What was measured, by column.
    var figures: [Column: Figures] = [:]
    /// Where progress lines go.
    let log: (String) -> Void

    init(
        columns: [Column], repetitions: Int, batchMicroseconds: Double, memoryViews: Int,
        log: @escaping (String) -> Void
    ) {
        self.columns = columns
        self.repetitions = repetitions
        self.memoryViews = memoryViews
        self.batchMicroseconds = batchMicroseconds
        self.log = log
        for column in columns { figures[column] = Figures() }
    }

    /// Runs the measurements in `parts` (all by default).
    func run(_ parts: Set<Measurement> = Set(Measurement.allCases)) throws {
        // Memory first: GTK releases a 10 MiB view's memory late, and the
        // heap must not shrink under the count.
        if parts.contains(.memory) { try measureMemory() }
        if !parts.isDisjoint(with: [.frame, .layouts, .flip]) { try measureFramesLayoutsAndFlips(parts) }
        if parts.contains(.keystroke) { try measureKeystrokes() }
    }

    // MARK: - Frame, layouts, flip

    private func measureFramesLayoutsAndFlips(_ parts: Set<Measurement>) throws {
        let stages = try columns.map { Stage(try $0.make(placeholder: Self.placeholder)) }
        defer { stages.forEach { $0.close() } }
        if parts.contains(.frame) { measureFrames(stages) }
        if parts.contains(.layouts) { countLayouts(stages) }
        if parts.contains(.flip) { measureFlips(stages) }
    }

    private func measureFrames(_ stages: [Stage]) {
        log("frame: \(repetitions) repetitions of a full draw of each 400×200 view")
        let frames = timeSideBySide(columns.indices.map { index in { stages[index].drawFrame() } })
        for (index, column) in columns.enumerated() { figures[column]?.frameMicroseconds = frames[index] }
    }

    private func countLayouts(_ stages: [Stage]) {
        log("layouts: Pango layouts constructed in 1,000 steady frames")
        for (index, column) in columns.enumerated() {
            let before = LayoutCounter.count
            for _ in 0..<1000 { stages[index].drawFrame() }
            figures[column]?.layoutsPer1000Frames = LayoutCounter.count - before
        }
    }

    private func measureFlips(_ stages: [Stage]) {
        log("flip: type the first character, repaint, delete it, repaint")
        let flipping = columns.indices.filter { columns[$0].measuresFlip }
        let flips = timeSideBySide(flipping.map { index in
            {
                let stage = stages[index]
                stage.contender.type("x")
                stage.settle()
                stage.contender.deleteAll()
                stage.settle()
            }
        })
        for (position, index) in flipping.enumerated() { figures[columns[index]]?.flipMicroseconds = flips[position] }
    }

    // MARK: - Keystroke

    private func measureKeystrokes() throws {
        let columns = self.columns.filter(\.measuresKeystroke)
        log("keystroke: building \(columns.count) views of \(Self.documentBytes >> 20) MiB each")
        let document = Self.document(bytes: Self.documentBytes)
        let stages = try columns.map { column in
            let stage = Stage(try column.make(placeholder: Self.placeholder, scrolled: true))
            stage.contender.append(document)
            stage.settle()
            return stage
        }
        defer { stages.forEach { $0.close() } }
        log("keystroke: one character appended, then the main loop's work and the repaint it causes")
        let times = timeSideBySide(stages.map { stage in
            {
                stage.contender.append("x")
                stage.settle()
            }
        }, afterBatch: { index, count in
            let stage = stages[index]
            stage.contender.removeLast(count)
            stage.settle()
        })
        for (index, column) in columns.enumerated() { figures[column]?.keystrokeMicroseconds = times[index] }
    }

    /// Lines of ordinary prose, `bytes` long in all.
    static func document(bytes: Int) -> String {
        let line = "The quick brown fox jumps over the lazy dog, and the placeholder stays hidden.\n"
        var text = String(repeating: line, count: bytes / line.utf8.count)
        text += String(repeating: "x", count: bytes - text.utf8.count)
        return text
    }

}
