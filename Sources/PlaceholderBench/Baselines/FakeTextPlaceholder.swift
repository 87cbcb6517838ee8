import CPlaceholderGtk3

/// Baseline after seed 001: the placeholder is real text in the buffer,
/// greyed by a tag, removed when the user types and put back when the view
/// is emptied. As the seed's `shouldChangeTextInRange` does, every change
/// reads the whole text to compare it with the placeholder.
@MainActor
final class FakeTextPlaceholder: Gtk3TextViewContender {
    let textView = UnsafeMutableRawPointer(gtk_text_view_new()!).assumingMemoryBound(to: GtkTextView.self)
    let widget: UnsafeMutablePointer<GtkWidget>
    private let placeholder: String
    private let tag: UnsafeMutablePointer<GtkTextTag>

    init(placeholder: String, scrolled: Bool) {
        widget = packing(textView, scrolled: scrolled)
        self.placeholder = placeholder
        let buffer = gtk_text_view_get_buffer(textView)!
        tag = gtk_text_tag_new("placeholder")
        gtk_text_tag_table_add(gtk_text_buffer_get_tag_table(buffer), tag)
        g_object_set_property_string(UnsafeMutableRawPointer(tag), "foreground", "#8e9192")
        showPlaceholder()
        connect(UnsafeMutableRawPointer(buffer), "insert-text", owner: self, unsafeBitCast(fakeTextInsert, to: GCallback.self))
        connect(
            UnsafeMutableRawPointer(buffer), "delete-range", owner: self, after: true,
            unsafeBitCast(fakeTextDeleted, to: GCallback.self))
    }

    /// The seed's `applyPlaceholderStyle` and `moveCursorToStart`.
    private func showPlaceholder() {
        var start = GtkTextIter(), end = GtkTextIter()
        gtk_text_buffer_get_start_iter(buffer, &start)
        gtk_text_buffer_insert(buffer, &start, placeholder, -1)
        gtk_text_buffer_get_bounds(buffer, &start, &end)
        gtk_text_buffer_apply_tag(buffer, tag, &start, &end)
        gtk_text_buffer_place_cursor(buffer, &start)
    }

    /// Before an insertion: when the text is the placeholder, clear it first
    /// (and point the insertion at the now empty buffer).
    fileprivate func willInsert(at location: UnsafeMutablePointer<GtkTextIter>) {
        guard wholeText(of: buffer) == placeholder else { return }
        deleteAll()
        gtk_text_buffer_get_start_iter(buffer, location)
    }

    /// After a deletion: an emptied view shows the placeholder again.
    fileprivate func didDelete() {
        guard wholeText(of: buffer).isEmpty else { return }
        showPlaceholder()
    }
}

private let fakeTextInsert: @convention(c) (gpointer?, UnsafeMutablePointer<GtkTextIter>?, gpointer?, Int32, gpointer?) -> Void = {
    _, location, _, _, data in
    let (owner, location) = (address(data), address(location))
    MainActor.assumeIsolated {
        object(owner, as: FakeTextPlaceholder.self).willInsert(at: pointer(location, to: GtkTextIter.self))
    }
}

private let fakeTextDeleted: @convention(c) (gpointer?, gpointer?, gpointer?, gpointer?) -> Void = { _, _, _, data in
    let owner = address(data)
    MainActor.assumeIsolated { object(owner, as: FakeTextPlaceholder.self).didDelete() }
}

/// Sets a string property of a GObject.
@MainActor
func g_object_set_property_string(_ object: UnsafeMutableRawPointer, _ name: String, _ value: String) {
    var gvalue = GValue()
    g_value_init(&gvalue, GType(16 << G_TYPE_FUNDAMENTAL_SHIFT))  // G_TYPE_STRING
    g_value_set_string(&gvalue, value)
    g_object_set_property(object.assumingMemoryBound(to: GObject.self), name, &gvalue)
    g_value_unset(&gvalue)
}
