import PlaceholderBenchSupport
import PlaceholderTextViewGtk4

/// The GTK 4 product, for the benchmark's `ProjectView`.
extension PlaceholderTextView: BenchFacade {
    /// The text view, as a GObject.
    public var viewObject: UnsafeMutableRawPointer { UnsafeMutableRawPointer(textView) }
}
