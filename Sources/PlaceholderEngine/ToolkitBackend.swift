import CPlaceholderGObject
import CPlaceholderGtkCalls
import PlaceholderCore
import PlaceholderGObject

/// What the engine needs of one toolkit (GTK 3 or GTK 4) for one view: the
/// few things GTK does differently, or that only a GTK header declares.
/// Everything else (settings, visibility, activation, signals the toolkits
/// share, layouts, colours, the registry) is the engine's, once.
///
/// A backend is made with its controller and lives as long as it; it is
/// *active* (connected to the view's drawing and its own signals) from
/// `activate()` until `detach()`.
package protocol ToolkitBackend: AnyObject {
    /// The toolkit's name, which keeps its object data its own ("gtk3").
    static var name: String { get }
    /// The object-data key an active controller lives under on its view.
    static var attachmentKey: String { get }
    /// Whether GTK is initialised and has a display, so views can be made.
    static var isReady: Bool { get }
    /// Whether a new buffer is followed from `notify::buffer` itself; GTK 4
    /// follows it a moment later, since asking a view being disposed for
    /// its buffer would make it create one.
    static var followsNewBufferAtOnce: Bool { get }
    /// Whether the toolkit's entry hides its placeholder while it has the
    /// focus (GTK 3's `GtkEntry`), which `PlaceholderFocusBehavior.matchingEntry`
    /// follows; GTK 4's `GtkText` keeps it.
    static var entryHidesPlaceholderWhileFocused: Bool { get }

    /// The backend of `controller`'s view, dormant.
    init(view: UnsafeMutableRawPointer, controller: PlaceholderController)

    /// Connects to the view's drawing and the toolkit's own signals (on the
    /// controller's router): the first placeholder was set.
    func activate()
    /// Lets go of everything: the view is being destroyed.
    func detach()

    /// Where the text window is and what surrounds it now; `buffer` is the
    /// one followed (nil: the view's own).
    func readTextWindow(buffer: gpointer?, properties: TextViewProperties) -> TextWindowReading
    /// The theme's placeholder colour (GtkEntry's), before any opacity;
    /// nil when the theme has none.
    var themeColor: PlaceholderColor? { get }
    /// The opacity GTK puts the theme's colour on screen with, as known now.
    var themeOpacity: Double { get }
    /// The widget whose font the placeholder is laid out in: the view, or
    /// a widget of the placeholder's own that inherits the view's font
    /// and takes the theme's and the app's CSS for the placeholder.
    var fontWidget: UnsafeMutableRawPointer { get }

    /// Paints the placeholder again at the next frame.
    func repaint()
    /// Gives assistive technologies `text` as the view's placeholder (nil: none).
    func showAccessiblePlaceholder(_ text: String?)
    /// The height the natural-height option asks for may have changed.
    func naturalHeightMayHaveChanged()
    /// Shows `counter` below the text, in room of its own that typed text
    /// never reaches, and tells assistive technologies what it says; nil
    /// takes it and its room away. Its colour is the placeholder's
    /// (`resolvedColor`) within the limit and the theme's error colour
    /// over it.
    func showCounter(_ counter: CounterDisplay?)
    /// Starts or stops handing the view's key presses to the controller's
    /// `keyPressed(keyval:modifiers:)` before the view handles them.
    func watchKeyPresses(_ wanted: Bool)
    /// Starts or stops following what GTK drops onto the view (while a
    /// blocking limit is set).
    func watchDrops(_ wanted: Bool)
    /// The drop GTK is inserting into the view now, if any (followed only
    /// while drops are watched).
    var dropUnderWay: DropUnderWay { get }
    /// Activates the window's default widget, as `GtkEntry` does for
    /// `activates-default`.
    func activateDefault()
    /// One of the toolkit's own signals, connected to the controller's router.
    func handle(signal id: guint, argument: gpointer?)
    /// A property of the view the engine does not follow changed.
    func propertyChanged(_ name: String)
}

/// What both toolkits answer alike, through the GTK calls they share.
extension ToolkitBackend {
    /// `GtkTextView`'s type.
    static var textViewType: GType { GType(ptv_gtk_text_view_get_type()) }

    /// Whether `object` is a `GtkTextView` (or a subclass).
    package static func isTextView(_ object: UnsafeMutableRawPointer) -> Bool {
        g_type_check_instance_is_a(object.assumingMemoryBound(to: GTypeInstance.self), textViewType) != 0
    }
}

/// A backend type as an object, for the controller to keep: which registry
/// and attachment key are its toolkit's, and how to make its backend (an
/// object of closures, since Embedded Swift has no existential metatypes).
/// One per toolkit for the process, which every controller references: a
/// value in each controller would make each one larger, and its closure
/// would be a heap allocation per controller.
package final class BackendKind {
    /// The toolkit's name (`ToolkitBackend.name`).
    let name: String
    /// The object-data key of an active controller.
    let attachmentKey: String
    /// `ToolkitBackend.followsNewBufferAtOnce`.
    let followsNewBufferAtOnce: Bool
    /// `ToolkitBackend.entryHidesPlaceholderWhileFocused`.
    let entryHidesPlaceholderWhileFocused: Bool
    private let make: (UnsafeMutableRawPointer, PlaceholderController) -> any ToolkitBackend

    /// Each toolkit's kind, by name, made when first needed.
    private static var kinds: [String: BackendKind] = [:]

    /// The kind of `Backend`.
    static func of<Backend: ToolkitBackend>(_ backend: Backend.Type) -> BackendKind {
        if let kind = kinds[Backend.name] { return kind }
        let kind = BackendKind(
            name: Backend.name, attachmentKey: Backend.attachmentKey,
            followsNewBufferAtOnce: Backend.followsNewBufferAtOnce,
            entryHidesPlaceholderWhileFocused: Backend.entryHidesPlaceholderWhileFocused,
            make: { Backend(view: $0, controller: $1) })
        kinds[Backend.name] = kind
        return kind
    }

    // Not generic itself: Embedded Swift allows no generic method in a class
    // but a static one.
    private init(
        name: String, attachmentKey: String, followsNewBufferAtOnce: Bool, entryHidesPlaceholderWhileFocused: Bool,
        make: @escaping (UnsafeMutableRawPointer, PlaceholderController) -> any ToolkitBackend
    ) {
        self.name = name
        self.attachmentKey = attachmentKey
        self.followsNewBufferAtOnce = followsNewBufferAtOnce
        self.entryHidesPlaceholderWhileFocused = entryHidesPlaceholderWhileFocused
        self.make = make
    }

    /// A new, dormant backend of `controller`'s view.
    func makeBackend(view: UnsafeMutableRawPointer, controller: PlaceholderController) -> any ToolkitBackend {
        make(view, controller)
    }
}

/// A drop GTK is inserting into a view.
package enum DropUnderWay: Sendable {
    /// None: an insertion is typed, pasted, committed or made by code.
    case none
    /// Text dragged from elsewhere (another view, another app): the user's
    /// input into this view, whether or not it has the keyboard focus.
    case intoThisView
    /// Text dragged within this view and moved: GTK inserts it where it is
    /// dropped, then deletes it where it was, so the text does not grow.
    case movingWithinThisView
}
