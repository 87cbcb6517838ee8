import CPlaceholderGObject

/// Registers the `PtvPlaceholder` GObject type, so that GtkBuilder can
/// create the one the demo's `.ui` file declares.
///
/// This is what GTK 3's `PlaceholderTextView.registerGObjectTypes()` does.
/// GTK 4's facade has no such method yet, so the demo calls the C
/// library's public function (`ptv_placeholder_get_type`, declared in
/// `C/ptv.h`), which the GTK 4 product defines. Once the GTK 4 facade has
/// `registerGObjectTypes()`, this becomes that call.
@MainActor
func registerPlaceholderType() {
    _ = ptv_placeholder_get_type()
}
