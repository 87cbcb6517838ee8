import CPlaceholderGtk3

/// The benchmark's columns: this project, three references and three
/// baselines written after the seeds.
enum Column: String, CaseIterable, Sendable {
    case project
    case bare
    case typed
    case entry
    case fakeText = "fake_text"
    case overlayLabel = "overlay_label"
    case naiveDraw = "naive_draw"

    /// The heading in the printed table.
    var title: String {
        switch self {
        case .project: return "PlaceholderTextView"
        case .bare: return "bare GtkTextView"
        case .typed: return "text typed instead"
        case .entry: return "GtkEntry"
        case .fakeText: return "fake text (001)"
        case .overlayLabel: return "overlay label (000/002/004)"
        case .naiveDraw: return "naive draw (003)"
        }
    }

    /// The baselines, written inside the benchmark only.
    static let baselines: [Column] = [.fakeText, .overlayLabel, .naiveDraw]
    /// The references: GTK alone, no placeholder library.
    static let references: [Column] = [.bare, .typed, .entry]

    /// Whether typing into it means anything: the typed-text view is not
    /// empty, and an entry holds no 10 MiB document.
    var measuresFlip: Bool { self != .typed }
    var measuresKeystroke: Bool { self != .typed && self != .entry }
    var measuresMemory: Bool { self != .typed && self != .entry }

    /// A new contender of this column showing `placeholder`; with
    /// `scrolled`, its text view sits in a `GtkScrolledWindow`.
    @MainActor
    func make(placeholder: String, scrolled: Bool = false) throws -> any Contender {
        switch self {
        case .project: return try ProjectView(placeholder: placeholder, scrolled: scrolled)
        case .bare: return BareView(scrolled: scrolled)
        case .typed: return TypedText(placeholder: placeholder, scrolled: scrolled)
        case .entry: return EntryWithPlaceholder(placeholder: placeholder)
        case .fakeText: return FakeTextPlaceholder(placeholder: placeholder, scrolled: scrolled)
        case .overlayLabel: return OverlayLabelPlaceholder(placeholder: placeholder, scrolled: scrolled)
        case .naiveDraw: return NaiveDrawPlaceholder(placeholder: placeholder, scrolled: scrolled)
        }
    }
}
