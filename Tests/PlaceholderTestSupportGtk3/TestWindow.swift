import CPlaceholderGtk3
import PlaceholderBehaviourKit

/// A top-level window holding one child, shown at a fixed size (or, made
/// with no size, never shown).
@MainActor
public final class TestWindow: BehaviourWindow {
    /// The window widget.
    public let window: UnsafeMutablePointer<GtkWidget>
    private var destroyed = false
    private let shown: Bool

    /// The window as a `GtkWindow`.
    public var gtkWindow: UnsafeMutablePointer<GtkWindow> {
        UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)
    }

    /// A window holding `child` (a `GtkWidget`): shown at `size`, once GTK
    /// has mapped and allocated the child, or never shown for nil.
    public init(holding child: UnsafeMutableRawPointer, shownAt size: (width: Int32, height: Int32)?) {
        window = gtk_window_new(GTK_WINDOW_TOPLEVEL)
        g_object_ref_sink(UnsafeMutableRawPointer(window))
        let widget = child.assumingMemoryBound(to: GtkWidget.self)
        gtk_container_add(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkContainer.self), widget)
        shown = size != nil
        guard let size else { return }
        gtk_window_set_default_size(gtkWindow, size.width, size.height)
        gtk_widget_show_all(window)
        GtkHarness.pump(timeout: 3) { gtk_widget_get_mapped(widget) != 0 && gtk_widget_get_allocated_width(widget) > 1 }
        GtkHarness.settle()
    }

    /// Creates and shows a window of `width`×`height` holding `child`.
    public convenience init(child: UnsafeMutablePointer<GtkWidget>, width: Int32 = 320, height: Int32 = 160) {
        self.init(holding: child, shownAt: (width, height))
    }

    /// Asks the window for a new size.
    public func resize(width: Int32, height: Int32) { gtk_window_resize(gtkWindow, width, height) }

    /// Makes `widget` the window's default widget.
    public func setDefault(_ widget: UnsafeMutableRawPointer) {
        gtk_widget_set_can_default(widget.assumingMemoryBound(to: GtkWidget.self), 1)
        gtk_window_set_default(gtkWindow, widget.assumingMemoryBound(to: GtkWidget.self))
    }

    /// Destroys the window (and what it holds), then lets GTK settle if it
    /// was shown; safe to call twice.
    public func destroy() {
        guard !destroyed else { return }
        destroyed = true
        gtk_widget_destroy(window)
        g_object_unref(UnsafeMutableRawPointer(window))
        if shown { GtkHarness.settle() }
    }

    isolated deinit { destroy() }
}

public extension UnsafeMutablePointer where Pointee == GtkTextView {
    /// The view as a widget.
    var asWidget: UnsafeMutablePointer<GtkWidget> {
        UnsafeMutableRawPointer(self).assumingMemoryBound(to: GtkWidget.self)
    }
    /// The view's buffer.
    var buffer: UnsafeMutablePointer<GtkTextBuffer> { gtk_text_view_get_buffer(self) }
    /// Replaces the buffer's text.
    func setText(_ text: String) { gtk_text_buffer_set_text(buffer, text, -1) }
}
