import CPlaceholderGtk4
import PlaceholderCore
import PlaceholderEngine
import PlaceholderGObject

/// GTK 4's side of the shared `PtvPlaceholder` type: GDK's colour syntax
/// (the rest comes from its backend, `BackendToolkit`).
enum Gtk4Toolkit: BackendToolkit {
    typealias Backend = Gtk4Backend

    static func parseColor(_ text: String) -> PlaceholderColor? { PlaceholderColor(gdkParsing: text) }

    static func colorString(_ color: PlaceholderColor) -> String {
        var rgba = GdkRGBA(
            red: Float(color.red), green: Float(color.green), blue: Float(color.blue), alpha: Float(color.alpha))
        guard let chars = gdk_rgba_to_string(&rgba) else { return color.description }
        defer { g_free(chars) }
        return String(cString: chars)
    }
}

extension PlaceholderColor {
    /// A CSS colour (`#336699`, `rgba(…)`, a name) as GDK reads it, or nil
    /// when it is not one; no display is needed (the demo checks its
    /// `--color` before GTK starts).
    nonisolated package init?(gdkParsing text: String) {
        var rgba = GdkRGBA()
        guard gdk_rgba_parse(&rgba, text) != 0 else { return nil }
        self = PlaceholderColor(
            red: Double(rgba.red), green: Double(rgba.green), blue: Double(rgba.blue), alpha: Double(rgba.alpha))
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
