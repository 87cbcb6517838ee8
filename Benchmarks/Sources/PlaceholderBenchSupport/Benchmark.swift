/// Runs every measurement, all columns side by side in one process: each
/// repetition visits every column (in a rotating order), and each figure is
/// the median over the repetitions after a warm-up. The same for GTK 3 and
/// GTK 4; what differs is the toolkit's (``BenchToolkit``).
@MainActor
public final class Benchmark<Toolkit: BenchToolkit> {
    /// Times the columns side by side.
    public let timer: SideBySideTimer
    /// The columns measured, in table order.
    public let columns: [Column]
    /// Views added for the memory measurement.
    public let memoryViews: Int
    /// What was measured, by column.
    public internal(set) var figures: [Column: Figures] = [:]
    /// What the stages told about themselves: `renderer` (GTK 4).
    public internal(set) var notes: [String: String] = [:]
    /// Where progress lines go.
    let log: (String) -> Void

    /// A benchmark of `columns`, timed by `timer`, counting memory over
    /// `memoryViews` views, telling its progress to `log`.
    public init(columns: [Column], timer: SideBySideTimer, memoryViews: Int, log: @escaping (String) -> Void) {
        self.columns = columns
        self.timer = timer
        self.memoryViews = memoryViews
        self.log = log
        for column in columns { figures[column] = Figures() }
    }

    /// Runs the measurements in `parts`.
    public func run(_ parts: Set<BenchMeasurement>) throws {
        // Memory first: GTK releases a 10 MiB view's memory late, and the
        // heap must not shrink under the count.
        if parts.contains(.memory) { try measureMemory() }
        if !parts.isDisjoint(with: [.frame, .redraw, .layouts, .flip]) { try measureFramesLayoutsAndFlips(parts) }
        if parts.contains(.keystroke) { try measureKeystrokes() }
    }

    /// A stage for `contender`, noting the renderer its window draws with.
    func makeStage(_ contender: any Contender) -> Toolkit.Stage {
        let stage = Toolkit.Stage(contender)
        if let renderer = stage.rendererName { notes["renderer"] = renderer }
        return stage
    }

    /// GTK 4 draws render nodes, reused unless invalidated; GTK 3 redraws all.
    private var snapshots: Bool { Toolkit.invalidatesBeforeFrames }

    // MARK: - Frame, redraw, layouts, flip

    private func measureFramesLayoutsAndFlips(_ parts: Set<BenchMeasurement>) throws {
        let stages = try columns.map { makeStage(try Toolkit.make($0, placeholder: BenchContent.placeholder, scrolled: false)) }
        defer { stages.forEach { $0.close() } }
        try Toolkit.inspect(stages, columns: columns)
        if parts.contains(.frame) {
            log("frame: \(timer.repetitions) repetitions of " + (snapshots
                ? "a snapshot and render of each 400×200 view, all widgets invalidated" : "a full draw of each 400×200 view"))
            // GTK 3's frames are timed in batches: it has nothing to prepare.
            timeFrames(stages, as: \.frameMicroseconds, preparing: snapshots ? { stages[$0].invalidateAll() } : nil)
        }
        if parts.contains(.redraw), snapshots {
            log("redraw: the same with the view alone invalidated, as a caret blink does")
            timeFrames(stages, as: \.redrawMicroseconds, preparing: { stages[$0].invalidateRedraw() })
        }
        if parts.contains(.layouts) { countLayouts(stages) }
        if parts.contains(.flip) { measureFlips(stages) }
    }

    /// Times a frame of each stage, each after `prepare` (if any) of its
    /// index, into each column's figure at `figure`.
    private func timeFrames(
        _ stages: [Toolkit.Stage], as figure: WritableKeyPath<Figures, Double?>, preparing prepare: ((Int) -> Void)?
    ) {
        let times = timer.time(stages.map { stage in { stage.drawFrame() } }, prepare: prepare)
        for (column, time) in zip(columns, times) { figures[column]?[keyPath: figure] = time }
    }

    private func countLayouts(_ stages: [Toolkit.Stage]) {
        log(snapshots
            ? "layouts: Pango layouts constructed in 1,000 frames, all widgets invalidated before each"
            : "layouts: Pango layouts constructed in 1,000 steady frames")
        for (index, column) in columns.enumerated() {
            let before = LayoutCounter.count
            for _ in 0..<1000 {
                if snapshots { stages[index].invalidateAll() }
                stages[index].drawFrame()
            }
            figures[column]?.layoutsPer1000Frames = LayoutCounter.count - before
        }
    }

    private func measureFlips(_ stages: [Toolkit.Stage]) {
        log("flip: type the first character, \(snapshots ? "settle" : "repaint"), delete it, \(snapshots ? "settle" : "repaint")")
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
        log("keystroke: building \(columns.count) views of \(BenchContent.documentBytes >> 20) MiB each")
        let document = BenchContent.document(bytes: BenchContent.documentBytes)
        let stages = try columns.map { column in
            let stage = makeStage(try Toolkit.make(column, placeholder: BenchContent.placeholder, scrolled: true))
            stage.contender.append(document)
            stage.settle()
            return stage
        }
        defer { stages.forEach { $0.close() } }
        log(snapshots
            ? "keystroke: one character appended as typed, then the main loop's work, the layout phase and a frame"
            : "keystroke: one character appended as typed, then the main loop's work and the repaint it causes")
        let times = timer.time(stages.map { stage in
            {
                stage.contender.appendAsTyped("x")
                stage.settle()
            }
        }, afterBatch: { index, count in
            let stage = stages[index]
            stage.contender.removeLast(count)
            stage.settle()
        })
        for (index, column) in columns.enumerated() {
            figures[column]?.keystrokeMicroseconds = times[index]
            if let summary = stages[index].settleSummary { log("keystroke: \(column.rawValue) \(summary)") }
        }
    }
}

/// A measurement that cannot be made as asked.
public struct BenchFailure: Error, CustomStringConvertible {
    /// What went wrong, for the user.
    public var description: String

    /// A failure saying `description`.
    public init(description: String) { self.description = description }
}
