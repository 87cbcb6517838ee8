import CPlaceholderGtk3
import PlaceholderDemoKit
import PlaceholderTextView

/// GTK 3's side of the demo kit: the calls that differ from GTK 4's.
enum Gtk3Demo: DemoToolkit {
    typealias View = PlaceholderTextView

    nonisolated static let program = "placeholder-demo"
    static let entryHidesPlaceholderWhileFocused = true
    nonisolated static let abstract = "A GtkEntry and PlaceholderTextView side by side, with a live options panel."
    static let applicationID = "io.github.placeholdertextview.Demo"
    static let resourceFolder = "demo"
    static let choiceSuffix = "combo"

    static func start(_: DemoOptions) -> Bool { gtk_init_check(nil, nil) != 0 }

    static func loadStyleSheet(_ path: String) throws(DemoFailure) {
        let provider = gtk_css_provider_new()!
        defer { g_object_unref(UnsafeMutableRawPointer(provider)) }
        var error: UnsafeMutablePointer<GError>?
        guard gtk_css_provider_load_from_path(provider, path, &error) != 0, error == nil else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            g_clear_error(&error)
            throw DemoFailure("\(path): \(message)")
        }
        gtk_style_context_add_provider_for_screen(
            gdk_screen_get_default(), OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    }

    /// The `.ui` file's `GtkColorButton`.
    static func colorButton(in builder: gpointer) throws(DemoFailure) -> DemoChooserButton {
        DemoChooserButton(widget: try DemoResources<Self>.object("color_button", in: builder), changedSignal: "color-set")
    }

    /// The `.ui` file's `GtkFontButton`.
    static func fontButton(in builder: gpointer) throws(DemoFailure) -> DemoChooserButton {
        DemoChooserButton(widget: try DemoResources<Self>.object("font_button", in: builder), changedSignal: "font-set")
    }

    /// Each widget's own CSS provider, made on first use and kept with the
    /// widget (its address alone would name a later widget once it is gone).
    private static let providerKey = "placeholder-demo-style-provider"

    static func setStyle(_ declarations: String, of widget: gpointer) {
        let object = widget.assumingMemoryBound(to: GObject.self)
        let provider: UnsafeMutablePointer<GtkCssProvider>
        if let existing = g_object_get_data(object, providerKey) {
            provider = existing.assumingMemoryBound(to: GtkCssProvider.self)
        } else {
            provider = gtk_css_provider_new()!
            g_object_set_data_full(object, providerKey, provider, g_object_unref)
            gtk_style_context_add_provider(
                gtk_widget_get_style_context(widget.assumingMemoryBound(to: GtkWidget.self)), OpaquePointer(provider),
                guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        }
        gtk_css_provider_load_from_data(provider, "textview { \(declarations) }", -1, nil)
    }

    static func destroy(_ window: gpointer) { gtk_widget_destroy(window.assumingMemoryBound(to: GtkWidget.self)) }
}
