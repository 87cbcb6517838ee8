import CPlaceholderGObject
import PlaceholderCore
import PlaceholderEngine
import PlaceholderGObject

/// The `PtvPlaceholder` type's GType for GTK 4, registering it on first use.
/// Exported under the name GtkBuilder looks up for a type it does not know
/// yet (`PtvPlaceholder` → `ptv_placeholder_get_type`), as the GTK 3
/// product exports it for GTK 3; a program links one of the two.
@usableFromInline @_cdecl("ptv_placeholder_get_type")
nonisolated func ptvPlaceholderGetType() -> GType {
    // Registered, the type is GLib's to give on any thread: casts call this.
    let registered = g_type_from_name(PlaceholderObjectType.name)
    if registered != 0 { return registered }
    guard GtkThread.isCurrent("ptv_placeholder_get_type") else { return 0 }
    return onGtkThread { PlaceholderObjectType.register(for: EngineToolkit<Gtk4Backend>.self) }
}
