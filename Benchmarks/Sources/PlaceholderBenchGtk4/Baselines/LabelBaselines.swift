import CPlaceholderGtk4
import PlaceholderBenchSupport

/// Baseline after Tuba, a GTK 4 Mastodon client: a wrapping, dimmed
/// `GtkLabel` added to the view with `gtk_text_view_add_overlay` at the
/// text's origin, shown and hidden on every buffer change.
@MainActor
final class ViewOverlayLabelPlaceholder: TextViewContender {
    let textViewObject = UnsafeMutableRawPointer(gtk_text_view_new()!)
    let root: gpointer
    private let toggle: EmptyBufferLabelToggle

    init(placeholder: String, pack: TextViewPacking) {
        root = pack(textViewObject)
        let view = textViewObject.assumingMemoryBound(to: GtkTextView.self)
        let label = dimmedLabel(placeholder)
        gtk_label_set_wrap(OpaquePointer(label), 1)
        gtk_text_view_add_overlay(view, label, 0, 0)
        toggle = EmptyBufferLabelToggle(textView: textViewObject, label: UnsafeMutableRawPointer(label))
    }
}

/// Baseline after Paper Plane, a GTK 4 Telegram client: a `GtkOverlay`
/// around the (scrolled) view holds a dimmed label that takes no input, at
/// the view's text origin, shown and hidden on every buffer change.
@MainActor
final class OverlayLabelPlaceholder: TextViewContender {
    let textViewObject = UnsafeMutableRawPointer(gtk_text_view_new()!)
    let root: gpointer
    private let toggle: EmptyBufferLabelToggle

    init(placeholder: String, pack: TextViewPacking) {
        let overlay = gtk_overlay_new()!
        root = UnsafeMutableRawPointer(overlay)
        let overlayPointer = OpaquePointer(overlay)
        gtk_overlay_set_child(overlayPointer, pack(textViewObject).assumingMemoryBound(to: GtkWidget.self))
        let view = textViewObject.assumingMemoryBound(to: GtkTextView.self)
        let label = dimmedLabel(placeholder)
        gtk_widget_set_margin_start(label, gtk_text_view_get_left_margin(view))
        gtk_widget_set_margin_top(label, gtk_text_view_get_top_margin(view))
        gtk_overlay_add_overlay(overlayPointer, label)
        toggle = EmptyBufferLabelToggle(textView: textViewObject, label: UnsafeMutableRawPointer(label))
    }
}

/// A label showing `text` as these apps make it: dimmed by the theme's
/// `dim-label` class, aligned to the top start corner, left to the view
/// below by taking no pointer input.
@MainActor
private func dimmedLabel(_ text: String) -> UnsafeMutablePointer<GtkWidget> {
    let label = gtk_label_new(text)!
    gtk_label_set_xalign(OpaquePointer(label), 0)
    gtk_widget_set_halign(label, GTK_ALIGN_START)
    gtk_widget_set_valign(label, GTK_ALIGN_START)
    gtk_widget_add_css_class(label, "dim-label")
    gtk_widget_set_can_target(label, 0)
    return label
}
