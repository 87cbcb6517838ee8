import CPlaceholderGObject
import CPlaceholderGtkCalls
import PlaceholderEngine

/// One column's widgets in the benchmark, set up one way to show (or not
/// show) the placeholder. Widgets are GObjects passed as `gpointer`s.
@MainActor
public protocol Contender: AnyObject {
    /// The widget packed into the window and drawn for a frame.
    var root: gpointer { get }
    /// The widget a caret blink redraws (GTK 4's redraw measurement).
    var redrawWidget: gpointer { get }
    /// Inserts `text` where a user typing now would (the cursor).
    func type(_ text: String)
    /// Appends `text` at the end of the document.
    func append(_ text: String)
    /// Appends `text` at the end of the document as a user's keystroke
    /// does: inside a user action, where the widget has one.
    func appendAsTyped(_ text: String)
    /// Deletes everything the user typed.
    func deleteAll()
    /// Deletes the last `count` characters of the document.
    func removeLast(_ count: Int)
}

extension Contender {
    /// Appends: widgets without user actions have nothing to wrap.
    public func appendAsTyped(_ text: String) { append(text) }
}

/// What the benchmark needs from one toolkit: its columns' widgets, a
/// window to time them in, and how to put views in the memory measurement's
/// container. The
/// measurements, their timing and order, are ``Benchmark``'s, once.
@MainActor
public protocol BenchToolkit {
    /// A contender in its own window, drawn when the benchmark says.
    associatedtype Stage: BenchStage

    /// The columns this toolkit's benchmark has, in table order.
    nonisolated static var columns: [Column] { get }
    /// `--only`'s help: the measurements this benchmark makes.
    nonisolated static var measurementsHelp: String { get }
    /// Whether a timed frame follows an untimed invalidation of every
    /// widget (GTK 4 otherwise reuses their render nodes; GTK 3 redraws all).
    static var invalidatesBeforeFrames: Bool { get }

    /// Packs a text view into a new `GtkScrolledWindow`, as a long document needs.
    static var scrolledPacking: TextViewPacking { get }
    /// This project's object on a new text view.
    static func makeFacade() throws -> any PlaceholderConfigurable
    /// The widget a `GtkEntry` draws its text and placeholder in (GTK 4's
    /// entry draws them in its `GtkText`).
    static func entryTextWidget(_ entry: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer
    /// A new contender of one of this toolkit's own baselines (the columns
    /// `make` does not make itself), its text view packed by `pack`; throws
    /// for a column it lacks.
    static func makeBaseline(_ column: Column, placeholder: String, pack: TextViewPacking) throws -> any Contender
    /// Checks the stages before their frames are timed (GTK 4: that this
    /// project's view draws its placeholder).
    static func inspect(_ stages: [Stage], columns: [Column]) throws

    /// Puts `widget` into `fixed` (a `GtkFixed`) at its top left corner,
    /// shown.
    static func put(_ widget: gpointer, in fixed: gpointer)
    /// Lays out and draws what was added to the memory measurement's
    /// `stage`, and runs what that queued, so that the next batch's count
    /// does not pay for it.
    static func flushMemory(_ stage: Stage)
}

extension BenchToolkit {
    /// A new contender of `column` showing `placeholder`; with `scrolled`,
    /// its text view sits in a `GtkScrolledWindow`. The columns both
    /// toolkits build alike (this project alone and limited, the bare view,
    /// the typed text, the fake text, GTK's own `GtkEntry`) are made here;
    /// the rest are the toolkit's own baselines.
    static func make(_ column: Column, placeholder: String, scrolled: Bool) throws -> any Contender {
        let pack = scrolled ? scrolledPacking : { $0 } as TextViewPacking
        switch column {
        case .entry: return EntryWithPlaceholder(placeholder: placeholder, textWidget: entryTextWidget)
        case .fakeText: return FakeTextPlaceholder(placeholder: placeholder, pack: pack)
        case .project: return ProjectView(try makeFacade(), placeholder: placeholder, pack: pack)
        case .limited:
            return ProjectView(try makeFacade(), placeholder: placeholder, limit: BenchContent.limit, pack: pack)
        case .bare: return PlainView(pack: pack)
        case .typed: return PlainView(text: placeholder, pack: pack)
        default: return try makeBaseline(column, placeholder: placeholder, pack: pack)
        }
    }
}

/// A contender in its own shown 400×200 window whose painting is held
/// back, so that the benchmark, not the frame clock, decides when a frame
/// is drawn, and times it with the change that caused it.
@MainActor
public protocol BenchStage: AnyObject {
    /// A shown window holding `contender`.
    init(_ contender: any Contender)
    /// What the window holds.
    var contender: any Contender { get }
    /// The renderer the window draws with, where the toolkit has a choice.
    var rendererName: String? { get }
    /// How many settles drew a frame, for the keystroke log; nil if untold.
    var settleSummary: String? { get }
    /// One full draw of the contender's widgets, as a frame paints them.
    func drawFrame()
    /// Runs what the main loop has pending, then draws what was
    /// invalidated, as the next frame would.
    func settle()
    /// Invalidates every widget of the contender (untimed).
    func invalidateAll()
    /// Invalidates what a caret blink does (untimed).
    func invalidateRedraw()
    /// Destroys the window and everything in it.
    func close()
}

/// A contender that is only a widget: the memory measurement's `GtkFixed`,
/// which its stage holds. Nothing is typed into it.
@MainActor
final class WidgetHolder: Contender {
    let root: gpointer
    var redrawWidget: gpointer { root }
    init(_ widget: gpointer) { root = widget }
    func type(_ text: String) {}
    func append(_ text: String) {}
    func deleteAll() {}
    func removeLast(_ count: Int) {}
}

/// The window size every stage has.
public enum StageSize {
    /// The width, in pixels.
    public static let width = 400
    /// The height, in pixels.
    public static let height = 200

    /// Asks for exactly the stage's size for `widget`.
    @MainActor
    public static func request(for widget: gpointer) {
        ptv_gtk_widget_set_size_request(OpaquePointer(widget), Int32(width), Int32(height))
    }
}
