import CPlaceholderBenchHeap

/// The bytes of heap in use, as glibc's allocator counts them. The
/// benchmark sets `G_SLICE=always-malloc` so GLib's allocations are counted.
enum HeapCounter {
    static func bytesInUse() -> Int {
        Int(ptv_bench_heap_bytes_in_use())
    }
}
