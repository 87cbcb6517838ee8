import CPlaceholderGtk3
import PlaceholderBehaviourSuite
import PlaceholderTestSupportGtk3
import PlaceholderTextView

/// What the model-based test does to a GTK 3 view: edits at character
/// offsets, the caret, keys without waiting, stable renders and a style
/// sheet of its own.
extension Gtk3BehaviourView {
    func insert(_ text: String, atOffset offset: Int) {
        var iter = iterator(offset)
        gtk_text_buffer_insert(view.buffer, &iter, text, -1)
    }

    func delete(from start: Int, to end: Int) {
        var from = iterator(start), to = iterator(end)
        gtk_text_buffer_delete(view.buffer, &from, &to)
    }

    func placeCaret(atOffset offset: Int) {
        var iter = iterator(offset)
        gtk_text_buffer_place_cursor(view.buffer, &iter)
    }

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

    /// An iterator at character `offset` of the view's buffer.
    private func iterator(_ offset: Int) -> GtkTextIter {
        var iter = GtkTextIter()
        gtk_text_buffer_get_iter_at_offset(view.buffer, &iter, Int32(offset))
        return iter
    }
}
