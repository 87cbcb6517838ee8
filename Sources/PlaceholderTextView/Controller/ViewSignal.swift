import CPlaceholderGtk3
import PlaceholderGObject

/// The signals the controller listens to on its view and buffer, with how
/// each is connected, told apart by id when they reach its `SignalRouter`.
enum ViewSignal: CaseIterable {
    case draw, notify, preeditChanged, styleUpdated, directionChanged, screenChanged, destroy
    case sizeAllocate, bufferChanged

    /// The signals connected on the view for as long as the controller is attached.
    static let alwaysOnView: [ViewSignal] = [
        .draw, .notify, .preeditChanged, .styleUpdated, .directionChanged, .screenChanged, .destroy,
    ]

    /// The signal's name, as GLib knows it.
    var name: String {
        switch self {
        case .draw: return "draw"
        case .notify: return "notify"
        case .preeditChanged: return "preedit-changed"
        case .styleUpdated: return "style-updated"
        case .directionChanged: return "direction-changed"
        case .screenChanged: return "screen-changed"
        case .destroy: return "destroy"
        case .sizeAllocate: return "size-allocate"
        case .bufferChanged: return "changed"
        }
    }

    /// The C shape of the handler (`direction-changed`'s enum argument and
    /// `screen-changed`'s screen are ignored).
    var shape: SignalShape {
        switch self {
        case .draw: return .pointerArgumentReturningFalse
        case .notify, .preeditChanged, .directionChanged, .screenChanged, .sizeAllocate: return .pointerArgument
        case .styleUpdated, .destroy, .bufferChanged: return .noArgument
        }
    }

    /// Whether the handler runs after the class's: the placeholder is
    /// painted over the view, and sizes are read once allocated.
    var runsAfter: Bool { self == .draw || self == .sizeAllocate }

    /// The type declaring the signal.
    @MainActor
    private var declaringType: GType {
        switch self {
        case .notify: return g_object_get_type()
        case .preeditChanged: return gtk_text_view_get_type()
        case .bufferChanged: return gtk_text_buffer_get_type()
        default: return gtk_widget_get_type()
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

    /// Connects this signal on `instance` to `router`.
    @MainActor
    func connect(_ instance: gpointer, to router: SignalRouter) -> SignalConnection {
        router.connect(instance, name, shape: shape, after: runsAfter)
    }
}
