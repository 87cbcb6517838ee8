import PlaceholderCore
import PlaceholderRendering

/// The settings both products' `PlaceholderTextView` offer, written once:
/// each is a view of ``settings``, which the toolkit's class keeps with the
/// view's controller.
@MainActor
public protocol PlaceholderConfigurable: AnyObject {
    /// All settings at once.
    var settings: PlaceholderSettings { get set }

    /// Attaches to an object that must be a `GtkTextView` of the product's
    /// toolkit.
    init(attachingTo object: UnsafeMutableRawPointer?) throws(PlaceholderError)
}

extension PlaceholderConfigurable {
    /// Attaches to a text view held as an `OpaquePointer`, as swift-cross-ui
    /// and adwaita-swift hand out widgets.
    ///
    /// - Throws: `PlaceholderError.nullPointer` for nil,
    ///   `PlaceholderError.notATextView` for anything but a `GtkTextView`.
    public init(attachingTo object: OpaquePointer?) throws(PlaceholderError) {
        try self.init(attachingTo: object.map { UnsafeMutableRawPointer($0) })
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
    /// With text in the view, or when false, the view's size is the app's
    /// own. (GTK 4: the request is the placeholder layer's minimum height,
    /// which the view takes as its own; the app's size request is never
    /// changed.)
    public var requestsNaturalHeight: Bool {
        get { settings.requestsNaturalHeight }
        set { settings.requestsNaturalHeight = newValue }
    }
}
