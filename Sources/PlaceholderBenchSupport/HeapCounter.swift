import CPlaceholderBenchHeap

/// The bytes of heap in use, as glibc's allocator counts them. The
/// benchmarks set `G_SLICE=always-malloc` so GLib's allocations are counted.
public enum HeapCounter {
    /// Bytes handed out by `malloc` and not yet freed (`mallinfo2().uordblks`).
    public static func bytesInUse() -> Int {
        Int(ptv_bench_heap_bytes_in_use())
    }
}
