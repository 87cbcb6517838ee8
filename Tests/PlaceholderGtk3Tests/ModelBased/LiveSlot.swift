import CPlaceholderGtk3
import PlaceholderTestSupportGtk3
import PlaceholderTextView

/// One slot of the live world: a window holding a scrolled window holding
/// a text view, the app's Swift object for it (if it keeps one) and the
/// view's own CSS provider.
@MainActor
final class LiveSlot {
    /// The top-level window (the slot holds a reference).
    private(set) var window: UnsafeMutablePointer<GtkWidget>
    /// The scrolled window inside it.
    private(set) var scrolled: UnsafeMutablePointer<GtkWidget>
    /// The text view (the slot holds a reference).
    private(set) var view: UnsafeMutablePointer<GtkTextView>
    /// The app's Swift object, if it keeps one.
    var wrapper: PlaceholderTextView?
    /// The view's own CSS provider, reloaded by `setCSS`.
    private var css: UnsafeMutablePointer<GtkCssProvider>

    /// A new window, shown (the main loop maps it later), with a fresh view.
    init(wrapper withWrapper: Bool) throws {
        (window, scrolled) = Self.newWindow()
        (view, wrapper, css) = try Self.newView(wrapper: withWrapper)
        Self.place(view, in: scrolled, css: css)
        gtk_widget_show_all(window)
    }

    /// The view as a widget.
    var widget: UnsafeMutablePointer<GtkWidget> { view.asWidget }

    /// Replaces the text view alone with a fresh one; returns the old view,
    /// destroyed but still referenced, and the old Swift object.
    func replaceDestroyedView(wrapper withWrapper: Bool) throws -> (UnsafeMutablePointer<GtkTextView>, PlaceholderTextView?) {
        let old = (view, wrapper)
        gtk_widget_destroy(widget)
        g_object_unref(UnsafeMutableRawPointer(css))
        (view, wrapper, css) = try Self.newView(wrapper: withWrapper)
        Self.place(view, in: scrolled, css: css)
        gtk_widget_show(widget)
        return old
    }

    /// Destroys the whole window and builds a new one with a fresh view;
    /// returns the old view, destroyed but still referenced, and the old
    /// Swift object.
    func replaceDestroyedWindow(wrapper withWrapper: Bool) throws -> (UnsafeMutablePointer<GtkTextView>, PlaceholderTextView?) {
        let old = (view, wrapper)
        gtk_widget_destroy(window)
        g_object_unref(UnsafeMutableRawPointer(window))
        g_object_unref(UnsafeMutableRawPointer(css))
        (window, scrolled) = Self.newWindow()
        (view, wrapper, css) = try Self.newView(wrapper: withWrapper)
        Self.place(view, in: scrolled, css: css)
        gtk_widget_show_all(window)
        return old
    }

    /// Loads `text` into the view's CSS provider.
    func setCSS(_ text: String) {
        gtk_css_provider_load_from_data(css, text, -1, nil)
    }

    /// Runs the main loop until the view is mapped and has a size, which
    /// key events, focus events and rendering need.
    func ensureMapped() {
        guard gtk_widget_get_mapped(widget) == 0 || gtk_widget_get_allocated_width(widget) <= 1 else { return }
        GtkHarness.pump(timeout: 3) { gtk_widget_get_mapped(self.widget) != 0 && gtk_widget_get_allocated_width(self.widget) > 1 }
    }

    /// Destroys the window and lets go of everything.
    func tearDown() {
        wrapper = nil
        gtk_widget_destroy(window)
        g_object_unref(UnsafeMutableRawPointer(window))
        g_object_unref(UnsafeMutableRawPointer(view))
        g_object_unref(UnsafeMutableRawPointer(css))
    }

    /// A new top-level window (referenced) holding a new scrolled window.
    private static func newWindow() -> (UnsafeMutablePointer<GtkWidget>, UnsafeMutablePointer<GtkWidget>) {
        let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
        g_object_ref_sink(UnsafeMutableRawPointer(window))
        gtk_window_set_default_size(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self), 320, 160)
        let scrolled = gtk_scrolled_window_new(nil, nil)!
        gtk_container_add(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkContainer.self), scrolled)
        return (window, scrolled)
    }

    /// A fresh view, referenced by the slot, through `PlaceholderTextView()`
    /// when the app keeps a Swift object, else through `gtk_text_view_new`.
    private static func newView(wrapper withWrapper: Bool) throws
        -> (UnsafeMutablePointer<GtkTextView>, PlaceholderTextView?, UnsafeMutablePointer<GtkCssProvider>)
    {
        let view: UnsafeMutablePointer<GtkTextView>
        var wrapper: PlaceholderTextView?
        if withWrapper {
            wrapper = try PlaceholderTextView()
            view = wrapper!.textView
            g_object_ref(UnsafeMutableRawPointer(view))
        } else {
            let widget = gtk_text_view_new()!
            g_object_ref_sink(UnsafeMutableRawPointer(widget))
            view = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkTextView.self)
        }
        return (view, wrapper, gtk_css_provider_new()!)
    }

    /// Gives `view` its CSS provider and puts it in `scrolled`.
    private static func place(
        _ view: UnsafeMutablePointer<GtkTextView>, in scrolled: UnsafeMutablePointer<GtkWidget>,
        css: UnsafeMutablePointer<GtkCssProvider>
    ) {
        gtk_style_context_add_provider(
            gtk_widget_get_style_context(view.asWidget), OpaquePointer(css),
            guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        gtk_container_add(UnsafeMutableRawPointer(scrolled).assumingMemoryBound(to: GtkContainer.self), view.asWidget)
    }
}
