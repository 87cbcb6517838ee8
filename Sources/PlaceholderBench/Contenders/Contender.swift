import CPlaceholderGtk3
import PlaceholderBenchSupport

/// A column's widget as GTK 3 types it; the benchmark kit sees it as a
/// GObject (`root`), which a caret blink redraws whole.
@MainActor
protocol Gtk3Contender: Contender {
    /// The widget drawn for a frame and packed into the window.
    var widget: UnsafeMutablePointer<GtkWidget> { get }
}

extension Gtk3Contender {
    /// `widget`, for the kit.
    var root: gpointer { UnsafeMutableRawPointer(widget) }
    /// `widget`: GTK 3 redraws a widget whole.
    var redrawWidget: gpointer { root }
}

/// A GTK 3 contender built on a `GtkTextView`: the kit's
/// `TextViewContender`, with the view typed for GTK 3's calls.
@MainActor
protocol Gtk3TextViewContender: Gtk3Contender, TextViewContender {
    /// The view whose buffer holds the user's text.
    var textView: UnsafeMutablePointer<GtkTextView> { get }
}

extension Gtk3TextViewContender {
    /// `textView`, for the kit.
    var textViewObject: UnsafeMutableRawPointer { UnsafeMutableRawPointer(textView) }
    /// The view's buffer.
    var buffer: UnsafeMutablePointer<GtkTextBuffer> { gtk_text_view_get_buffer(textView) }
    /// `widget`: GTK 3 redraws a widget whole.
    var redrawWidget: gpointer { root }
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
