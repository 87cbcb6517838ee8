/// Runs one timed call. Never inlined, so that an instruction counter can
/// count exactly the timed work (`Tests/bench-instructions.sh` has callgrind
/// collect inside it only).
@inline(never)
public func timedCall(_ body: () -> Void) {
    body()
}

/// Timing side by side: every body in every repetition, in a rotating
/// order, each in batches sized to take about `batchMicroseconds`; each
/// figure is the median over the repetitions, after a warm-up.
public struct SideBySideTimer: Sendable {
    /// Repetitions of each body.
    public var repetitions: Int
    /// How long one timed batch should take, in microseconds.
    public var batchMicroseconds: Double

    /// The median microseconds per call of each body. `prepare` (untimed)
    /// runs before every call of the body of its index: each call is then
    /// timed on its own. `afterBatch` (untimed) gets the body's index and
    /// the batch's call count.
    public func time(
        _ bodies: [() -> Void], prepare: ((Int) -> Void)? = nil, afterBatch: ((Int, Int) -> Void)? = nil
    ) -> [Double] {
        /// A batch of `count` calls; the warm-up's calls are not `timedCall`s,
        /// so that an instruction counter counts the measured calls only.
        func batch(_ index: Int, _ count: Int, warmUp: Bool = false) -> Double {
            let body = bodies[index]
            let call = warmUp ? body : { timedCall(body) }
            guard let prepare else { return Clock.microsecondsPerCall(count, call) }
            return Clock.microsecondsPerCall(count, preparing: { prepare(index) }, call)
        }
        // Warm up, then size each body's batch from a first timing.
        let counts = bodies.indices.map { index in
            let perCall = batch(index, 3, warmUp: true)
            afterBatch?(index, 3)
            return max(1, min(10_000, Int(batchMicroseconds / max(perCall, 0.01))))
        }
        var samples = Array(repeating: [Double](), count: bodies.count)
        for repetition in 0..<repetitions {
            for step in bodies.indices {
                let index = (step + repetition) % bodies.count
                samples[index].append(batch(index, counts[index]))
                afterBatch?(index, counts[index])
            }
        }
        return samples.map(\.median)
    }
}
