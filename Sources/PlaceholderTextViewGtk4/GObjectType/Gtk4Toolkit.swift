import CPlaceholderGtk4
import PlaceholderCore
import PlaceholderEngine
import PlaceholderGObject

/// GTK 4's side of the shared `PtvPlaceholder` type: its text view type,
/// the views' controllers, and GDK's colour syntax.
enum Gtk4Toolkit: PlaceholderToolkit {
    static var textViewType: GType { gtk_text_view_get_type() }

    static func host(of view: gpointer) -> any PlaceholderHost {
        PlaceholderController.of(view, toolkit: Gtk4Backend.self)
    }

    static func parseColor(_ text: String) -> PlaceholderColor? {
        var rgba = GdkRGBA()
        guard gdk_rgba_parse(&rgba, text) != 0 else { return nil }
        return PlaceholderColor(
            red: Double(rgba.red), green: Double(rgba.green), blue: Double(rgba.blue), alpha: Double(rgba.alpha))
    }

    static func colorString(_ color: PlaceholderColor) -> String {
        var rgba = GdkRGBA(
            red: Float(color.red), green: Float(color.green), blue: Float(color.blue), alpha: Float(color.alpha))
        guard let chars = gdk_rgba_to_string(&rgba) else { return color.description }
        defer { g_free(chars) }
        return String(cString: chars)
    }
}

/// The `PtvPlaceholder` type's GType for GTK 4, registering it on first use.
/// Exported under the name GtkBuilder looks up for a type it does not know
/// yet (`PtvPlaceholder` → `ptv_placeholder_get_type`), as the GTK 3
/// product exports it for GTK 3; a program links one of the two.
@usableFromInline @_cdecl("ptv_placeholder_get_type")
func ptvPlaceholderGetType() -> GType {
    MainActor.assumeIsolated { PlaceholderObjectType.register(for: Gtk4Toolkit.self) }
}
