import CPlaceholderGtk4
import PlaceholderCore
import PlaceholderGObject

/// CSS for one widget, for the tests (an app's own style sheet, as it
/// were). GTK 4.10 deprecates per-widget style providers (style contexts),
/// so the rules go to the widget's display, scoped to a class that only
/// this widget carries; they leave the display when the widget is finalized.
@MainActor
public final class WidgetStyleSheet {
    private let provider: UnsafeMutablePointer<GtkCssProvider>
    private let display: OpaquePointer
    private let selector: String
    private static var count = 0
    private static let key = "placeholder-text-view-widget-style"

    /// The style sheet of `widget`: made on first use, kept with the widget.
    public static func of(_ widget: UnsafeMutablePointer<GtkWidget>) -> WidgetStyleSheet {
        if let existing = ObjectAttachment<WidgetStyleSheet>.value(on: widget, key: key) { return existing }
        let sheet = WidgetStyleSheet(widget)
        ObjectAttachment.attach(sheet, to: widget, key: key)
        return sheet
    }

    private init(_ widget: UnsafeMutablePointer<GtkWidget>) {
        Self.count += 1
        let scope = "ptv-widget-style-\(Self.count)"
        gtk_widget_add_css_class(widget, scope)
        selector = String(cString: gtk_widget_get_css_name(widget)) + "." + scope
        provider = gtk_css_provider_new()
        display = gtk_widget_get_display(widget)
        g_object_ref(UnsafeMutableRawPointer(display))
        gtk_style_context_add_provider_for_display(
            display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    }

    deinit {
        onGtkThread {
            gtk_style_context_remove_provider_for_display(display, OpaquePointer(provider))
            g_object_unref(UnsafeMutableRawPointer(provider))
            g_object_unref(UnsafeMutableRawPointer(display))
        }
    }

    /// Replaces the widget's rules with `declarations` (none: the theme's).
    public func set(_ declarations: String) {
        ptv_gtk4_load_css(provider, "\(selector) { \(declarations) }")
    }
}
