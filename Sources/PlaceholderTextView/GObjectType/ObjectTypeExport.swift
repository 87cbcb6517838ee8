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
    guard GtkThread.isCurrent("ptv_placeholder_get_type") else { return 0 }
    return onGtkThread { PlaceholderObjectType.register(for: EngineToolkit<Gtk3Backend>.self) }
}
