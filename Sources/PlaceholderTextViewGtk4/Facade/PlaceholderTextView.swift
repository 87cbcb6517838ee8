import CPlaceholderGtk4
@_exported import PlaceholderCore
import PlaceholderRendering

/// Placeholder text for a GTK 4 `GtkTextView`: shown while the view is empty,
/// gone on the first character, back when the view is emptied.
///
/// The same API as the GTK 3 product's `PlaceholderTextView`: an app moves
/// between toolkits by changing its import. Create a new view with
/// ``init()``, or attach to one you already have (for example from a
/// `GtkBuilder` file) with ``init(attachingTo:)-(UnsafeMutableRawPointer?)``.
/// The placeholder is painted by a small overlay child the view is given
/// (`gtk_text_view_add_overlay`), which takes no room and no clicks; the
/// buffer is never touched.
///
/// The placeholder's state lives with the widget: dropping this object
/// leaves the placeholder working, and destroying (disposing) the widget
/// frees everything. After the widget is destroyed, setters are ignored and
/// ``isPlaceholderVisible`` is false. Nothing is created on the widget,
/// added to it or connected to its buffer until a non-empty placeholder is
/// set; until then, this object only watches for the widget's destruction.
@MainActor
public final class PlaceholderTextView {
    /// The text view, for calling GTK on it directly. This object holds a
    /// reference to it, so the pointer stays valid for as long as it lives.
    public let textView: UnsafeMutablePointer<GtkTextView>

    /// The text view as a `GtkWidget`, for packing into a container.
    public var widget: UnsafeMutablePointer<GtkWidget> {
        UnsafeMutableRawPointer(textView).assumingMemoryBound(to: GtkWidget.self)
    }

    /// The view's placeholder state, shared with every other face on the
    /// view; it alone follows the widget's life.
    private let controller: PlaceholderController

    /// Creates a new, empty `GtkTextView` with no placeholder yet.
    ///
    /// - Throws: `PlaceholderError.gtkNotInitialized` when GTK has not been
    ///   initialised with a display.
    public convenience init() throws(PlaceholderError) {
        guard gtk_is_initialized() != 0, gdk_display_get_default() != nil else { throw .gtkNotInitialized }
        let created = UnsafeMutableRawPointer(gtk_text_view_new()!)
        // This object owns the new view: its floating reference is sunk, and
        // given up once the attaching initialiser holds its own.
        g_object_ref_sink(created)
        defer { g_object_unref(created) }
        try self.init(attachingTo: created)
    }

    /// Attaches to an existing text view, typed as this package's C module
    /// or your own module of GTK's headers declares it (Swift sees one
    /// `GtkTextView` type either way). Attaching twice to one view gives two
    /// objects sharing one placeholder.
    public convenience init(attachingTo view: UnsafeMutablePointer<GtkTextView>) throws(PlaceholderError) {
        try self.init(attachingTo: UnsafeMutableRawPointer(view))
    }

    /// Attaches to a text view held as an `OpaquePointer`, as swift-cross-ui
    /// and adwaita-swift hand out widgets.
    ///
    /// - Throws: `PlaceholderError.nullPointer` for nil,
    ///   `PlaceholderError.notATextView` for anything but a `GtkTextView`.
    public convenience init(attachingTo object: OpaquePointer?) throws(PlaceholderError) {
        guard let object else { throw .nullPointer }
        try self.init(attachingTo: UnsafeMutableRawPointer(object))
    }

