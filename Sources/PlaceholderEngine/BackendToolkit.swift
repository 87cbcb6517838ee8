import CPlaceholderGObject
import PlaceholderGObject

/// A toolkit's side of the `PtvPlaceholder` type, over its engine backend:
/// the text view type and the views' controllers come from the backend;
/// the toolkit adds only GDK's colour syntax (GTK 3's `GdkRGBA` holds
/// doubles, GTK 4's floats).
package protocol BackendToolkit: PlaceholderToolkit {
    /// The toolkit's engine backend.
    associatedtype Backend: ToolkitBackend
}

extension BackendToolkit {
    /// `GtkTextView`'s type.
    package static var textViewType: GType { Backend.textViewType }

    /// The controller of `view`, shared with every other face on it.
    package static func host(of view: gpointer) -> any PlaceholderHost {
        PlaceholderController.of(view, toolkit: Backend.self)
    }
}
