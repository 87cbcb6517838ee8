import PlaceholderCore
import PlaceholderGObject
import PlaceholderRendering

/// The settings both products' `PlaceholderTextView` offer, written once:
/// each is a view of ``settings``, which the view's controller keeps (the
/// toolkit's class holds only its typed view and the shared state).
public protocol PlaceholderConfigurable: GtkThreadBound {
    /// All settings at once.
    var settings: PlaceholderSettings { get set }

    /// The view's shared state, which the members below reach through (apps
    /// need not use it).
    var viewState: PlaceholderViewState { get }

    /// Attaches to an object that must be a `GtkTextView` of the product's
    /// toolkit.
    init(attachingTo object: UnsafeMutableRawPointer?) throws(PlaceholderError)

    /// The placeholder a text view already has, through a new object, or
    /// nil when it has none: nothing is made on the view.
    static func attached(to object: UnsafeMutableRawPointer?) throws(PlaceholderError) -> Self?

    /// Registers the `PtvPlaceholder` GObject type for GtkBuilder files.
    static func registerGObjectTypes()
}

/// A face's hold on its view's shared state: opaque to apps. Its last copy
/// may go on any thread; the controller is let go on GTK's thread.
public struct PlaceholderViewState {
    private let hold: ControllerHold

    /// The controller of the view.
    package var controller: PlaceholderController { hold.controller }

    /// The state held by `controller`.
    package init(_ controller: PlaceholderController) {
        hold = ControllerHold(controller)
    }
}

/// The one reference a face's state holds on the view's controller, handed
/// to GTK's thread when it goes (the controller's last reference may be
/// this one: its deinit lets GTK objects go).
private final class ControllerHold {
    private(set) var controller: PlaceholderController!

    init(_ controller: PlaceholderController) {
        self.controller = controller
    }

    deinit {
        // Taken out first, so that no reference is left to end on this thread.
        let taken: Unmanaged<PlaceholderController>
        do {
            taken = .passRetained(controller)
            controller = nil
        }
        GtkThread.release { taken.release() }
    }
}

extension PlaceholderConfigurable {
    /// The view's controller, shared with every other face on the view.
    package var controller: PlaceholderController { viewState.controller }

    /// The text view, as a GObject: for the code written once for both
    /// toolkits (the demo kit, the benchmark kit, the test harnesses).
    @_spi(Internals) public var viewObject: UnsafeMutableRawPointer { controller.view }

    /// Attaches to a text view held as an `OpaquePointer`, as swift-cross-ui
    /// and adwaita-swift hand out widgets.
    ///
    /// - Throws: `PlaceholderError.nullPointer` for nil,
    ///   `PlaceholderError.notATextView` for anything but a `GtkTextView`.
    public init(attachingTo object: OpaquePointer?) throws(PlaceholderError) {
        try self.init(attachingTo: object.map { UnsafeMutableRawPointer($0) })
    }

    /// The placeholder a text view held as an `OpaquePointer` already has,
    /// or nil (`attached(to:)` with a raw pointer).
    ///
    /// - Throws: `PlaceholderError.nullPointer` for nil,
    ///   `PlaceholderError.notATextView` for anything but a `GtkTextView`.
    public static func attached(to object: OpaquePointer?) throws(PlaceholderError) -> Self? {
        try attached(to: object.map { UnsafeMutableRawPointer($0) })
    }

    /// All settings at once. Nothing is stored on the view, added to it or
    /// connected to its drawing or buffer until a non-empty placeholder, a
    /// limit or a Return behaviour is set; after the widget is destroyed,
    /// setting does nothing.
    public var settings: PlaceholderSettings {
        get { viewState.controller.settings }
        set { viewState.controller.update(newValue) }
    }

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

    /// Where the colour comes from: `PlaceholderColorChoice.themeDefault`
    /// (the colour and opacity `GtkEntry`'s placeholder has in the current
    /// theme) unless the app chooses its own.
    public var color: PlaceholderColorChoice {
        get { settings.color }
        set { settings.color = newValue }
    }

