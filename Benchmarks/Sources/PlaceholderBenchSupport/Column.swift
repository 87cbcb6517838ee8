/// The benchmark's columns: this project (alone and with a length limit),
/// three references, and baselines written after the seeds and after what
/// GTK 4 apps do. Each toolkit's benchmark has those it can build
/// (`gtk3`, `gtk4`), under the same names and titles.
public enum Column: String, CaseIterable, Sendable {
    /// This project, through its public facade.
    case project
    /// This project with a blocking length limit the document stays
    /// within: what a limit adds (to a keystroke above all).
    case limited
    /// A `GtkTextView` with no placeholder: the floor.
    case bare
    /// The placeholder's text typed into the buffer instead.
    case typed
    /// A `GtkEntry` with the same placeholder.
    case entry
    /// Baseline: the placeholder as greyed text in the buffer.
    case fakeText = "fake_text"
    /// Baseline: a label laid over the view.
    case overlayLabel = "overlay_label"
    /// Baseline: a Pango layout drawn on every draw.
    case naiveDraw = "naive_draw"
    /// Baseline (GTK 4): a wrapping, dimmed label added to the view with
    /// `gtk_text_view_add_overlay`.
    case viewOverlayLabel = "view_overlay_label"

    /// The heading in the printed table.
    public var title: String {
        switch self {
        case .project: return "PlaceholderTextView"
        case .limited: return "PlaceholderTextView, length limit"
        case .bare: return "bare GtkTextView"
        case .typed: return "text typed instead"
        case .entry: return "GtkEntry"
        case .fakeText: return "fake text (001, Planify)"
        case .overlayLabel: return "overlay label (000/002/004, Paper Plane)"
        case .naiveDraw: return "naive draw (003)"
        case .viewOverlayLabel: return "label in the view's overlay (Tuba)"
        }
    }

    /// GTK 3's columns: every one but the label in GTK 4's text-view overlay.
    public static let gtk3: [Column] = allCases.filter { $0 != .viewOverlayLabel }
    /// GTK 4's columns: GTK 4 has no draw signal to draw naively in.
    public static let gtk4: [Column] = allCases.filter { $0 != .naiveDraw }
    /// The baselines, written inside the benchmark only.
    public static let baselines: [Column] = [.fakeText, .overlayLabel, .naiveDraw, .viewOverlayLabel]
    /// The references: GTK alone, no placeholder library.
    public static let references: [Column] = [.bare, .typed, .entry]

    /// Whether typing into it means anything: the typed-text view is not
    /// empty, and an entry holds no 10 MiB document.
    public var measuresFlip: Bool { self != .typed }
    /// Whether it can hold the keystroke measurement's document.
    public var measuresKeystroke: Bool { self != .typed && self != .entry }
    /// Whether it has a buffer to show a placeholder over.
    public var measuresMemory: Bool { self != .typed && self != .entry }
}
