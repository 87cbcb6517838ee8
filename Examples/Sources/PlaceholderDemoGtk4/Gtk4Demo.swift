import CPlaceholderDemoGtk4
import CPlaceholderGtk4
import Foundation
import PlaceholderDemoKit
import PlaceholderTextViewGtk4

/// GTK 4's side of the demo kit: the calls that differ from GTK 3's.
enum Gtk4Demo: DemoToolkit {
    typealias View = PlaceholderTextView

    nonisolated static let program = "placeholder-demo-gtk4"
    static let entryHidesPlaceholderWhileFocused = false
    nonisolated static let abstract = "A GTK 4 GtkEntry and PlaceholderTextView side by side, with a live options panel."
    static let applicationID = "io.github.placeholdertextview.DemoGtk4"
    static let resourceFolder = "demo-gtk4"
    static let choiceSuffix = "choice"

    static func start(_ options: DemoOptions) -> Bool {
        // A screenshot needs no accessibility bus: without one (headless, as
        // under xvfb-run) GTK 4 would warn that it cannot reach it. GTK 3's
        // equivalent is NO_AT_BRIDGE=1.
        if options.screenshot != nil { setenv("GTK_A11Y", "none", 0) }
        guard gtk_init_check() != 0 else { return false }
        if options.screenshot != nil { prepareScreenshot() }
        return true
    }

    /// GTK 4's loaders return nothing: errors come through the provider's
    /// `parsing-error` signal, during the load (a handler keeps GTK from
    /// printing them itself), and the first one fails the load.
    static func loadStyleSheet(_ path: String) throws(DemoFailure) {
        let provider = gtk_css_provider_new()!
        defer { g_object_unref(UnsafeMutableRawPointer(provider)) }
        var firstError: String?
        withUnsafeMutablePointer(to: &firstError) { first in
            let handler = g_signal_connect_data(
                provider, "parsing-error", unsafeBitCast(keepFirstCSSError, to: GCallback.self), first, nil,
                GConnectFlags(rawValue: 0))
            gtk_css_provider_load_from_path(provider, path)
            g_signal_handler_disconnect(provider, handler)
        }
        if let firstError { throw DemoFailure("\(path):\(firstError)") }
        gtk_style_context_add_provider_for_display(
            gdk_display_get_default(), OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    }

    /// Made here, as the GTK version offers (a GtkColorDialogButton on GTK
    /// 4.10 and later, a GtkColorButton before: CPlaceholderDemoGtk4
    /// chooses), and put first in its row.
    static func colorButton(in builder: gpointer) throws(DemoFailure) -> DemoChooserButton {
        let button = try prepend(ptv_demo_color_button_new(), toBox: "color_row", in: builder)
        return DemoChooserButton(widget: button, changedSignal: String(cString: ptv_demo_color_button_signal()))
    }

    /// Made here, as the GTK version offers (a GtkFontDialogButton on GTK
    /// 4.10 and later, a GtkFontButton before), and put first in its row.
    static func fontButton(in builder: gpointer) throws(DemoFailure) -> DemoChooserButton {
        let button = try prepend(ptv_demo_font_button_new(), toBox: "font_row", in: builder)
        gtk_widget_set_hexpand(button.assumingMemoryBound(to: GtkWidget.self), 1)
        return DemoChooserButton(widget: button, changedSignal: String(cString: ptv_demo_font_button_signal()))
    }

    /// Puts `widget` first in the builder's box `id`.
    private static func prepend(_ widget: UnsafeMutablePointer<GtkWidget>, toBox id: String, in builder: gpointer)
        throws(DemoFailure) -> gpointer
    {
        gtk_box_prepend(try DemoResources<Self>.object(id, in: builder).assumingMemoryBound(to: GtkBox.self), widget)
        return UnsafeMutableRawPointer(widget)
    }

    /// Each widget's own CSS provider, made on first use and kept with the
    /// widget. GTK 4.10 deprecates per-widget providers: this one serves the
    /// widget's display, its rules scoped to a CSS class that only the widget
    /// carries, named after the provider's address (which no other provider
    /// has while this one is on the display), and it leaves the display when
    /// the widget is finalized (`removeStyleProvider`).
    private static let providerKey = "placeholder-demo-style-provider"

    static func setStyle(_ declarations: String, of widget: gpointer) {
        let object = widget.assumingMemoryBound(to: GObject.self)
        let gtkWidget = widget.assumingMemoryBound(to: GtkWidget.self)
        let provider: UnsafeMutablePointer<GtkCssProvider>
        if let existing = g_object_get_data(object, providerKey) {
            provider = existing.assumingMemoryBound(to: GtkCssProvider.self)
        } else {
            provider = gtk_css_provider_new()!
            let display = gtk_widget_get_display(gtkWidget)
            g_object_set_data_full(
                UnsafeMutableRawPointer(provider).assumingMemoryBound(to: GObject.self), styleDisplayKey,
                g_object_ref(UnsafeMutableRawPointer(display)), g_object_unref)
            gtk_style_context_add_provider_for_display(
                display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
            g_object_set_data_full(object, providerKey, provider, removeStyleProvider)
        }
        let scope = "placeholder-demo-style-\(UInt(bitPattern: provider))"
        gtk_widget_add_css_class(gtkWidget, scope)  // (no-op once it has it)
        let selector = String(cString: gtk_widget_get_css_name(gtkWidget)) + "." + scope
        ptv_gtk4_load_css(provider, "\(selector) { \(declarations) }")
    }

    static func destroy(_ window: gpointer) { gtk_window_destroy(window.assumingMemoryBound(to: GtkWindow.self)) }
}

/// Keeps the first CSS error reported in the `String?` at `data`, as
/// `line:column: message` (or ` message` where GTK names no place).
private let keepFirstCSSError: @convention(c) (gpointer?, OpaquePointer?, UnsafeMutablePointer<GError>?, gpointer?) -> Void = {
    _, section, error, data in
    guard let first = data?.assumingMemoryBound(to: String?.self), first.pointee == nil else { return }
    let start = section.flatMap { gtk_css_section_get_start_location($0) }
    let place = start.map { "\($0.pointee.lines + 1):\($0.pointee.line_chars + 1): " } ?? " "
    first.pointee = place + (error.map { String(cString: $0.pointee.message) } ?? "invalid CSS")
}

/// The display a widget's CSS provider was added for (`setStyle`), kept on the provider.
private let styleDisplayKey = "placeholder-demo-style-display"

/// Takes a widget's CSS provider off its display and releases it, when the
/// widget is finalized.
private let removeStyleProvider: @convention(c) (gpointer?) -> Void = { provider in
    guard let provider else { return }
    let display = g_object_get_data(provider.assumingMemoryBound(to: GObject.self), styleDisplayKey)
    gtk_style_context_remove_provider_for_display(OpaquePointer(display), OpaquePointer(provider))
    g_object_unref(provider)
}
