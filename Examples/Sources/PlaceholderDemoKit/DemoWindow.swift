import CPlaceholderGObject
import PlaceholderDemoOptions
import PlaceholderObjectProperties
@_spi(Internals) import PlaceholderEngine

/// The demo's window, from the builder file: a GtkEntry and two text views
/// with placeholders attached, beside the options panel.
@MainActor
public final class DemoWindow<Toolkit: DemoToolkit> {
    /// Fixed, so that screenshots of any state compare pixel by pixel.
    public static var size: (width: Int32, height: Int32) { (960, 600) }

    /// The `GtkApplicationWindow`.
    public let window: gpointer
    /// The `GtkEntry` shown for comparison.
    public let entry: gpointer
    /// The first view's placeholder, attached in code.
    public let first: Toolkit.View
    /// The second view's, declared in the `.ui` file.
    public let second: Toolkit.View
    /// The options panel.
    public let panel: OptionsPanel<Toolkit>
    /// The label under the first view showing its count against the limit.
    public let countLabel: gpointer

    /// Builds the window for `application` (a `GtkApplication`) from the
    /// resources, with the panel set as `options` says.
    public init(application: gpointer, options: DemoOptions) throws {
        let builder = try DemoResources<Toolkit>.loadBuilder()
        defer { g_object_unref(builder) }
        // The demo's actions live on the window: it must be an application window.
        window = try DemoResources<Toolkit>.object("window", in: builder)
        guard isInstance(window, of: "GtkApplicationWindow") else {
            throw DemoFailure("\(DemoResources<Toolkit>.uiFile): 'window' is not a GtkApplicationWindow")
        }
        entry = try DemoResources<Toolkit>.object("entry", in: builder)
        // The first view is a plain GtkTextView: the demo attaches to it, as
        // an app plugs a placeholder into a view from its builder file. The
        // second view's placeholder is declared in the file itself (a
        // PtvPlaceholder object); the demo attaches too, for the panel.
        first = try Toolkit.View(attachingTo: try DemoResources<Toolkit>.object("first_view", in: builder))
        second = try Toolkit.View(attachingTo: try DemoResources<Toolkit>.object("second_view", in: builder))

        let properties = ObjectProperties(window)
        properties.set("application", object: application)
        properties.set("default-width", Double(Self.size.width))
        properties.set("default-height", Double(Self.size.height))
        panel = try OptionsPanel(builder: builder, options: options)
        countLabel = try DemoResources<Toolkit>.object("count_label", in: builder)
        // An app's own counter, as apps bind one: "12 / 40", hidden without
        // a limit or while the view's built-in counter shows.
        first.onTextCountChange = { [weak self, countLabel] count in
            ObjectProperties(countLabel).set("label", count.description)
            ObjectProperties(countLabel).set("visible", count.limit > 0 && self?.first.showsCounter == false)
        }
        buffer.set("text", options.text)
        panel.onChange = { [unowned self] in self.apply() }
        panel.onFill = { [unowned self] in self.toggleText() }
        apply()
    }

    /// The first view's `GtkTextBuffer`'s properties.
    private var buffer: ObjectProperties { ObjectProperties(ObjectProperties(first.viewObject).object("buffer")!) }

    /// Applies every panel setting to the entry and the two views.
    func apply() {
        let state = panel.state
        ObjectProperties(entry).set("placeholder-text", state.placeholderText)
        // The label under the panel's entry says why markup was refused.
        do {
            if state.isMarkup {
                try first.setPlaceholderMarkup(state.placeholderText)
            } else {
                first.placeholder = state.placeholderText
            }
            ObjectProperties(panel.markupError).set("label", "")
        } catch {
            ObjectProperties(panel.markupError).set("label", "\(error)")
        }
        for view in [first, second] {
            view.color = state.color
            view.focusBehavior = state.focusBehavior
            view.verticalPlacement = state.verticalPlacement
            view.requestsNaturalHeight = state.requestsNaturalHeight
            view.limit = state.limit
            view.returnBehavior = state.returnBehavior
            view.showsCounter = state.showsCounter
            state.format(view.viewObject, with: Toolkit.self)
        }
        ObjectProperties(countLabel).set("visible", state.limit.isSet && !state.showsCounter)
        Toolkit.setDirection(state.direction, of: entry)
    }

    /// Fills the first view with text, or empties it.
    func toggleText() {
        let empty = buffer.string("text")?.isEmpty ?? true
        buffer.set("text", empty ? "Some text typed by the user." : "")
        ObjectProperties(panel.fillButton).set("label", empty ? "Clear the text view" : "Fill the text view")
    }

    /// Shows the window with the first text view focused: its placeholder
    /// stays until the first character (GTK 3's GtkEntry's would not).
    public func present() {
        Toolkit.present(window, focusing: first.viewObject)
    }
}
