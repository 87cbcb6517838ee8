import CPlaceholderGtk3
import PlaceholderBenchSupport

/// Runs every measurement, all columns side by side in one process: each
/// repetition visits every column (in a rotating order), and each figure is
/// the median over the repetitions after a warm-up.
@MainActor
final class Benchmark {
    static let placeholder = BenchContent.placeholder
    /// The document of the keystroke measurement.
    static let documentBytes = BenchContent.documentBytes

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

    /// Times bodies side by side, `repetitions` batches of about
    /// `batchMicroseconds` each.
    var timer: SideBySideTimer { SideBySideTimer(repetitions: repetitions, batchMicroseconds: batchMicroseconds) }

    /// Runs the measurements in `parts` (all by default).
    func run(_ parts: Set<BenchMeasurement> = Set(BenchMeasurement.allCases)) throws {
        // Memory first: GTK releases a 10 MiB view's memory late, and the
        // heap must not shrink under the count.
        if parts.contains(.memory) { try measureMemory() }
        if !parts.isDisjoint(with: [.frame, .layouts, .flip]) { try measureFramesLayoutsAndFlips(parts) }
        if parts.contains(.keystroke) { try measureKeystrokes() }
    }

    // MARK: - Frame, layouts, flip

    private func measureFramesLayoutsAndFlips(_ parts: Set<BenchMeasurement>) throws {
        let stages = try columns.map { Stage(try $0.make(placeholder: Self.placeholder)) }
        defer { stages.forEach { $0.close() } }
        if parts.contains(.frame) { measureFrames(stages) }
        if parts.contains(.layouts) { countLayouts(stages) }
        if parts.contains(.flip) { measureFlips(stages) }
    }

    private func measureFrames(_ stages: [Stage]) {
        log("frame: \(repetitions) repetitions of a full draw of each 400×200 view")
        let frames = timer.time(columns.indices.map { index in { stages[index].drawFrame() } })
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
        let flips = timer.time(flipping.map { index in
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
        let document = BenchContent.document(bytes: Self.documentBytes)
        let stages = try columns.map { column in
            let stage = Stage(try column.make(placeholder: Self.placeholder, scrolled: true))
            stage.contender.append(document)
            stage.settle()
            return stage
        }
        defer { stages.forEach { $0.close() } }
        log("keystroke: one character appended, then the main loop's work and the repaint it causes")
        let times = timer.time(stages.map { stage in
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
}
