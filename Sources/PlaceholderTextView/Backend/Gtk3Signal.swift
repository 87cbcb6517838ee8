import CPlaceholderGtk3
import PlaceholderGObject

/// GTK 3's own signals on the view, beside the engine's: the placeholder is
/// painted from `draw`, a new style or screen brings a new colour, font or
/// insets, and `size-allocate` keeps the natural height right.
enum Gtk3Signal: String, RoutedSignal {
    case draw, styleUpdated = "style-updated", screenChanged = "screen-changed", sizeAllocate = "size-allocate"

    /// Connected once the controller is active (`size-allocate` only while
    /// the natural-height option is on).
    static let onView: [Gtk3Signal] = [.draw, .styleUpdated, .screenChanged]

    /// The placeholder is painted over the view, and sizes are read once allocated.
    var runsAfter: Bool { self == .draw || self == .sizeAllocate }

    var lookupType: GType { gtk_widget_get_type() }

    static let byID = makeTable()
}