    /// Attaches to an object that must be a `GtkTextView` (or a subclass,
    /// such as GtkSourceView's): a raw pointer, or any typed pointer (Swift
    /// converts it), such as the result of `gtk_builder_get_object`.
    ///
    /// - Throws: `PlaceholderError.nullPointer` for nil,
    ///   `PlaceholderError.notATextView` for anything else, and
    ///   `PlaceholderError.gtkNotInitialized` before GTK is initialised.
    public init(attachingTo object: UnsafeMutableRawPointer?) throws(PlaceholderError) {
        guard let object else { throw .nullPointer }
        guard gtk_is_initialized() != 0, gdk_display_get_default() != nil else { throw .gtkNotInitialized }
        guard ptv_gtk4_is_text_view(object) != 0 else { throw .notATextView }
        textView = object.assumingMemoryBound(to: GtkTextView.self)
        // Keep the pointer valid for as long as this object lives. A floating
        // reference stays floating: it is the app's, for the container the
        // view goes into.
        g_object_ref(object)
        controller = PlaceholderController.of(textView)
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(textView))
    }

    /// Registers the `PtvPlaceholder` GObject type, so that GtkBuilder files
    /// can declare placeholders (`<object class="PtvPlaceholder">`). Call it
    /// before loading such a file unless your executable exports its symbols
    /// (linked with `-Xlinker --export-dynamic`), in which case GtkBuilder
    /// finds the type by itself. Calling it again does nothing.
    public static func registerGObjectTypes() {
        _ = ptvPlaceholderGetType()
    }

    // MARK: - Content

    /// The placeholder as plain text, drawn literally (`<b>` shows as
    /// `<b>`). Setting it replaces any markup; the empty string removes the
    /// placeholder. Reading it after markup was set gives the markup source.
    public var placeholder: String {
        get { settings.content.source }
        set { settings.content = .plain(newValue) }
    }

    /// What the placeholder says, plain or markup.
    public var content: PlaceholderContent { settings.content }

    /// Sets a rich placeholder from Pango markup, such as
    /// `"Write <i>something</i> nice"`.
    ///
    /// - Throws: `PlaceholderError.invalidMarkup(_:)` with Pango's message;
    ///   the previous placeholder is then kept.
    public func setPlaceholderMarkup(_ markup: String) throws(PlaceholderError) {
        try PlaceholderMarkup.validate(markup)
        settings.content = .markup(markup)
    }

    // MARK: - Appearance and behaviour

    /// Where the colour comes from: `PlaceholderColorChoice.themeDefault`
    /// (GtkEntry's placeholder colour and opacity in the current GTK 4
    /// theme) unless the app chooses its own.
    public var color: PlaceholderColorChoice {
        get { settings.color }
        set { settings.color = newValue }
    }

    /// Whether focus hides the placeholder. By default it stays until the
    /// first character, as in UIKit and GTK 4.
    public var focusBehavior: PlaceholderFocusBehavior {
        get { settings.focusBehavior }
        set { settings.focusBehavior = newValue }
    }

    /// Where the placeholder sits vertically: on the first line, where typed
    /// text starts (default), or centred in the visible text area.
    public var verticalPlacement: PlaceholderVerticalPlacement {
        get { settings.verticalPlacement }
        set { settings.verticalPlacement = newValue }
    }

    /// When true, an empty view asks for at least the height its whole
    /// placeholder needs at the view's width, so that a multi-line
    /// placeholder is never cut off in a box that sizes to its content.
    /// With text in the view, or when false, the view's size is its own.
    /// (GTK 4: the request is the placeholder layer's minimum height, which
    /// the view takes as its own; the app's size request is never changed.)
    public var requestsNaturalHeight: Bool {
        get { settings.requestsNaturalHeight }
        set { settings.requestsNaturalHeight = newValue }
    }

    // MARK: - State

    /// Whether the placeholder is showing now, by the same rule the painting
    /// uses (false once the widget is destroyed).
    public var isPlaceholderVisible: Bool { controller.isShowing }

    /// How the placeholder reaches the screen on this GTK, once it has been
    /// drawn: for tests and the benchmark.
    package var compositionPath: PlaceholderComposition.Path? { controller.layer?.composition?.path }

    /// The colour the placeholder is painted in now, the theme's opacity
    /// included.
    public var resolvedColor: PlaceholderColor { controller.resolvedColor }

    /// All settings at once. Nothing is stored on the view, added to it or
    /// connected to its buffer until a non-empty placeholder is set; after
    /// the widget is destroyed, setting does nothing.
    public var settings: PlaceholderSettings {
        get { controller.settings }
        set { controller.update(newValue) }
    }
}
