import Glibc

/// The monotonic clock.
enum Clock {
    /// Nanoseconds since an arbitrary fixed point.
    static func nanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// Microseconds `body` takes per call, over `count` calls.
    static func microsecondsPerCall(_ count: Int, _ body: () -> Void) -> Double {
        let start = nanoseconds()
        for _ in 0..<count { body() }
        return Double(nanoseconds() - start) / 1000 / Double(count)
    }
}

extension Array where Element == Double {
    /// The median (the mean of the middle two for an even count).
    var median: Double {
        precondition(!isEmpty, "median of no samples")
        let sorted = self.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