    /// Whether focus hides the placeholder. By default (`.matchingEntry`) it
    /// follows the toolkit's own entry: on GTK 3 it hides while the view has
    /// focus, as `GtkEntry`'s does; on GTK 4 it stays until the first
    /// character, as `GtkText`'s does.
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
    /// With text in the view, or when false, the view asks for its usual
    /// height. On both toolkits the view's size request (its minimum
    /// height) is raised while the placeholder needs it, and the app's own
    /// request comes back after; a larger request of the app's is kept.
    public var requestsNaturalHeight: Bool {
        get { settings.requestsNaturalHeight }
        set { settings.requestsNaturalHeight = newValue }
    }

    /// Whether the placeholder is in effect: the view is alive, there is a
    /// placeholder, the buffer is empty, no input method shows pre-edit
    /// text, and focus does not hide it (``focusBehavior``). The painting
    /// uses the same rule. It does not follow whether the view is mapped,
    /// visible or scrolled into sight: a view not shown yet reports `true`
    /// when the rule holds, and its placeholder appears as soon as the view
    /// is drawn (ask GTK whether the view is mapped for "on screen").
    public var isPlaceholderVisible: Bool { viewState.controller.isShowing }

    /// The colour the placeholder is painted in now. On GTK 4, the CSS
    /// opacity of the placeholder's CSS node (the theme's dimming, or an
    /// app's `textview placeholder-overlay` rule) is included once the
    /// placeholder has been drawn (until then the opacity is 1).
    public var resolvedColor: PlaceholderColor { viewState.controller.resolvedColor }

    /// How long the user's own edits may make the text: none by default. A
    /// blocking limit cuts what is typed, pasted or committed by an input
    /// method while the view has the keyboard focus, and what is dropped
    /// onto it, to what fits, and refuses a keystroke that does not fit with
    /// the widget's error bell; text moved by dragging within the view, text
    /// set or inserted by code (`gtk_text_buffer_set_text`,
    /// `gtk_text_buffer_insert`), text typed into another view sharing the
    /// buffer and text beyond a lowered limit are never cut. Undo and redo
    /// work as before. A line limit counts lines as the view displays them,
    /// each paragraph laid out by Pango as the view lays out typed text
    /// (tags in the buffer are not seen), and judges an insertion by laying
    /// out the edited paragraph the same way.
    public var limit: TextLimit {
        get { settings.limit }
        set { settings.limit = newValue }
    }

    /// Whether a counter ("120 / 500") shows below the text while a
    /// ``limit`` is set: in the view's font, at the end edge of the text,
    /// in the placeholder's colour within the limit and the theme's error
    /// colour over it, in room of its own that typed text never reaches
    /// (GTK 3's bottom border window, GTK 4's bottom gutter), and told to
    /// screen readers in words ("120 of 500 characters").
    public var showsCounter: Bool {
        get { settings.showsCounter }
        set { settings.showsCounter = newValue }
    }

    /// The view's length against ``limit`` now, in characters, or in lines
    /// while a line limit is set (the count is followed only while a limit
    /// is set: 0 of 0 without one).
    public var textCount: TextCount { viewState.controller.count }

    /// Called with the new count each time it changes: one handler per
    /// view, shared by every face on it, kept with the view like the
    /// settings.
    public var onTextCountChange: GtkThreadHandler<TextCount>? {
        get { viewState.controller.countHandler }
        set { viewState.controller.countHandler = newValue }
    }

    /// What Return does: a new line (default), activate the window's
    /// default widget, or move the focus on as Tab does. With the latter
    /// two, Shift+Return still inserts a new line, and Return while an
    /// input method shows pre-edit text is the input method's.
    public var returnBehavior: ReturnBehavior {
        get { settings.returnBehavior }
        set { settings.returnBehavior = newValue }
    }

    /// Called when ``returnBehavior`` takes a Return, before the default
    /// widget is activated or the focus moves (a composer sends here): one
    /// handler per view, shared by every face on it, kept with the view.
    public var onActivate: GtkThreadAction? {
        get { viewState.controller.activateHandler }
        set { viewState.controller.activateHandler = newValue }
    }
}
