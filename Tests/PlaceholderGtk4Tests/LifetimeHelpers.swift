import CPlaceholderGtk4
import PlaceholderTestSupportGtk4

/// The widgets GTK holds in `widget`: its children, and theirs, each
/// before its own children.
@MainActor
func descendants(of widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
    var found: [UnsafeMutablePointer<GtkWidget>] = []
    var child = gtk_widget_get_first_child(widget)
    while let current = child {
        found.append(current)
        found += descendants(of: current)
        child = gtk_widget_get_next_sibling(current)
    }
    return found
}

/// Destroys `view` as GTK 4 does when its last holder lets go, but now: its
/// parent lets go of it and it is disposed (`destroy` is emitted), while
/// the caller's references keep its memory.
@MainActor
func disposeView(_ view: UnsafeMutablePointer<GtkTextView>) {
    if let parent = gtk_widget_get_parent(view.asWidget) {
        func isA(_ type: GType) -> Bool {
            g_type_check_instance_is_a(UnsafeMutableRawPointer(parent).assumingMemoryBound(to: GTypeInstance.self), type) != 0
        }
        if isA(gtk_scrolled_window_get_type()) {
            gtk_scrolled_window_set_child(OpaquePointer(UnsafeMutableRawPointer(parent)), nil)
        } else if isA(gtk_window_get_type()) {
            gtk_window_set_child(UnsafeMutableRawPointer(parent).assumingMemoryBound(to: GtkWindow.self), nil)
        } else if isA(gtk_box_get_type()) {
            gtk_box_remove(UnsafeMutableRawPointer(parent).assumingMemoryBound(to: GtkBox.self), view.asWidget)
        }
    }
    g_object_run_dispose(UnsafeMutableRawPointer(view).assumingMemoryBound(to: GObject.self))
}
