import CPlaceholderGtk3
import PlaceholderCore
import PlaceholderEngine
import PlaceholderGObject

/// GTK 3's side of the `PtvPlaceholder` type: GDK's colour syntax (the
/// rest comes from its backend, `BackendToolkit`).
enum Gtk3Toolkit: BackendToolkit {
    typealias Backend = Gtk3Backend

    static func parseColor(_ text: String) -> PlaceholderColor? { PlaceholderColor(gdkParsing: text) }

    static func colorString(_ color: PlaceholderColor) -> String {
        var rgba = GdkRGBA(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
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
        self = PlaceholderColor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)
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
