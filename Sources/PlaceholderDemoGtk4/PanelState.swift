import CPlaceholderGtk4
import PlaceholderDemoOptions
import PlaceholderTextViewGtk4

/// Everything the options panel says, read at once.
@MainActor
struct PanelState {
    var placeholderText: String
    var isMarkup: Bool
    var color: PlaceholderColorChoice
    var focusBehavior: PlaceholderFocusBehavior
    var verticalPlacement: PlaceholderVerticalPlacement
    var requestsNaturalHeight: Bool
    var justification: GtkJustification
    var wrapMode: GtkWrapMode
    var margins: (left: Int32, right: Int32, top: Int32, bottom: Int32)
    var indent: Int32
    var fontCSS: String
    var direction: GtkTextDirection

    /// Applies the text-view properties to `view`.
    func format(_ view: UnsafeMutablePointer<GtkTextView>) {
        gtk_text_view_set_justification(view, justification)
        gtk_text_view_set_wrap_mode(view, wrapMode)
        gtk_text_view_set_left_margin(view, margins.left)
        gtk_text_view_set_right_margin(view, margins.right)
        gtk_text_view_set_top_margin(view, margins.top)
        gtk_text_view_set_bottom_margin(view, margins.bottom)
        gtk_text_view_set_indent(view, indent)
        let widget: UnsafeMutablePointer<GtkWidget> = view.cast()
        gtk_widget_set_direction(widget, direction)
        FontStyle.apply(fontCSS, to: widget)
    }

    /// GTK's justification for a `--justify` value (or a combo's id).
    static func justification(_ id: String) -> GtkJustification {
        switch DemoJustification(rawValue: id) ?? .left {
        case .left: return GTK_JUSTIFY_LEFT
        case .right: return GTK_JUSTIFY_RIGHT
        case .center: return GTK_JUSTIFY_CENTER
        case .fill: return GTK_JUSTIFY_FILL
        }
    }

    /// GTK's wrap mode for a `--wrap` value (or a combo's id).
    static func wrapMode(_ id: String) -> GtkWrapMode {
        switch DemoWrapMode(rawValue: id) ?? .wordChar {
        case .none: return GTK_WRAP_NONE
        case .char: return GTK_WRAP_CHAR
        case .word: return GTK_WRAP_WORD
        case .wordChar: return GTK_WRAP_WORD_CHAR
        }
    }
}
