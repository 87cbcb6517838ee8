/// Timing side by side: every column in every repetition.
extension Benchmark {
    /// The median microseconds per call of each body, timed in batches
    /// sized to take about `batchMicroseconds`, all bodies in each
    /// repetition. `afterBatch` (untimed) gets the body's index and the
    /// batch's call count.
    func timeSideBySide(
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
