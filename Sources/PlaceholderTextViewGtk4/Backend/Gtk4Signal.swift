import CPlaceholderGtk4
import PlaceholderGObject

/// GTK 4's own signals, beside the engine's: a change of the text window's
/// size (`changed`: a new page size) or scroll position (`value-changed`)
/// reaches the view's scroll adjustments.
enum Gtk4Signal: RoutedSignal {
    case adjustmentChanged, adjustmentValueChanged

    var name: String { self == .adjustmentChanged ? "changed" : "value-changed" }
    @MainActor var lookupType: GType { gtk_adjustment_get_type() }
    @MainActor static let byID = makeTable()
}
