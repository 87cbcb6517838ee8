import CPlaceholderGtk4
import PlaceholderTestSupportGtk4

@testable import PlaceholderTextViewGtk4

/// Every setter of the public API, to show a destroyed view ignores them all.
@MainActor
func callEverySetter(_ wrapper: PlaceholderTextView) {
    wrapper.placeholder = "set after destroy"
    try? wrapper.setPlaceholderMarkup("<b>markup after destroy</b>")
    wrapper.color = .custom(PlaceholderColor(red: 1, green: 0, blue: 0))
    wrapper.focusBehavior = .hiddenWhileFocused
    wrapper.verticalPlacement = .centered
    wrapper.requestsNaturalHeight = true
    wrapper.settings = PlaceholderSettings(content: .plain("settings after destroy"))
}

/// The ink of `widget` rendered on white.
@MainActor
func ink(_ widget: UnsafeMutablePointer<GtkWidget>) -> Int {
    GtkHarness.render(widget).inkCount(background: .white)
}

/// How many handlers the controller's router has on `instance`: the signals
/// only it connects on a view (`preedit-changed`, `direction-changed`,
/// `destroy`) and on a buffer (`changed`).
@MainActor
func placeholderHandlers(on view: UnsafeMutablePointer<GtkTextView>) -> [Int] {
    ["preedit-changed", "direction-changed", "destroy"].map { handlerCount(view, $0) }
}

/// The widgets GTK holds in `view`: its children, and theirs.
@MainActor
func descendantCount(_ widget: UnsafeMutablePointer<GtkWidget>) -> Int {
    var count = 0
    var child = gtk_widget_get_first_child(widget)
    while let current = child {
        count += 1 + descendantCount(current)
        child = gtk_widget_get_next_sibling(current)
    }
    return count
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
