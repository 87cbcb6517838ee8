import CPlaceholderBenchHeap
import CPlaceholderGtkCalls
import PlaceholderGObject

/// The memory measurement: heap bytes a view adds.
extension Benchmark {
    /// Heap bytes per view for every column that has a buffer to show a
    /// placeholder over, with the same and with distinct placeholders.
    func measureMemory() throws {
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
    /// batches of `count / 5`. The views are all at the same place in a
    /// `GtkFixed`, which a stage holds, laid out and drawn by the benchmark
    /// only.
    private func heapAdded(by count: Int, of column: Column, distinct: Bool = false) throws -> Int {
        let fixed = UnsafeMutableRawPointer(ptv_gtk_fixed_new()!)
        let stage = makeStage(WidgetHolder(fixed))
        var contenders: [any Contender] = []
        contenders.reserveCapacity(2 * count)
        func addViews(_ count: Int) throws {
            for _ in 0..<count {
                let placeholder = distinct ? BenchContent.placeholder + " (\(contenders.count))" : BenchContent.placeholder
                let contender = try Toolkit.make(column, placeholder: placeholder, scrolled: false)
                StageSize.request(for: contender.root)
                Toolkit.put(contender.root, in: fixed)
                contenders.append(contender)
            }
            Toolkit.flushMemory(stage)
        }
        try addViews(count)
        // Then five batches of a fifth each; the median batch leaves out the
        // one that happens to double some process-wide table.
        let batch = max(1, count / 5)
        var added: [Double] = []
        for _ in 0..<5 {
            // Bytes glibc's malloc has handed out and not yet freed (G_SLICE=always-malloc
            // routes GLib's allocations through it).
            let before = ptv_bench_heap_bytes_in_use()
            try addViews(batch)
            added.append(Double(ptv_bench_heap_bytes_in_use() - before))
        }
        stage.close()
        contenders.removeAll()
        MainLoop.drain()
        return Int((added.median * Double(count) / Double(batch)).rounded())
    }
}
