/// GTK 4's columns: this project and the three references, under the same
/// names as GTK 3's.
enum Column: String, CaseIterable, Sendable {
    case project
    case bare
    case typed
    case entry

    /// The heading in the printed table.
    var title: String {
        switch self {
        case .project: return "PlaceholderTextView"
        case .bare: return "bare GtkTextView"
        case .typed: return "text typed instead"
        case .entry: return "GtkEntry"
        }
    }

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
        }
    }
}
