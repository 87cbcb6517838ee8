/// Why a placeholder call could not be carried out.
public enum PlaceholderError: Error, Equatable, CustomStringConvertible {
    /// The markup is not valid Pango markup; Pango's message says why. The
    /// previous placeholder is kept.
    case invalidMarkup(String)
    /// GTK has not been initialised (call `gtk_init` or `gtk_init_check`
    /// first, on the main thread), or there is no display.
    case gtkNotInitialized
    /// The object given is not a `GtkTextView`.
    case notATextView
    /// The pointer given is null.
    case nullPointer
    /// A length or line limit below 0 or above `TextLimit.largest`; the
    /// previous limit is kept.
    case invalidLimit(Int)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .invalidMarkup(let message): return "invalid Pango markup: \(message)"
        case .gtkNotInitialized:
            return "GTK is not initialised: call gtk_init_check() on the main thread before creating a placeholder text view"
        case .notATextView: return "the object is not a GtkTextView"
        case .nullPointer: return "the text view pointer is null"
        case .invalidLimit(let limit): return "\(limit) is not a length limit: give 0 (none) to \(TextLimit.largest)"
        }
    }
}
