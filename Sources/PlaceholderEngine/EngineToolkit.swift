import CPlaceholderGObject
import PlaceholderCore
import PlaceholderGObject

/// The `PtvPlaceholder` type's toolkit for the engine backend `Backend`:
/// the text view type and the views' controllers come from the backend,
/// colours from GDK through the shared calls.
package final class EngineToolkit<Backend: ToolkitBackend>: PlaceholderToolkit {
    /// The toolkit of `Backend`.
    package init() {}

    /// `GtkTextView`'s type.
    package var textViewType: GType { Backend.textViewType }

    /// The controller of `view`, shared with every other face on it.
    package func host(of view: gpointer) -> any PlaceholderHost {
        PlaceholderController.of(view, toolkit: Backend.self)
    }

    /// The controller a face on `view` would share now, if it has one.
    package func existingHost(of view: gpointer) -> (any PlaceholderHost)? {
        PlaceholderController.shared(by: view, toolkit: Backend.self)
    }

    /// A CSS colour as GDK parses it; nil when it is not one.
    package func parseColor(_ text: String) -> PlaceholderColor? { PlaceholderColor(gdkParsing: text) }

    /// `color` as GDK writes it.
    package func colorString(_ color: PlaceholderColor) -> String { color.gdkString }

    /// Whether the toolkit's entry hides its placeholder while focused.
    package var entryHidesPlaceholderWhileFocused: Bool { Backend.entryHidesPlaceholderWhileFocused }
}
