import CPlaceholderGtk3
import PlaceholderBenchSupport

/// A GTK 3 baseline built on a `GtkTextView`: the kit's `TextViewContender`,
/// with its widgets typed for GTK 3's calls; the kit sees them as GObjects
/// (`root`, `textViewObject`).
@MainActor
protocol Gtk3TextViewContender: TextViewContender {
    /// The widget drawn for a frame and packed into the window.
    var widget: UnsafeMutablePointer<GtkWidget> { get }
    /// The view whose buffer holds the user's text.
    var textView: UnsafeMutablePointer<GtkTextView> { get }
}

extension Gtk3TextViewContender {
    /// `widget`, for the kit.
    var root: gpointer { UnsafeMutableRawPointer(widget) }
    /// `textView`, for the kit.
    var textViewObject: UnsafeMutableRawPointer { UnsafeMutableRawPointer(textView) }
    /// The view's buffer.
    var buffer: UnsafeMutablePointer<GtkTextBuffer> { gtk_text_view_get_buffer(textView) }
}

/// `textView` packed as `packing(scrolled:)` says.
@MainActor
func packing(_ textView: UnsafeMutablePointer<GtkTextView>, scrolled: Bool) -> UnsafeMutablePointer<GtkWidget> {
    packing(scrolled: scrolled)(UnsafeMutableRawPointer(textView)).assumingMemoryBound(to: GtkWidget.self)
}

/// The widget to pack for `textView`: the view itself, or with `scrolled` a
/// `GtkScrolledWindow` holding it, as a long document needs.
@MainActor
func packing(scrolled: Bool) -> TextViewPacking {
    { textView in
        guard scrolled else { return textView }
        let window = gtk_scrolled_window_new(nil, nil)!
        gtk_container_add(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkContainer.self),
                          textView.assumingMemoryBound(to: GtkWidget.self))
        return UnsafeMutableRawPointer(window)
    }
}

/// `widget` typed as a `GtkWidget`.
@MainActor
func asWidget<T>(_ pointer: UnsafeMutablePointer<T>) -> UnsafeMutablePointer<GtkWidget> {
    UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: GtkWidget.self)
}
