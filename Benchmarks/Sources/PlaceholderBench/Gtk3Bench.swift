import CPlaceholderGtk3
import PlaceholderBenchSupport
import PlaceholderGObject
import PlaceholderTextView

/// GTK 3's side of the benchmark kit: every column, the baselines
/// included, in stages drawn into an image surface.
enum Gtk3Bench: BenchToolkit {
    typealias Stage = PlaceholderBench.Stage

    nonisolated static let columns = Column.gtk3
    nonisolated static let measurementsHelp =
        "Only these measurements, comma-separated: frame, layouts, flip, keystroke, memory, and redraw (GTK 4 only)."
    static let invalidatesBeforeFrames = false

    static let scrolledPacking: TextViewPacking = { textView in
        let window = gtk_scrolled_window_new(nil, nil)!
        gtk_container_add(
            UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkContainer.self),
            textView.assumingMemoryBound(to: GtkWidget.self))
        return UnsafeMutableRawPointer(window)
    }

    static func makeFacade() throws -> any PlaceholderConfigurable { try PlaceholderTextView() }
    static func entryTextWidget(_ entry: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer { entry }

    static func makeBaseline(_ column: Column, placeholder: String, pack: TextViewPacking) throws -> any Contender {
        switch column {
        case .overlayLabel: return OverlayLabelPlaceholder(placeholder: placeholder, pack: pack)
        case .naiveDraw: return NaiveDrawPlaceholder(placeholder: placeholder, pack: pack)
        default: throw BenchFailure(description: "GTK 3 has no \(column.rawValue) column")
        }
    }

    static func inspect(_: [Stage], columns _: [Column]) {}

    static func put(_ widget: gpointer, in fixed: gpointer) {
        let widget = widget.assumingMemoryBound(to: GtkWidget.self)
        gtk_fixed_put(fixed.assumingMemoryBound(to: GtkFixed.self), widget, 0, 0)
        gtk_widget_show_all(widget)
    }

    /// Lays out and draws the views; lets timeouts they set up fire now,
    /// not in the next batch.
    static func flushMemory(_ stage: Stage) {
        stage.layOut()
        stage.drawFrame()
        MainLoop.pump(timeout: 0.2)
    }
}
