import CPlaceholderGObject
import PlaceholderCore

/// What the `PtvPlaceholder` type needs of the toolkit it is registered
/// for (GTK 3 or GTK 4; one per process).
@MainActor
package protocol PlaceholderToolkit {
    /// `GtkTextView`'s type, which the `text-view` property takes.
    static var textViewType: GType { get }
    /// The controller of `view` (a `GtkTextView`), shared with every other
    /// face on it.
    static func host(of view: gpointer) -> any PlaceholderHost
    /// A CSS colour (`#336699`, `rgba(…)`, a name) parsed as GDK parses it;
    /// nil when it is not one.
    static func parseColor(_ text: String) -> PlaceholderColor?
    /// `color` as GDK writes it (`rgb(…)` or `rgba(…)`).
    static func colorString(_ color: PlaceholderColor) -> String
}
