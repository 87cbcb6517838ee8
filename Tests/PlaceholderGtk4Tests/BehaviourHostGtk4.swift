import CPlaceholderGtk4
import PlaceholderBehaviourKit

/// GTK 4's packing for the behaviour suite's host windows.
extension Gtk4BehaviourHarness {
    func packExpanding(_ widget: UnsafeMutableRawPointer, into box: UnsafeMutableRawPointer) {
        gtk_widget_set_vexpand(widget.assumingMemoryBound(to: GtkWidget.self), 1)
        gtk_box_append(box.assumingMemoryBound(to: GtkBox.self), widget.assumingMemoryBound(to: GtkWidget.self))
    }

    func putInScrolledWindow(_ widget: UnsafeMutableRawPointer, firstIn box: UnsafeMutableRawPointer) {
        let scrolled = gtk_widget_get_first_child(box.assumingMemoryBound(to: GtkWidget.self)).map(UnsafeMutableRawPointer.init) ?? {
            let scrolled = UnsafeMutableRawPointer(gtk_scrolled_window_new()!)
            packExpanding(scrolled, into: box)
            return scrolled
        }()
        gtk_scrolled_window_set_child(OpaquePointer(scrolled), widget.assumingMemoryBound(to: GtkWidget.self))
    }
}

extension Gtk4BehaviourView {
    func destroyView() {
        disposeView(view)
        wrapper = nil
    }
}
