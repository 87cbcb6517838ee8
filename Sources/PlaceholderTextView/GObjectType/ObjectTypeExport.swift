import CPlaceholderGObject
import PlaceholderCore
import PlaceholderEngine
import PlaceholderGObject

/// The `PtvPlaceholder` type's GType, registering it on first use. Exported
/// under the name GtkBuilder looks up for a type it does not know yet
/// (`PtvPlaceholder` → `ptv_placeholder_get_type`), so that a program whose
/// symbols are exported (linked with `--export-dynamic`) needs no call
/// before loading a `.ui` file.
@usableFromInline @_cdecl("ptv_placeholder_get_type")
nonisolated func ptvPlaceholderGetType() -> GType {
    // Registered, the type is GLib's to give on any thread: casts call this.
    let registered = g_type_from_name(PlaceholderObjectType.name)
    if registered != 0 { return registered }
    guard GtkThread.isCurrent("ptv_placeholder_get_type") else { return 0 }
    return onGtkThread { PlaceholderObjectType.register(for: EngineToolkit<Gtk3Backend>.self) }
}
