import CPlaceholderGObject
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
/// window to time them in, and one to count their memory in. The
/// measurements, their timing and order, are ``Benchmark``'s, once.
@MainActor
public protocol BenchToolkit {
    /// A contender in its own window, drawn when the benchmark says.
    associatedtype Stage: BenchStage
    /// The window the memory measurement fills with views.
    associatedtype MemoryWindow: BenchMemoryWindow

    /// The columns this toolkit's benchmark has, in table order.
    nonisolated static var columns: [Column] { get }
    /// `--only`'s help: the measurements this benchmark makes.
    nonisolated static var measurementsHelp: String { get }
    /// Whether a timed frame follows an untimed invalidation of every
    /// widget (GTK 4 otherwise reuses their render nodes; GTK 3 redraws all).
    static var invalidatesBeforeFrames: Bool { get }

    /// How a column's text view is packed: alone, or with `scrolled` in a
    /// `GtkScrolledWindow`.
    static func textViewPacking(scrolled: Bool) -> TextViewPacking
    /// This project's object on a new text view.
    static func makeFacade() throws -> any PlaceholderConfigurable
    /// The widget a `GtkEntry` draws its text and placeholder in (GTK 4's
    /// entry draws them in its `GtkText`).
    static func entryTextWidget(_ entry: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer
    /// A new contender of one of this toolkit's own baselines (the columns
    /// `make` does not make itself); throws for a column it lacks.
    static func makeBaseline(_ column: Column, placeholder: String, scrolled: Bool) throws -> any Contender
    /// A shown window holding `contender`.
    static func makeStage(_ contender: any Contender) -> Stage
    /// Checks the stages before their frames are timed, and returns what to
    /// report about them (GTK 4: how the placeholder is composited).
    static func inspect(_ stages: [Stage], columns: [Column]) throws -> [String: String]
}

extension BenchToolkit {
    /// A new contender of `column` showing `placeholder`; with `scrolled`,
    /// its text view sits in a `GtkScrolledWindow`. The columns both
    /// toolkits build alike (this project alone and limited, the bare view,
    /// the typed text, the fake text, GTK's own `GtkEntry`) are made here;
    /// the rest are the toolkit's own baselines.
    static func make(_ column: Column, placeholder: String, scrolled: Bool) throws -> any Contender {
        let pack = textViewPacking(scrolled: scrolled)
        switch column {
        case .entry: return EntryWithPlaceholder(placeholder: placeholder, textWidget: entryTextWidget)
        case .fakeText: return FakeTextPlaceholder(placeholder: placeholder, pack: pack)
        case .project: return ProjectView(try makeFacade(), placeholder: placeholder, pack: pack)
        case .limited:
            return ProjectView(try makeFacade(), placeholder: placeholder, limit: BenchContent.limit, pack: pack)
        case .bare: return BareView(pack: pack)
        case .typed: return TypedText(placeholder: placeholder, pack: pack)
        default: return try makeBaseline(column, placeholder: placeholder, scrolled: scrolled)
        }
    }
}

/// A contender in its own shown 400×200 window whose painting is held
/// back, so that the benchmark, not the frame clock, decides when a frame
/// is drawn, and times it with the change that caused it.
@MainActor
public protocol BenchStage: AnyObject {
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

/// The window of the memory measurement, which views are added to, all at
/// the same place, shown and drawn once.
@MainActor
public protocol BenchMemoryWindow {
    /// A new, shown, empty window.
    init()
    /// The renderer it draws with, where the toolkit has a choice.
    var rendererName: String? { get }
    /// Puts `contender`'s widgets into the window.
    func add(_ contender: any Contender)
    /// Lays out and draws what was added, and runs what that queued, so
    /// that the next batch's count does not pay for it.
    func flush()
    /// Destroys the window.
    func close()
}

/// The window size every stage has.
public enum StageSize {
    /// The width, in pixels.
    public static let width = 400
    /// The height, in pixels.
    public static let height = 200
}
