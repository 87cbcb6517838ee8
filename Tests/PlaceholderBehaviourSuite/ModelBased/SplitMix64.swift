import Foundation

/// SplitMix64 (Steele, Lea and Flood, 2014): a tiny seeded generator whose
/// sequence is the same on every platform and Swift version, so a seed
/// printed by a failing run replays the same operations anywhere. (The
/// standard library's `random(in:using:)` may change its algorithm between
/// versions, so only `below(_:)` and `pick(_:)` are used on it.)
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    /// A generator starting from `seed`.
    init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (`bound` > 0).
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    /// A number in `range`.
    mutating func inRange(_ range: ClosedRange<Int>) -> Int { range.lowerBound + below(range.count) }

    /// True with probability `percent`/100.
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

    /// One element of `choices` (non-empty).
    mutating func pick<T>(_ choices: [T]) -> T { choices[below(choices.count)] }

    /// The seed named by the environment variable `name` (decimal or
    /// 0x-prefixed hexadecimal), or `fallback` when it is unset or unreadable.
    static func seed(fromEnvironment name: String, default fallback: UInt64) -> UInt64 {
        guard let text = ProcessInfo.processInfo.environment[name]?.trimmingCharacters(in: .whitespaces),
            !text.isEmpty
        else { return fallback }
        if text.lowercased().hasPrefix("0x") { return UInt64(text.dropFirst(2), radix: 16) ?? fallback }
        return UInt64(text) ?? fallback
    }
}
