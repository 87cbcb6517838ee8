import CPlaceholderGtk4
import PlaceholderTestSupportGtk4
import XCTest

@testable import PlaceholderTextViewGtk4

/// Draws `text` as the placeholder (in the view's own text colour and
/// opacity) and then as typed text in `wrapper`'s shown view, at the
/// window's scale factor, and returns how the two differ: the same rows must
/// be inked (so the same line breaks and vertical placement) and every row's
/// ink must start and end within 1 device pixel. Empty when they agree.
@MainActor
func comparePlaceholderWithTypedText(_ text: String, in wrapper: PlaceholderTextView) -> [String] {
    let widget = wrapper.widget
    wrapper.color = .custom(textColor(of: widget))
    let scale = Int(gtk_widget_get_scale_factor(widget))
    let placeholderRaster = GtkHarness.render(widget, scale: scale)
    let background = placeholderRaster[placeholderRaster.width - 1, placeholderRaster.height - 1]
    gtk_text_buffer_set_text(gtk_text_view_get_buffer(wrapper.textView), text, -1)
    let typedRaster = GtkHarness.render(widget, scale: scale)
    gtk_text_buffer_set_text(gtk_text_view_get_buffer(wrapper.textView), "", -1)
    return InkRows(placeholderRaster, background: background)
        .mismatches(against: InkRows(typedRaster, background: background))
}
