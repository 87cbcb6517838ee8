import CPlaceholderGtk3
import PlaceholderBenchSupport

/// Baseline after seeds 000, 002 and 004: a grey `GtkLabel` laid over the
/// view in a `GtkOverlay`, at the view's text origin, shown and hidden on
/// every buffer change.
@MainActor
final class OverlayLabelPlaceholder: TextViewContender {
    let textViewObject = UnsafeMutableRawPointer(gtk_text_view_new()!)
    let root: gpointer
    private let toggle: EmptyBufferLabelToggle

    init(placeholder: String, pack: TextViewPacking) {
        let overlay = gtk_overlay_new()!
        root = UnsafeMutableRawPointer(overlay)
        let label = gtk_label_new(placeholder)!
        let packed = pack(textViewObject).assumingMemoryBound(to: GtkWidget.self)
        gtk_container_add(root.assumingMemoryBound(to: GtkContainer.self), packed)
        let overlayPointer = root.assumingMemoryBound(to: GtkOverlay.self)
        gtk_overlay_add_overlay(overlayPointer, label)
        gtk_overlay_set_overlay_pass_through(overlayPointer, label, 1)
        gtk_widget_set_halign(label, GTK_ALIGN_START)
        gtk_widget_set_valign(label, GTK_ALIGN_START)
        gtk_label_set_xalign(UnsafeMutableRawPointer(label).assumingMemoryBound(to: GtkLabel.self), 0)
        gtk_style_context_add_class(gtk_widget_get_style_context(label), "dim-label")
        let view = textViewObject.assumingMemoryBound(to: GtkTextView.self)
        gtk_widget_set_margin_start(label, gtk_text_view_get_left_margin(view))
        gtk_widget_set_margin_top(label, gtk_text_view_get_top_margin(view))
        gtk_widget_show(label)
        toggle = EmptyBufferLabelToggle(textView: textViewObject, label: UnsafeMutableRawPointer(label))
    }
}
