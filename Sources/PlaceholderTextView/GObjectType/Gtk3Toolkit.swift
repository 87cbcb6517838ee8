import CPlaceholderGtk3
import PlaceholderCore
import PlaceholderEngine
import PlaceholderGObject

/// GTK 3's side of the `PtvPlaceholder` type: its text view type, the
/// views' controllers, and GDK's colour syntax.
enum Gtk3Toolkit: PlaceholderToolkit {
    static var textViewType: GType { gtk_text_view_get_type() }

    static func host(of view: gpointer) -> any PlaceholderHost {
        PlaceholderController.of(view, toolkit: Gtk3Backend.self)
    }

    static func parseColor(_ text: String) -> PlaceholderColor? {
        var rgba = GdkRGBA()
        guard gdk_rgba_parse(&rgba, text) != 0 else { return nil }
        return PlaceholderColor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)
    }

    static func colorString(_ color: PlaceholderColor) -> String {
        var rgba = GdkRGBA(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
        guard let chars = gdk_rgba_to_string(&rgba) else { return color.description }
        defer { g_free(chars) }
        return String(cString: chars)
    }
}

/// The `PtvPlaceholder` type's GType, registering it on first use. Exported
/// under the name GtkBuilder looks up for a type it does not know yet
/// (`PtvPlaceholder` → `ptv_placeholder_get_type`), so that a program whose
/// symbols are exported (linked with `--export-dynamic`) needs no call
/// before loading a `.ui` file.
@usableFromInline @_cdecl("ptv_placeholder_get_type")
func ptvPlaceholderGetType() -> GType {
    MainActor.assumeIsolated { PlaceholderObjectType.register(for: Gtk3Toolkit.self) }
}
