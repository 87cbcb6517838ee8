import CPlaceholderGtk3
import PlaceholderBehaviourSuite
import PlaceholderTestSupportGtk3

/// What the model-based test does to a GTK 3 view its own way: key
/// presses that return once handled, stable renders, a style sheet of its own.
extension Gtk3BehaviourView {
    /// Synthetic key events are handled before `gtk_widget_event` returns.
    func pressPromptly(_ key: BehaviourKey, _ modifiers: BehaviourModifiers) -> Bool {
        press(key, modifiers)
        return true
    }

    func stableRender() -> Raster? {
        var previous: Raster?
        for _ in 0..<10 {
            // The X server answers a resize asynchronously, and the frame
            // clock lays out on its own timer: wait for both, twice, since
            // a new allocation may ask the window for another size.
            for _ in 0..<2 {
                if let toplevel = gtk_widget_get_toplevel(view.asWidget), gtk_widget_is_toplevel(toplevel) != 0 {
                    gtk_container_check_resize(UnsafeMutableRawPointer(toplevel).assumingMemoryBound(to: GtkContainer.self))
                }
                gdk_display_sync(gdk_display_get_default())
                GtkHarness.settle()
            }
            let raster = GtkHarness.render(view.asWidget)
            if let previous, previous.isIdentical(to: raster) { return raster }
            previous = raster
        }
        return nil
    }

    /// A CSS provider on the view's style context, kept with the widget and
    /// reloaded each time.
    func setOwnStyle(_ declarations: String) {
        let object = UnsafeMutableRawPointer(view).assumingMemoryBound(to: GObject.self)
        let key = "placeholder-test-own-style"
        let provider: UnsafeMutablePointer<GtkCssProvider>
        if let existing = g_object_get_data(object, key) {
            provider = existing.assumingMemoryBound(to: GtkCssProvider.self)
        } else {
            provider = gtk_css_provider_new()!
            gtk_style_context_add_provider(
                gtk_widget_get_style_context(view.asWidget), OpaquePointer(provider),
                guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
            g_object_set_data_full(object, key, UnsafeMutableRawPointer(provider)) { g_object_unref($0) }
        }
        gtk_css_provider_load_from_data(provider, declarations.isEmpty ? "" : "textview { \(declarations) }", -1, nil)
    }
}
