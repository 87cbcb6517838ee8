import CPlaceholderGtk4
import Foundation
import PlaceholderBehaviourKit

/// A top-level window holding one child, shown at a fixed size.
@MainActor
public final class TestWindow {
    /// The window widget.
    public let window: UnsafeMutablePointer<GtkWidget>
    private var destroyed = false

    /// The window as a `GtkWindow`.
    public var gtkWindow: UnsafeMutablePointer<GtkWindow> {
        UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)
    }

    /// Creates and shows a window of `width`×`height` holding `child`.
    public init(child: UnsafeMutablePointer<GtkWidget>, width: Int32 = 320, height: Int32 = 160) {
        window = gtk_window_new()
        g_object_ref(UnsafeMutableRawPointer(window))
        gtk_window_set_default_size(gtkWindow, width, height)
        gtk_window_set_child(gtkWindow, child)
        gtk_window_present(gtkWindow)
        // Under Xvfb with no window manager the window becomes active at
        // once and GTK focuses its first focusable widget; tests give focus
        // themselves (GtkInput.focus), so that renders have no caret.
        gtk_window_set_focus(gtkWindow, nil)
        GtkHarness.pump(timeout: 3) { gtk_widget_get_mapped(child) != 0 && gtk_widget_get_width(child) > 1 }
        GtkHarness.settle(window)
    }

    /// Destroys the window (and what only it holds); safe to call twice.
    public func destroy() {
        guard !destroyed else { return }
        destroyed = true
        gtk_window_destroy(gtkWindow)
        g_object_unref(UnsafeMutableRawPointer(window))
        GtkHarness.pump(timeout: 0.01)
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

/// A new scrolled window holding `child`.
@MainActor
public func scrolled(_ child: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
    let scrolled = gtk_scrolled_window_new()!
    gtk_scrolled_window_set_child(OpaquePointer(UnsafeMutableRawPointer(scrolled)), child)
    return scrolled
}

/// A new vertical box holding `children`, each at its requested height.
@MainActor
public func verticalBox(_ children: [UnsafeMutablePointer<GtkWidget>]) -> UnsafeMutablePointer<GtkWidget> {
    let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
    for child in children {
        gtk_box_append(UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkBox.self), child)
    }
    return box
}
