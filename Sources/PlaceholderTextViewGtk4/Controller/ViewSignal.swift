import CPlaceholderGtk4
import PlaceholderGObject

/// The signals the controller listens to on its view, buffer, scroll
/// adjustments and keyboard, with how each is connected, told apart by id
/// when they reach its `SignalRouter`.
///
/// GTK 4 has no `draw`, `style-updated` or `size-allocate` signal: the
/// placeholder layer paints from its own `snapshot` and hears of style
/// changes through its `css_changed`, and a change of the text window's
/// size or scroll position reaches the adjustments (`changed`,
/// `value-changed`), which GtkTextView keeps even outside a scrolled window.
enum ViewSignal: CaseIterable {
    case notify, preeditChanged, directionChanged, destroy
    case bufferChanged, adjustmentChanged, adjustmentValueChanged

    /// The signals connected on the view for as long as the controller is
    /// active (`destroy` is connected from the start).
    static let onView: [ViewSignal] = [.notify, .preeditChanged, .directionChanged]

    /// The signal's name, as GLib knows it.
    var name: String {
        switch self {
        case .notify: return "notify"
        case .preeditChanged: return "preedit-changed"
        case .directionChanged: return "direction-changed"
        case .destroy: return "destroy"
        case .bufferChanged, .adjustmentChanged: return "changed"
        case .adjustmentValueChanged: return "value-changed"
        }
    }

    /// The C shape of the handler (`direction-changed`'s enum argument is
    /// ignored).
    var shape: SignalShape {
        switch self {
        case .notify, .preeditChanged, .directionChanged: return .pointerArgument
        case .destroy, .bufferChanged, .adjustmentChanged, .adjustmentValueChanged: return .noArgument
        }
    }

    /// The type declaring the signal.
    @MainActor
    private var declaringType: GType {
        switch self {
        case .notify: return g_object_get_type()
        case .preeditChanged: return gtk_text_view_get_type()
        case .bufferChanged: return gtk_text_buffer_get_type()
        case .adjustmentChanged, .adjustmentValueChanged: return gtk_adjustment_get_type()
        case .directionChanged, .destroy: return gtk_widget_get_type()
        }
    }

    /// The signal with this id, if it is one of these.
    @MainActor
    init?(id: guint) {
        guard let signal = Self.byID[id] else { return nil }
        self = signal
    }

    @MainActor
    private static let byID: [guint: ViewSignal] = Dictionary(
        uniqueKeysWithValues: allCases.map { (SignalRouter.id(of: $0.name, on: $0.declaringType), $0) })

    /// Connects this signal on `instance` to `router`; `detail` narrows
    /// `notify` to one property.
    @MainActor
    func connect(_ instance: gpointer, to router: SignalRouter, detail: String? = nil) -> SignalConnection {
        router.connect(instance, detail.map { "\(name)::\($0)" } ?? name, shape: shape)
    }
}
