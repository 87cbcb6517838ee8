import Glibc

/// The monotonic clock.
public enum Clock {
    /// Nanoseconds since an arbitrary fixed point.
    public static func nanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// Microseconds `body` takes per call, over `count` calls.
    public static func microsecondsPerCall(_ count: Int, _ body: () -> Void) -> Double {
        let start = nanoseconds()
        for _ in 0..<count { body() }
        return Double(nanoseconds() - start) / 1000 / Double(count)
    }

    /// Microseconds `body` takes per call, over `count` calls, each call
    /// after an untimed `prepare`: every call is timed on its own, and the
    /// times are summed.
    public static func microsecondsPerCall(_ count: Int, preparing prepare: () -> Void, _ body: () -> Void) -> Double {
        var total: UInt64 = 0
        for _ in 0..<count {
            prepare()
            let start = nanoseconds()
            body()
            total += nanoseconds() - start
        }
        return Double(total) / 1000 / Double(count)
    }
}

extension Array where Element == Double {
    /// The median (the mean of the middle two for an even count).
    public var median: Double {
        precondition(!isEmpty, "median of no samples")
        let sorted = self.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
