import CPlaceholderGtk4
import PlaceholderDemoOptions
import PlaceholderTextViewGtk4

/// The demo's window, from the builder file: a GtkEntry and two text views
/// with placeholders attached, beside the options panel.
@MainActor
final class DemoWindow {
    /// Fixed, so that screenshots of any state compare pixel by pixel (the
    /// GTK 3 demo's size).
    static let size = (width: Int32(960), height: Int32(600))

    let window: UnsafeMutablePointer<GtkWidget>
    let entry: UnsafeMutablePointer<GtkEntry>
    let first: PlaceholderTextView
    let second: PlaceholderTextView
    let panel: OptionsPanel

    /// Builds the window for `application` from the resources, with the
    /// panel set as `options` says.
    init(application: UnsafeMutablePointer<GtkApplication>, options: DemoCommand) throws {
        let builder = try DemoResources.loadBuilder()
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        window = try DemoResources.window(builder)
        entry = try DemoResources.object(builder, "entry", as: GtkEntry.self)
        // The first view is a plain GtkTextView: the demo attaches to it, as
        // an app plugs a placeholder into a view from its builder file. The
        // second view's placeholder is declared in the file itself (a
        // PtvPlaceholder object); the demo attaches too, for the panel.
        first = try PlaceholderTextView(
            attachingTo: try DemoResources.object(builder, "first_view", as: GtkTextView.self))
        second = try PlaceholderTextView(
            attachingTo: try DemoResources.object(builder, "second_view", as: GtkTextView.self))
        gtk_text_buffer_set_text(gtk_text_view_get_buffer(first.textView), options.text, -1)

        let gtkWindow: UnsafeMutablePointer<GtkWindow> = window.cast()
        gtk_window_set_application(gtkWindow, application)
        gtk_window_set_default_size(gtkWindow, Self.size.width, Self.size.height)
        panel = try OptionsPanel(builder: builder, options: options)
        panel.onChange = { [unowned self] in self.apply() }
        panel.onFill = { [unowned self] in self.toggleText() }
        apply()
    }

    /// Applies every panel setting to the entry and the two views.
    func apply() {
        let state = panel.state
        gtk_entry_set_placeholder_text(entry, state.placeholderText)
        if state.isMarkup {
            do {
                try first.setPlaceholderMarkup(state.placeholderText)
                panel.showMarkupError(nil)
            } catch {
                panel.showMarkupError("\(error)")
            }
        } else {
            first.placeholder = state.placeholderText
            panel.showMarkupError(nil)
        }
        for wrapper in [first, second] {
            wrapper.color = state.color
            wrapper.focusBehavior = state.focusBehavior
            wrapper.verticalPlacement = state.verticalPlacement
            wrapper.requestsNaturalHeight = state.requestsNaturalHeight
            state.format(wrapper.textView)
        }
        gtk_widget_set_direction(entry.cast(), state.direction)
    }

    /// Fills the first view with text, or empties it.
    func toggleText() {
        let buffer = gtk_text_view_get_buffer(first.textView)
        let empty = gtk_text_buffer_get_char_count(buffer) == 0
        gtk_text_buffer_set_text(buffer, empty ? "Some text typed by the user." : "", -1)
        panel.setFillLabel(empty ? "Clear the text view" : "Fill the text view")
    }

    /// Shows the window with the first text view focused: its placeholder
    /// stays until the first character, as GTK 4's GtkEntry's does.
    func present() {
        gtk_window_present(window.cast())
        gtk_widget_grab_focus(first.widget)
    }
}
