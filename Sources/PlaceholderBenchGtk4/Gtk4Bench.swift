import CPlaceholderGtk4
import Foundation
import PlaceholderBenchSupport
import PlaceholderGObject
import PlaceholderTextViewGtk4

/// GTK 4's side of the benchmark kit: its columns, its stages (frames
/// snapshotted and rendered by the window's renderer), and the check that
/// this project's view draws before it is timed.
enum Gtk4Bench: BenchToolkit {
    typealias Stage = PlaceholderBenchGtk4.Stage
    typealias MemoryWindow = Gtk4MemoryWindow

    nonisolated static let columns = Column.gtk4
    nonisolated static let measurementsHelp =
        "Only these measurements, comma-separated: frame, redraw, layouts, flip, keystroke, memory."
    static let invalidatesBeforeFrames = true

    static func textViewPacking(scrolled: Bool) -> TextViewPacking { packing(scrolled: scrolled) }
    static func makeFacade() throws -> any PlaceholderConfigurable { try PlaceholderTextView() }

    /// GTK 4's entry draws its text, caret and placeholder in its GtkText.
    static func entryTextWidget(_ entry: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer {
        let widget = entry.assumingMemoryBound(to: GtkWidget.self)
        return UnsafeMutableRawPointer(WidgetTree.first("GtkText", under: widget) ?? widget)
    }

    static func makeBaseline(_ column: Column, placeholder: String, scrolled: Bool) throws -> any Contender {
        switch column {
        case .overlayLabel: return OverlayLabelPlaceholder(placeholder: placeholder, pack: packing(scrolled: scrolled))
        case .viewOverlayLabel:
            return ViewOverlayLabelPlaceholder(placeholder: placeholder, pack: packing(scrolled: scrolled))
        default: throw BenchFailure(description: "GTK 4 has no \(column.rawValue) column")
        }
    }

    static func makeStage(_ contender: any Contender) -> Stage { Stage(contender) }

    /// Never time an empty view as this project's: its placeholder must be
    /// drawn.
    static func inspect(_ stages: [Stage], columns: [Column]) throws -> [String: String] {
        guard let project = columns.firstIndex(of: .project) else { return [:] }
        guard stages[project].showsTextOrImage() else {
            throw BenchFailure(description: "the project's view drew no placeholder; nothing to measure")
        }
        return [:]
    }
}

/// The memory measurement's window: a stage holding a `GtkFixed` the views
/// are put into, all at the same place, laid out and drawn by the
/// benchmark only.
@MainActor
final class Gtk4MemoryWindow: BenchMemoryWindow {
    private let fixed = gtk_fixed_new()!
    private let stage: Stage

    init() { stage = Stage(MemoryHolder(widget: fixed)) }

    var rendererName: String? { stage.rendererName }

    func add(_ contender: any Contender) {
        let root = contender.root.assumingMemoryBound(to: GtkWidget.self)
        gtk_widget_set_size_request(root, Int32(StageSize.width), Int32(StageSize.height))
        gtk_fixed_put(UnsafeMutableRawPointer(fixed).assumingMemoryBound(to: GtkFixed.self), root, 0, 0)
    }

    /// Then the frame's after-paint work (the placeholder's first frame
    /// only probes how GTK composites it) and timeouts the new views set up
    /// run now, and what they queued is drawn, not in the next batch.
    func flush() {
        stage.settle()
        MainLoop.pump(timeout: 0.2, until: { false })
        stage.settle()
        MainLoop.pump(timeout: 0.05, until: { false })
    }

    func close() { stage.close() }
}

/// The window content of the memory measurement: the `GtkFixed`.
@MainActor
private final class MemoryHolder: Contender {
    let root: gpointer
    var redrawWidget: gpointer { root }
    init(widget: UnsafeMutablePointer<GtkWidget>) { root = UnsafeMutableRawPointer(widget) }
    func type(_ text: String) {}
    func append(_ text: String) {}
    func deleteAll() {}
    func removeLast(_ count: Int) {}
}
