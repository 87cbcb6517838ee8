import CPlaceholderGtk4
import PlaceholderBehaviourKit
import PlaceholderTextViewGtk4

/// A top-level window holding one child, shown at a fixed size (or, made
/// with no size, never shown).
@MainActor
public final class TestWindow: TestWindowBase, BehaviourWindow {
    /// The window widget.
    public var window: UnsafeMutablePointer<GtkWidget> { windowObject.assumingMemoryBound(to: GtkWidget.self) }
    /// The window as a `GtkWindow`.
    public var gtkWindow: UnsafeMutablePointer<GtkWindow> { windowObject.assumingMemoryBound(to: GtkWindow.self) }

    /// A window holding `child` (a `GtkWidget`): shown at `size`, once GTK
    /// has mapped and allocated the child, or never shown for nil.
    public init(holding child: UnsafeMutableRawPointer, shownAt size: (width: Int32, height: Int32)?) {
        super.init(windowObject: UnsafeMutableRawPointer(gtk_window_new()!), shown: size != nil)
        let widget = child.assumingMemoryBound(to: GtkWidget.self)
        gtk_window_set_child(gtkWindow, widget)
        guard let size else { return }
        gtk_window_set_default_size(gtkWindow, size.width, size.height)
        gtk_window_present(gtkWindow)
        // Under Xvfb with no window manager the window becomes active at
        // once and GTK focuses its first focusable widget; tests give focus
        // themselves (GtkInput.focus), so that renders have no caret.
        gtk_window_set_focus(gtkWindow, nil)
        GtkHarness.pump(timeout: 3) { gtk_widget_get_mapped(widget) != 0 && gtk_widget_get_width(widget) > 1 }
        GtkHarness.settle(window)
    }

    /// Creates and shows a window of `width`×`height` holding `child`.
    public convenience init(child: UnsafeMutablePointer<GtkWidget>, width: Int32 = 320, height: Int32 = 160) {
        self.init(holding: child, shownAt: (width, height))
    }

    /// Asks the window for a new size.
    public func resize(width: Int32, height: Int32) { gtk_window_set_default_size(gtkWindow, width, height) }

    /// Makes `widget` the window's default widget.
    public func setDefault(_ widget: UnsafeMutableRawPointer) {
        gtk_window_set_default_widget(gtkWindow, widget.assumingMemoryBound(to: GtkWidget.self))
    }

    override public func destroyWindow() { gtk_window_destroy(gtkWindow) }
    override public func runAfterDestroying() { GtkHarness.pump(timeout: 0.01) }
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

/// A new view (or `view`, attached) showing `placeholder`.
@MainActor
public func placeholderView(
    _ placeholder: String = "Placeholder", attachingTo view: UnsafeMutablePointer<GtkTextView>? = nil
) throws -> PlaceholderTextView {
    let wrapper = try view.map { try PlaceholderTextView(attachingTo: $0) } ?? PlaceholderTextView()
    wrapper.placeholder = placeholder
    return wrapper
}
