import CPlaceholderGObject
import PlaceholderCore

/// What the `PtvPlaceholder` type needs of the toolkit it is registered
/// for (GTK 3 or GTK 4; one per process).
///
/// An instance, made once as the type is registered (Embedded Swift has no
/// existential metatypes).
package protocol PlaceholderToolkit: AnyObject {
    /// The toolkit, made as the type is registered.
    init()
    /// `GtkTextView`'s type, which the `text-view` property takes.
    var textViewType: GType { get }
    /// The controller of `view` (a `GtkTextView`), shared with every other
    /// face on it.
    func host(of view: gpointer) -> any PlaceholderHost
    /// The controller a face on `view` would share now, without making one:
    /// nil when the view has none (or was destroyed).
    func existingHost(of view: gpointer) -> (any PlaceholderHost)?
    /// A CSS colour (`#336699`, `rgba(…)`, a name) parsed as GDK parses it;
    /// nil when it is not one.
    func parseColor(_ text: String) -> PlaceholderColor?
    /// `color` as GDK writes it (`rgb(…)` or `rgba(…)`).
    func colorString(_ color: PlaceholderColor) -> String
    /// Whether the toolkit's entry hides its placeholder while focused
    /// (GTK 3's `GtkEntry` does, GTK 4's `GtkText` does not): the default of
    /// `hide-while-focused`.
    var entryHidesPlaceholderWhileFocused: Bool { get }
}
