import CPlaceholderGObject
import CPlaceholderGtkCalls
import PlaceholderGObject

/// The signals the engine follows on the view, the same in GTK 3 and GTK 4
/// (the buffer's `changed` has a watch of its own: `BufferBinding`). A
/// toolkit may add its own, which the controller's router hands to the
/// backend (GTK 3's `draw`, GTK 4's scroll adjustments' `changed` and
/// `value-changed`).
enum EngineSignal: String, RoutedSignal {
    case notify, preeditChanged = "preedit-changed", directionChanged = "direction-changed", destroy

    /// The signals connected on the view once the controller is active
    /// (`destroy` is connected from the start).
    static let onView: [EngineSignal] = [.notify, .preeditChanged, .directionChanged]

    /// `GtkTextView`'s type, the same call in both toolkits.
    var lookupType: GType { GType(ptv_gtk_text_view_get_type()) }

    static let byID = makeTable()
}
