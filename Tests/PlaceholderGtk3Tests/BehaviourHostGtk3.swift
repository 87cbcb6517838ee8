import CPlaceholderGtk3
import PlaceholderBehaviourKit
import PlaceholderTestSupportGtk3

/// GTK 3's packing for the behaviour suite's host windows.
extension Gtk3BehaviourHarness {
    func packExpanding(_ widget: UnsafeMutableRawPointer, into box: UnsafeMutableRawPointer) {
        gtk_box_pack_start(box.assumingMemoryBound(to: GtkBox.self), widget.assumingMemoryBound(to: GtkWidget.self), 1, 1, 0)
        gtk_widget_show(widget.assumingMemoryBound(to: GtkWidget.self))
    }

    func putInScrolledWindow(_ widget: UnsafeMutableRawPointer, firstIn box: UnsafeMutableRawPointer) {
        let children = gtk_container_get_children(box.assumingMemoryBound(to: GtkContainer.self))
        defer { g_list_free(children) }
        let scrolled = children?.pointee.data ?? {
            let scrolled = UnsafeMutableRawPointer(gtk_scrolled_window_new(nil, nil)!)
            packExpanding(scrolled, into: box)
            return scrolled
        }()
        gtk_container_add(scrolled.assumingMemoryBound(to: GtkContainer.self), widget.assumingMemoryBound(to: GtkWidget.self))
        gtk_widget_show(widget.assumingMemoryBound(to: GtkWidget.self))
    }
}

extension Gtk3BehaviourView {
    func destroyView() {
        gtk_widget_destroy(view.asWidget)
        wrapper = nil
    }
}
