import CPlaceholderGtk3
import PlaceholderGObject
@_exported import PlaceholderCore
@_exported import PlaceholderEngine

/// Placeholder text for a GTK 3 `GtkTextView`: shown while the view is empty,
/// gone on the first character, back when the view is emptied.
///
/// Create a new view with ``init()``, or attach to one you already have (for
/// example from a `GtkBuilder` file) with
/// ``init(attachingTo:)-(UnsafeMutableRawPointer?)``; find the placeholder
/// a view already has (from Swift, C, another language or a `.ui` file)
/// with ``attached(to:)-(UnsafeMutablePointer<GtkTextView>)``. The
/// placeholder is painted over the view from its `draw` signal; the buffer is
/// never touched. The settings (``placeholder``,
/// `color`, `focusBehavior`…) are the same in both toolkits' products.
///
/// The placeholder's state lives with the widget: dropping this object
/// leaves the placeholder working, and destroying the widget frees
/// everything. After the widget is destroyed, setters are ignored and
/// `isPlaceholderVisible` is false. Nothing is created on the widget or
/// connected to its drawing or buffer until a non-empty placeholder, a
/// limit or a Return behaviour is set; until then, this object only
/// watches for the widget's destruction.
public final class PlaceholderTextView: PlaceholderConfigurable {
    /// The text view, for calling GTK on it directly. This object holds a
    /// reference to it, so the pointer stays valid for as long as it lives.
    /// (An immutable address, read by the deinit on whichever thread drops this.)
    nonisolated(unsafe) public let textView: UnsafeMutablePointer<GtkTextView>

    /// The text view as a `GtkWidget`, for packing into a container.
    public var widget: UnsafeMutablePointer<GtkWidget> {
        UnsafeMutableRawPointer(textView).assumingMemoryBound(to: GtkWidget.self)
    }

    /// The view's shared state; it alone follows the widget's life.
    public let viewState: PlaceholderViewState

    /// Creates a new, empty `GtkTextView` with no placeholder yet.
    ///
    /// - Throws: `PlaceholderError.gtkNotInitialized` when GTK has not been
    ///   initialised with a display.
    public convenience init() throws(PlaceholderError) {
        try self.init(.forNewView(toolkit: Gtk3Backend.self))
    }

    /// Attaches to an existing text view, typed as this package's C module
    /// or your own module of GTK's headers declares it (Swift sees one
    /// `GtkTextView` type either way). Attaching twice to one view gives two
    /// objects sharing one placeholder.
    public convenience init(attachingTo view: UnsafeMutablePointer<GtkTextView>) throws(PlaceholderError) {
        try self.init(attachingTo: UnsafeMutableRawPointer(view))
    }

    /// Attaches to an object that must be a `GtkTextView` (or a subclass,
    /// such as GtkSourceView's): a raw pointer, as rhx/SwiftGtk's `ptr`
    /// gives, or any typed pointer (Swift converts it), such as the result
    /// of `gtk_builder_get_object`.
    ///
    /// - Throws: `PlaceholderError.nullPointer` for nil,
    ///   `PlaceholderError.notATextView` for anything else, and
    ///   `PlaceholderError.gtkNotInitialized` before GTK is initialised.
    public convenience init(attachingTo object: UnsafeMutableRawPointer?) throws(PlaceholderError) {
        try self.init(.forFace(of: object, toolkit: Gtk3Backend.self))
    }

    /// The placeholder `view` already has, through a new object sharing it
    /// (as ``init(attachingTo:)-(UnsafeMutablePointer<GtkTextView>)``
    /// would make), or nil when it has none: nothing is made on the view.
    /// A view has a placeholder while an object attached to it lives, and
    /// for good (until it is destroyed) once a placeholder, a limit or a
    /// Return behaviour was set through any object, from any language: the
    /// widget keeps it however the objects go. Nil once the view is destroyed.
    public static func attached(
        to view: UnsafeMutablePointer<GtkTextView>
    ) throws(PlaceholderError) -> PlaceholderTextView? {
        try attached(to: UnsafeMutableRawPointer(view))
    }

    /// The placeholder of an object that must be a `GtkTextView`, or nil
    /// when it has none (``attached(to:)-(UnsafeMutablePointer<GtkTextView>)``).
    ///
    /// - Throws: `PlaceholderError.nullPointer` for nil,
    ///   `PlaceholderError.notATextView` for anything else, and
    ///   `PlaceholderError.gtkNotInitialized` before GTK is initialised.
    public static func attached(
        to object: UnsafeMutableRawPointer?
    ) throws(PlaceholderError) -> PlaceholderTextView? {
        try PlaceholderController.forExistingFace(of: object, toolkit: Gtk3Backend.self).map(PlaceholderTextView.init)
    }

    private init(_ controller: PlaceholderController) {
        viewState = PlaceholderViewState(controller)
        textView = controller.view.assumingMemoryBound(to: GtkTextView.self)
    }

    /// Lets the view go on GTK's thread, whichever thread drops the facade.
    deinit {
        GtkThread.unref(objectAt: UInt(bitPattern: textView))
    }

    /// Registers the `PtvPlaceholder` GObject type, so that GtkBuilder files
    /// can declare placeholders (`<object class="PtvPlaceholder">`). Call it
    /// before loading such a file unless your executable exports its symbols
    /// (linked with `-Xlinker --export-dynamic`), in which case GtkBuilder
    /// finds the type by itself. Calling it again does nothing.
    public static func registerGObjectTypes() {
        _ = ptvPlaceholderGetType()
    }
}
