import CPlaceholderGObject
import CPlaceholderGtkCalls
import PlaceholderBehaviourSuite

/// Calls both toolkits' harnesses make the same way, on buffers, labels and
/// keys, through the GTK functions they share (CPlaceholderGtkCalls).
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

    /// A new buffer holding `text`, referenced by the caller.
    package static func newBuffer(text: String) -> UnsafeMutableRawPointer {
        let buffer = ptv_gtk_text_buffer_new(nil)!
        ptv_gtk_text_buffer_set_text(buffer, text, -1)
        return UnsafeMutableRawPointer(buffer)
    }

    /// `gtk_text_buffer_set_text` on any buffer.
    package static func setText(_ text: String, of buffer: UnsafeMutableRawPointer) {
        ptv_gtk_text_buffer_set_text(OpaquePointer(buffer), text, -1)
    }

    /// A new `GtkLabel` (not a text view), referenced by the caller.
    package static func newLabel() -> UnsafeMutableRawPointer {
        let label = UnsafeMutableRawPointer(ptv_gtk_label_new("not a text view")!)
        g_object_ref_sink(label)
        return label
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
