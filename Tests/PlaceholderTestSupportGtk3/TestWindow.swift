import CPlaceholderGtk3
import PlaceholderBehaviourKit
import PlaceholderTextView

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
        super.init(windowObject: UnsafeMutableRawPointer(gtk_window_new(GTK_WINDOW_TOPLEVEL)!), shown: size != nil)
        let widget = child.assumingMemoryBound(to: GtkWidget.self)
        gtk_container_add(windowObject.assumingMemoryBound(to: GtkContainer.self), widget)
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

    override public func destroyWindow() { gtk_widget_destroy(window) }
    override public func runAfterDestroying() { GtkHarness.settle() }
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
