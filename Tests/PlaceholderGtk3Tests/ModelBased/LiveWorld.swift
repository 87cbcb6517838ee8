import CPlaceholderGtk3
import PlaceholderTestSupportGtk3
import PlaceholderTextView

/// The real side of the model-based test: two slots and every buffer the
/// model knows of, each referenced (as an app keeping an old buffer would).
@MainActor
final class LiveWorld {
    /// The two slots.
    private(set) var slots: [LiveSlot] = []
    /// The buffers by model id, each referenced by the world.
    private(set) var buffers: [Int: UnsafeMutablePointer<GtkTextBuffer>] = [:]

    /// Two fresh slots with Swift objects; the model gets matching views.
    init(model: inout ReferenceModel) throws {
        for index in 0..<2 {
            let slot = try LiveSlot(wrapper: true)
            slots.append(slot)
            model.freshView(index, wrapper: true)
            adopt(slot.view.buffer, id: model.views[index].bufferID)
        }
        gtk_clipboard_set_text(Self.clipboard, model.clipboard, -1)
    }

    /// The CLIPBOARD selection.
    static var clipboard: OpaquePointer { gtk_clipboard_get(gdk_atom_intern("CLIPBOARD", 0)) }

    /// Takes a reference to `buffer`, known to the model as `id`.
    func adopt(_ buffer: UnsafeMutablePointer<GtkTextBuffer>, id: Int) {
        g_object_ref(UnsafeMutableRawPointer(buffer))
        buffers[id] = buffer
    }

    /// Lets go of buffer `id`.
    func release(_ id: Int) {
        if let buffer = buffers.removeValue(forKey: id) { g_object_unref(UnsafeMutableRawPointer(buffer)) }
    }

    /// Runs the main loop until nothing is pending.
    func pump() {
        while g_main_context_iteration(nil, 0) != 0 {}
    }

    /// Lets the main loop run after `gtk_text_view_set_buffer`, as it does
    /// in an app between two user actions. GTK 3.24.38 itself (no
    /// placeholder involved) hangs, crashes or aborts in
    /// `_gtk_text_btree_find_line_top` when a view that had placed its
    /// caret switches buffers and the new buffer is edited and given a
    /// caret before the main loop runs again.
    func pumpAfterBufferChange() {
        pump()
    }

    /// The widget's pixels once its window has taken any size it was asked
    /// for and two renders in a row agree; nil if that never happens.
    func stableRender(_ widget: UnsafeMutablePointer<GtkWidget>) -> Raster? {
        var previous: Raster?
        for _ in 0..<10 {
            // The X server answers a resize asynchronously, and the frame
            // clock lays out on its own timer: wait for both, twice, since
            // a new allocation may ask the window for another size.
            for _ in 0..<2 {
                if let toplevel = gtk_widget_get_toplevel(widget), gtk_widget_is_toplevel(toplevel) != 0 {
                    gtk_container_check_resize(UnsafeMutableRawPointer(toplevel).assumingMemoryBound(to: GtkContainer.self))
                }
                gdk_display_sync(gdk_display_get_default())
                GtkHarness.settle()
            }
            let raster = GtkHarness.render(widget)
            if let previous, previous.isIdentical(to: raster) { return raster }
            previous = raster
        }
        return nil
    }

    /// Destroys everything.
    func tearDown() {
        for slot in slots { slot.tearDown() }
        slots = []
        for id in Array(buffers.keys) { release(id) }
        pump()
    }
}
