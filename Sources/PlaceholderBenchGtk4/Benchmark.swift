import CPlaceholderGtk4
import Foundation
import PlaceholderBenchSupport

/// Runs GTK 4's measurements, all columns side by side in one process: each
/// repetition visits every column (in a rotating order), and each figure is
/// the median over the repetitions after a warm-up, as GTK 3's benchmark.
@MainActor
final class Benchmark {
    /// Times the columns side by side.
    let timer: SideBySideTimer
    /// The columns measured, in table order.
    let columns: [Column]
    /// Views added for the memory measurement.
    let memoryViews: Int
    /// What was measured, by column.
    var figures: [Column: Figures] = [:]
    /// The renderer the stages' windows drew with.
    var rendererName = "unknown"
    /// How this project's placeholder reached the screen (direct text nodes,
    /// or a compensated texture where GTK composites overlays twice).
    var compositionPath = "not drawn"
    /// Where progress lines go.
    let log: (String) -> Void

    init(columns: [Column], timer: SideBySideTimer, memoryViews: Int, log: @escaping (String) -> Void) {
        self.columns = columns
        self.timer = timer
        self.memoryViews = memoryViews
        self.log = log
        for column in columns { figures[column] = Figures() }
    }

    /// Runs the measurements in `parts`.
    func run(_ parts: Set<BenchMeasurement>) throws {
        // Memory first: GTK releases a 10 MiB view's memory late, and the
        // heap must not shrink under the count.
        if parts.contains(.memory) { try measureMemory() }
        if !parts.isDisjoint(with: [.frame, .redraw, .layouts, .flip]) { try measureFramesLayoutsAndFlips(parts) }
        if parts.contains(.keystroke) { try measureKeystrokes() }
    }

    /// A stage for `contender`, noting the renderer its window draws with.
    func makeStage(_ contender: any Contender) -> Stage {
        let stage = Stage(contender)
        rendererName = stage.rendererName
        return stage
    }

    // MARK: - Frame, layouts, flip

    private func measureFramesLayoutsAndFlips(_ parts: Set<BenchMeasurement>) throws {
        let stages = try columns.map { makeStage(try $0.make(placeholder: BenchContent.placeholder)) }
        defer { stages.forEach { $0.close() } }
        // Never time an empty view as this project's: its placeholder must be drawn.
        if let project = columns.firstIndex(of: .project), !stages[project].showsTextOrImage() {
            throw BenchFailure(description: "the project's view drew no placeholder; nothing to measure")
        }
        if let project = columns.firstIndex(of: .project), let view = stages[project].contender as? ProjectView {
            compositionPath = view.view.compositionPath?.rawValue ?? "not drawn"
            // On stderr too, for bench-instructions.sh (stdout has the table).
            FileHandle.standardError.write(Data("placeholder composition: \(compositionPath)\n".utf8))
        }
        if parts.contains(.frame) { measureFrames(stages) }
        if parts.contains(.redraw) { measureRedraws(stages) }
        if parts.contains(.layouts) { countLayouts(stages) }
        if parts.contains(.flip) { measureFlips(stages) }
    }

    private func measureFrames(_ stages: [Stage]) {
        log("frame: \(timer.repetitions) repetitions of a snapshot and render of each 400×200 view, all widgets invalidated")
        let frames = timer.time(
            stages.map { stage in { stage.drawFrame() } }, prepare: { stages[$0].invalidateAll() })
        for (index, column) in columns.enumerated() { figures[column]?.frameMicroseconds = frames[index] }
    }

    private func measureRedraws(_ stages: [Stage]) {
        log("redraw: the same with the view alone invalidated, as a caret blink does")
        let redraws = timer.time(
            stages.map { stage in { stage.drawFrame() } }, prepare: { stages[$0].invalidateRedraw() })
        for (index, column) in columns.enumerated() { figures[column]?.redrawMicroseconds = redraws[index] }
    }

    private func countLayouts(_ stages: [Stage]) {
        log("layouts: Pango layouts constructed in 1,000 frames, all widgets invalidated before each")
        for (index, column) in columns.enumerated() {
            let before = LayoutCounter.count
            for _ in 0..<1000 {
                stages[index].invalidateAll()
                stages[index].drawFrame()
            }
            figures[column]?.layoutsPer1000Frames = LayoutCounter.count - before
        }
    }

    private func measureFlips(_ stages: [Stage]) {
        log("flip: type the first character, settle, delete it, settle")
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
            let stage = makeStage(try column.make(placeholder: BenchContent.placeholder, scrolled: true))
            stage.contender.append(document)
            stage.settle()
            return stage
        }
        defer { stages.forEach { $0.close() } }
        log("keystroke: one character appended, then the main loop's work, the layout phase and a frame")
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
        for (index, column) in columns.enumerated() {
            figures[column]?.keystrokeMicroseconds = times[index]
            log("keystroke: \(column.rawValue) drew a frame in \(stages[index].framesDrawn) of \(stages[index].settles) settles")
        }
    }
}

/// A measurement that cannot be made as asked.
struct BenchFailure: Error, CustomStringConvertible {
    var description: String
}
