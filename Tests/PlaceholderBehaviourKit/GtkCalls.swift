import CPlaceholderGObject
import CPlaceholderGtkCalls
import PlaceholderBehaviourSuite

/// Calls both toolkits' test code makes the same way (a buffer's text, the
/// default settings, key values), through the GTK functions they share
/// (CPlaceholderGtkCalls).
@MainActor
package enum GtkCalls {
    /// The whole text of `buffer`.
    nonisolated package static func text(of buffer: OpaquePointer) -> String {
        var start = PtvGtkTextIter(), end = PtvGtkTextIter()
        ptv_gtk_text_buffer_get_bounds(buffer, &start, &end)
        let chars = ptv_gtk_text_buffer_get_text(buffer, &start, &end, 1)!
        defer { g_free(chars) }
        return String(cString: chars)
    }

    /// The default `GtkSettings`, as a GObject.
    package static var settings: UnsafeMutableRawPointer { ptv_gtk_settings_get_default()! }

    /// GDK's key value for `key` (X keysyms, in both toolkits).
    package static func keyval(_ key: BehaviourKey) -> Int32 {
        switch key {
        case .backspace: Int32(PTV_GTK_KEY_BackSpace)
        case .delete: Int32(PTV_GTK_KEY_Delete)
        case .left: Int32(PTV_GTK_KEY_Left)
        case .deadAcute: Int32(PTV_GTK_KEY_dead_acute)
        case .return: Int32(PTV_GTK_KEY_Return)
        case .letter(let letter): Int32(ptv_gtk_unicode_to_keyval(letter.unicodeScalars.first!.value))
        }
    }
}
