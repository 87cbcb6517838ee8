import CGtk

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
    private(set) var figures: [Column: Figures] = [:]
    private let log: (String) -> Void

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

    // MARK: - Memory

    private func measureMemory() throws {
        let columns = self.columns.filter(\.measuresMemory)
        log("memory: heap added by \(memoryViews) more shown and drawn views of each column")
        var added: [Column: Int] = [:]
        // Process-wide tables grow with the most widgets ever alive (about
        // 14 KB a view the first time 2,000 views are): a first round pays.
        for column in columns { _ = try heapAdded(by: memoryViews, of: column) }
        for column in columns { added[column] = try heapAdded(by: memoryViews, of: column) }
        let bare = added[.bare] ?? 0
        for column in columns {
            figures[column]?.bytesPerView = ((added[column] ?? 0) - bare) / memoryViews
        }
        log("memory: the same with a placeholder of its own in every view")
        for column in columns where column != .bare {
            let distinct = try heapAdded(by: memoryViews, of: column, distinct: true)
            figures[column]?.bytesPerViewDistinct = (distinct - bare) / memoryViews
        }
    }

    /// The heap bytes that `count` more views of `column`, shown and drawn
    /// in one window, add to `count` views already there (which warm every
    /// cache and table a first view fills): five times the median of five
    /// batches of `count / 5`.
    private func heapAdded(by count: Int, of column: Column, distinct: Bool = false) throws -> Int {
        let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
        let container = UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkContainer.self)
        let fixed = gtk_fixed_new()!
        gtk_container_add(container, fixed)
        gtk_window_set_default_size(
            UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self),
            Int32(Stage.width), Int32(Stage.height))
        gtk_widget_show_all(window)
        MainLoop.pump(until: { gtk_widget_get_mapped(window) != 0 })
        // As in the stages, the views are drawn by the benchmark only (into
        // an image), not also by the frame clock into the X window.
        gdk_window_freeze_updates(gtk_widget_get_window(window))
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(Stage.width), Int32(Stage.height))!
        let cr = cairo_create(surface)!
        var contenders: [any Contender] = []
        contenders.reserveCapacity(2 * count)
        func addViews(_ count: Int) throws {
            for _ in 0..<count {
                let placeholder = distinct ? Self.placeholder + " (\(contenders.count))" : Self.placeholder
                let contender = try column.make(placeholder: placeholder)
                gtk_widget_set_size_request(contender.root, Int32(Stage.width), Int32(Stage.height))
                gtk_fixed_put(UnsafeMutableRawPointer(fixed).assumingMemoryBound(to: GtkFixed.self), contender.root, 0, 0)
                gtk_widget_show_all(contender.root)
                contenders.append(contender)
            }
            MainLoop.drain()
            gtk_container_check_resize(container)
            gtk_widget_draw(fixed, cr)
            // Let timeouts the new views set up fire now, not in the next batch.
            MainLoop.pump(timeout: 0.2, until: { false })
        }
        try addViews(count)
        // Then five batches of a fifth each; the median batch leaves out the
        // one that happens to double some process-wide table.
        let batch = max(1, count / 5)
        var added: [Double] = []
        for _ in 0..<5 {
            let before = HeapCounter.bytesInUse()
            try addViews(batch)
            added.append(Double(HeapCounter.bytesInUse() - before))
        }

        gdk_window_thaw_updates(gtk_widget_get_window(window))
        gtk_widget_destroy(window)
        contenders.removeAll()
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
        MainLoop.drain()
        return Int((added.median * Double(count) / Double(batch)).rounded())
    }

    // MARK: - Timing

    /// The median microseconds per call of each body, timed in batches
    /// sized to take about `batchMicroseconds`, all bodies in each
    /// repetition. `afterBatch` (untimed) gets the body's index and the
    /// batch's call count.
    private func timeSideBySide(
        _ bodies: [() -> Void], afterBatch: ((Int, Int) -> Void)? = nil
    ) -> [Double] {
        // Warm up, then size each body's batch from a first timing.
        let counts = bodies.enumerated().map { index, body in
            let perCall = Clock.microsecondsPerCall(3, body)
            afterBatch?(index, 3)
            return max(1, min(10_000, Int(batchMicroseconds / max(perCall, 0.01))))
        }
        var samples = Array(repeating: [Double](), count: bodies.count)
        for repetition in 0..<repetitions {
            for step in bodies.indices {
                let index = (step + repetition) % bodies.count
                let body = bodies[index]
                samples[index].append(Clock.microsecondsPerCall(counts[index]) { timedCall(body) })
                afterBatch?(index, counts[index])
            }
        }
        return samples.map(\.median)
    }
}
