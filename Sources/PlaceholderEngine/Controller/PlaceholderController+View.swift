import CPlaceholderGObject
import CPlaceholderGtkCalls

/// What the engine reads of its view through the GTK calls both toolkits
/// share: its buffer, its focus and its Pango contexts.
extension PlaceholderController {
    /// The view's current buffer, if it has one.
    func currentBuffer() -> gpointer? {
        ptv_gtk_text_view_get_buffer(OpaquePointer(view)).map { UnsafeMutableRawPointer($0) }
    }

    /// Whether the view has the keyboard focus.
    var viewHasFocus: Bool { ptv_gtk_widget_has_focus(OpaquePointer(view)) != 0 }

    /// The view's Pango context (its font, resolution and options).
    var pangoContext: OpaquePointer { ptv_gtk_widget_get_pango_context(OpaquePointer(view))! }

    /// A new Pango context like `widget`'s, for a renderer of its own.
    static func makePangoContext(like widget: UnsafeMutableRawPointer) -> OpaquePointer {
        ptv_gtk_widget_create_pango_context(OpaquePointer(widget))!
    }
}
