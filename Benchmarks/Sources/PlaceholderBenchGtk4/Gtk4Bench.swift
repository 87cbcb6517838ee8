import CPlaceholderGtk4
import PlaceholderBenchSupport
import PlaceholderGObject
import PlaceholderTextViewGtk4

/// GTK 4's side of the benchmark kit: its columns, its stages (frames
/// snapshotted and rendered by the window's renderer), and the check that
/// this project's view draws before it is timed.
enum Gtk4Bench: BenchToolkit {
    typealias Stage = PlaceholderBenchGtk4.Stage

    nonisolated static let columns = Column.gtk4
    nonisolated static let measurementsHelp =
        "Only these measurements, comma-separated: frame, redraw, layouts, flip, keystroke, memory."
    static let invalidatesBeforeFrames = true

    static let scrolledPacking: TextViewPacking = { textView in
        let window = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_child(OpaquePointer(window), textView.assumingMemoryBound(to: GtkWidget.self))
        return UnsafeMutableRawPointer(window)
    }

    static func makeFacade() throws -> any PlaceholderConfigurable { try PlaceholderTextView() }

    /// GTK 4's entry draws its text, caret and placeholder in its GtkText.
    static func entryTextWidget(_ entry: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer {
        let widget = entry.assumingMemoryBound(to: GtkWidget.self)
        return UnsafeMutableRawPointer(WidgetTree.first("GtkText", under: widget) ?? widget)
    }

    static func makeBaseline(_ column: Column, placeholder: String, pack: TextViewPacking) throws -> any Contender {
        switch column {
        case .overlayLabel: return OverlayLabelPlaceholder(placeholder: placeholder, pack: pack)
        case .viewOverlayLabel: return ViewOverlayLabelPlaceholder(placeholder: placeholder, pack: pack)
        default: throw BenchFailure(description: "GTK 4 has no \(column.rawValue) column")
        }
    }

    /// Never time an empty view as this project's: its placeholder must be
    /// drawn.
    static func inspect(_ stages: [Stage], columns: [Column]) throws {
        if let project = columns.firstIndex(of: .project), !stages[project].showsTextOrImage() {
            throw BenchFailure(description: "the project's view drew no placeholder; nothing to measure")
        }
    }

    static func put(_ widget: gpointer, in fixed: gpointer) {
        gtk_fixed_put(fixed.assumingMemoryBound(to: GtkFixed.self), widget.assumingMemoryBound(to: GtkWidget.self), 0, 0)
    }

    /// Then the frame's after-paint work (the placeholder's first frame
    /// only probes how GTK composites it) and timeouts the new views set up
    /// run now, and what they queued is drawn, not in the next batch.
    static func flushMemory(_ stage: Stage) {
        stage.settle()
        MainLoop.pump(timeout: 0.2)
        stage.settle()
        MainLoop.pump(timeout: 0.05)
    }
}
