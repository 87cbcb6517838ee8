import CHeapCounter

/// The bytes of heap in use, as glibc's allocator counts them. The
/// benchmark sets `G_SLICE=always-malloc` so GLib's allocations are counted.
enum HeapCounter {
    static func bytesInUse() -> Int {
        Int(heap_counter_bytes_in_use())
    }
}
