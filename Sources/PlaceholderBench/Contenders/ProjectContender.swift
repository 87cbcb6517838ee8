import PlaceholderBenchSupport
import PlaceholderTextView

/// The GTK 3 product, for the benchmark's `ProjectView`.
extension PlaceholderTextView: BenchFacade {
    /// The text view, as a GObject.
    public var viewObject: UnsafeMutableRawPointer { UnsafeMutableRawPointer(textView) }
}
