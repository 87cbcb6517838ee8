import CPlaceholderGtk3
import PlaceholderBenchSupport
import PlaceholderGObject
import PlaceholderTextView

/// GTK 3's side of the benchmark kit: every column, the baselines
/// included, in stages drawn into an image surface.
enum Gtk3Bench: BenchToolkit {
    typealias Stage = PlaceholderBench.Stage
    typealias MemoryWindow = Gtk3MemoryWindow

    nonisolated static let columns = Column.gtk3
    nonisolated static let measurementsHelp =
        "Only these measurements, comma-separated: frame, layouts, flip, keystroke, memory, and redraw (GTK 4 only)."
    static let invalidatesBeforeFrames = false

    static func textViewPacking(scrolled: Bool) -> TextViewPacking { packing(scrolled: scrolled) }
    static func makeFacade() throws -> any PlaceholderConfigurable { try PlaceholderTextView() }
    static func entryTextWidget(_ entry: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer { entry }

    static func makeBaseline(_ column: Column, placeholder: String, scrolled: Bool) throws -> any Contender {
        switch column {
        case .overlayLabel: return OverlayLabelPlaceholder(placeholder: placeholder, scrolled: scrolled)
        case .naiveDraw: return NaiveDrawPlaceholder(placeholder: placeholder, scrolled: scrolled)
        default: throw BenchFailure(description: "GTK 3 has no \(column.rawValue) column")
        }
    }

    static func makeStage(_ contender: any Contender) -> Stage { Stage(contender) }

    static func inspect(_: [Stage], columns _: [Column]) throws -> [String: String] { [:] }
}

/// The memory measurement's window: a `GtkFixed` the views are put into,
/// all at the same place, drawn into an image by the benchmark only (as in
/// the stages, not also by the frame clock into the X window).
@MainActor
final class Gtk3MemoryWindow: BenchMemoryWindow {
    private let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
    private let fixed = gtk_fixed_new()!
    private let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(StageSize.width), Int32(StageSize.height))!
    private let cr: OpaquePointer
    private var container: UnsafeMutablePointer<GtkContainer> {
        UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkContainer.self)
    }

    init() {
        cr = cairo_create(surface)!
        gtk_container_add(container, fixed)
        gtk_window_set_default_size(
            UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self), Int32(StageSize.width), Int32(StageSize.height))
        gtk_widget_show_all(window)
        let window = self.window
        MainLoop.pump(timeout: 5, until: { gtk_widget_get_mapped(window) != 0 })
        gdk_window_freeze_updates(gtk_widget_get_window(window))
    }

    /// GTK 3 has one renderer.
    var rendererName: String? { nil }

    func add(_ contender: any Contender) {
        let root = contender.root.assumingMemoryBound(to: GtkWidget.self)
        gtk_widget_set_size_request(root, Int32(StageSize.width), Int32(StageSize.height))
        gtk_fixed_put(UnsafeMutableRawPointer(fixed).assumingMemoryBound(to: GtkFixed.self), root, 0, 0)
        gtk_widget_show_all(root)
    }

    /// Lays out and draws the views; lets timeouts they set up fire now,
    /// not in the next batch.
    func flush() {
        MainLoop.drain()
        gtk_container_check_resize(container)
        gtk_widget_draw(fixed, cr)
        MainLoop.pump(timeout: 0.2, until: { false })
    }

    func close() {
        gdk_window_thaw_updates(gtk_widget_get_window(window))
        gtk_widget_destroy(window)
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }
}
