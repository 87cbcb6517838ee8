import CPlaceholderDemoGtk4
import CPlaceholderGtk4
import Foundation
import PlaceholderDemoKit
@_spi(Internals) import PlaceholderTextViewGtk4

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

    static func setStyle(_ declarations: String, of widget: gpointer) {
        WidgetStyleSheet.of(widget.assumingMemoryBound(to: GtkWidget.self)).set(declarations)
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
