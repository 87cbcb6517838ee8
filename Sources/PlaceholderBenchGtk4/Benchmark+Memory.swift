import CPlaceholderGtk4
import PlaceholderBenchSupport

/// The memory measurement: heap bytes a view adds, as GTK 3's benchmark
/// counts them.
extension Benchmark {
    /// Heap bytes per view for every column that has a buffer to show a
    /// placeholder over, with the same and with distinct placeholders.
    func measureMemory() throws {
        let columns = self.columns.filter(\.measuresMemory)
        log("memory: heap added by \(memoryViews) more shown and drawn views of each column")
        var added: [Column: Int] = [:]
        // Process-wide tables grow with the most widgets ever alive: a first
        // round pays for that.
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
    /// once in one window, add to `count` views already there (which warm
    /// every cache and table a first view fills): five times the median of
    /// five batches of `count / 5`.
    private func heapAdded(by count: Int, of column: Column, distinct: Bool = false) throws -> Int {
        let fixed = gtk_fixed_new()!
        let stage = makeStage(MemoryHolder(root: fixed))
        var contenders: [any Contender] = []
        contenders.reserveCapacity(2 * count)
        func addViews(_ count: Int) throws {
            for _ in 0..<count {
                let placeholder = distinct ? BenchContent.placeholder + " (\(contenders.count))" : BenchContent.placeholder
                let contender = try column.make(placeholder: placeholder)
                gtk_widget_set_size_request(contender.root, Int32(Stage.width), Int32(Stage.height))
                gtk_fixed_put(UnsafeMutableRawPointer(fixed).assumingMemoryBound(to: GtkFixed.self), contender.root, 0, 0)
                contenders.append(contender)
            }
            // Laid out and drawn by the benchmark only; then the frame's
            // after-paint work (the placeholder's first frame only probes
            // how GTK composites it) and timeouts the new views set up run
            // now, and what they queued is drawn, not in the next batch.
            stage.settle()
            MainLoop.pump(timeout: 0.2, until: { false })
            stage.settle()
            MainLoop.pump(timeout: 0.05, until: { false })
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
        stage.close()
        contenders.removeAll()
        MainLoop.drain()
        return Int((added.median * Double(count) / Double(batch)).rounded())
    }
}

/// The window content of the memory measurement: a `GtkFixed` the views are
/// put into, all at the same place.
@MainActor
private final class MemoryHolder: Contender {
    let root: UnsafeMutablePointer<GtkWidget>
    var redrawWidget: UnsafeMutablePointer<GtkWidget> { root }
    init(root: UnsafeMutablePointer<GtkWidget>) { self.root = root }
    func type(_ text: String) {}
    func append(_ text: String) {}
    func deleteAll() {}
    func removeLast(_ count: Int) {}
}
