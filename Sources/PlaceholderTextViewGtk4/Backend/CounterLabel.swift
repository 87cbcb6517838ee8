import CPlaceholderGtk4
import PlaceholderCore

/// GTK 4's built-in counter: a label in the view's bottom gutter, which
/// GtkTextView sizes to the label and keeps below the text window, so typed
/// text never reaches it. It sits at the end edge of the text (GtkLabel
/// mirrors its alignment in a right-to-left view), inside the view's
/// margins, in the view's font; within the limit it is painted in the
/// placeholder's colour, over it the label takes the theme's `.error`
/// style. The view is described by it (`DESCRIBED_BY`), and its accessible
/// label says the count in words.
///
/// Where the app put a widget of its own in the bottom gutter, the counter
/// leaves it there and does not show.
final class CounterLabel {
    /// The CSS class of the label.
    static let cssClass = "ptv-counter"

    private let view: UnsafeMutablePointer<GtkTextView>
    private var viewWidget: UnsafeMutablePointer<GtkWidget> { UnsafeMutableRawPointer(view).assumingMemoryBound(to: GtkWidget.self) }
    /// The label (referenced while the counter lives).
    let label: UnsafeMutablePointer<GtkWidget>

    /// Makes the label for `view`'s bottom gutter, unless the app has a
    /// widget there (nil then); it is placed when first shown.
    init?(view: UnsafeMutablePointer<GtkTextView>) {
        guard gtk_text_view_get_gutter(view, GTK_TEXT_WINDOW_BOTTOM) == nil else { return nil }
        self.view = view
        label = gtk_label_new(nil)
        g_object_ref_sink(UnsafeMutableRawPointer(label))
        gtk_widget_add_css_class(label, Self.cssClass)
        gtk_label_set_xalign(OpaquePointer(label), 1)
        gtk_widget_set_margin_top(label, 2)
        gtk_widget_set_margin_bottom(label, 2)
    }

    deinit { onGtkThread { g_object_unref(UnsafeMutableRawPointer(label)) } }

    /// Takes the label out of the view (which stays alive).
    func remove() {
        guard Self.label(in: view) == label else { return }
        ptv_gtk4_set_described_by(viewWidget, nil)
        gtk_text_view_set_gutter(view, GTK_TEXT_WINDOW_BOTTOM, nil)
    }

    /// The widget the app or a counter put in `view`'s bottom gutter: GTK
    /// hands back the box it wraps a gutter widget in.
    static func label(in view: UnsafeMutablePointer<GtkTextView>) -> UnsafeMutablePointer<GtkWidget>? {
        guard let gutter = gtk_text_view_get_gutter(view, GTK_TEXT_WINDOW_BOTTOM) else { return nil }
        return gtk_widget_has_css_class(gutter, cssClass) != 0 ? gutter : gtk_widget_get_first_child(gutter)
    }

    /// What the label was last given: changing nothing is a no-op, since
    /// GTK asks for a show during allocation, where queueing a resize would
    /// lose the label's drawing.
    private struct Shown: Equatable {
        var display: CounterDisplay, color: PlaceholderColor, font: UInt32, direction: UInt32
        var startMargin: Int32, endMargin: Int32
    }
    private var shown: Shown?
    /// The colour the counter is shown in, once shown.
    var shownColor: PlaceholderColor? { shown?.color }

    /// Shows `display`, in `color` within the limit.
    func show(_ display: CounterDisplay, color: PlaceholderColor) {
        let font = pango_context_get_font_description(gtk_widget_get_pango_context(viewWidget))
        let direction = gtk_widget_get_direction(viewWidget)
        let margins = PlaceholderDirection(rightToLeft: direction == GTK_TEXT_DIR_RTL).startAndEnd(
            left: gtk_text_view_get_left_margin(view), right: gtk_text_view_get_right_margin(view))
        let wanted = Shown(
            display: display, color: color, font: font.map { pango_font_description_hash($0) } ?? 0,
            direction: direction.rawValue, startMargin: margins.start, endMargin: margins.end)
        guard wanted != shown || Self.label(in: view) != label else { return }
        shown = wanted
        switch Self.label(in: view) {
        case label: break
        case nil:
            gtk_text_view_set_gutter(view, GTK_TEXT_WINDOW_BOTTOM, label)
            ptv_gtk4_set_described_by(viewWidget, label)
        default: return  // the app put a widget of its own there since
        }
        // GtkLabel mirrors its alignment by its own direction, which a
        // child does not take from its parent in GTK 4.
        gtk_widget_set_direction(label, direction)
        gtk_widget_set_margin_start(label, margins.start)
        gtk_widget_set_margin_end(label, margins.end)
        if display.isOverLimit { gtk_widget_add_css_class(label, "error") } else { gtk_widget_remove_css_class(label, "error") }
        setAttributes(color: display.isOverLimit ? nil : color)
        gtk_label_set_text(OpaquePointer(label), display.text)
        ptv_gtk4_set_accessible_string(label, GTK_ACCESSIBLE_PROPERTY_LABEL, display.spokenText)
    }

    /// The view's font and, unless the theme's error style colours it,
    /// `color`, as Pango attributes (which GtkLabel paints over its CSS).
    private func setAttributes(color: PlaceholderColor?) {
        let attributes = pango_attr_list_new()
        if let font = pango_context_get_font_description(gtk_widget_get_pango_context(viewWidget)) {
            pango_attr_list_insert(attributes, pango_attr_font_desc_new(font))
        }
        if let color {
            let channel = { (value: Double) in UInt16(max(0, min(1, value)) * 65535) }
            pango_attr_list_insert(attributes, pango_attr_foreground_new(
                channel(color.red), channel(color.green), channel(color.blue)))
            pango_attr_list_insert(attributes, pango_attr_foreground_alpha_new(channel(color.alpha)))
        }
        gtk_label_set_attributes(OpaquePointer(label), attributes)
        pango_attr_list_unref(attributes)
    }
}
