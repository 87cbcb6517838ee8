import CPlaceholderGtk3
import PlaceholderBenchSupport

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
}
