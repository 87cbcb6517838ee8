import CPlaceholderGtk4
import PlaceholderTextViewGtk4

/// This project's GTK 4 product, used as an app would: through the public
/// facade only.
@MainActor
final class ProjectView: TextViewContender {
    let view: PlaceholderTextView
    var textView: UnsafeMutablePointer<GtkTextView> { view.textView }
    let widget: UnsafeMutablePointer<GtkWidget>

    init(placeholder: String, scrolled: Bool) throws {
        view = try PlaceholderTextView()
        view.placeholder = placeholder
        widget = packing(view.textView, scrolled: scrolled)
    }
}
