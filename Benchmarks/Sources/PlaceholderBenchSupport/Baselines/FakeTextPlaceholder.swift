import CPlaceholderGObject
import CPlaceholderGtkCalls
import PlaceholderObjectProperties

/// Baseline after seed 001, and Planify's GTK 4 task notes: the placeholder
/// is real text in the buffer, greyed by a tag, removed when the user types
/// and put back when the view is emptied. As the seed's
/// `shouldChangeTextInRange` does, every change reads the whole text to
/// compare it with the placeholder.
@MainActor
public final class FakeTextPlaceholder: TextViewContender {
    /// The text view.
    public let textViewObject = UnsafeMutableRawPointer(ptv_gtk_text_view_new()!)
    /// What was packed into the window: the view or its scrolled window.
    public let root: gpointer
    private let placeholder: String
    private let tag: OpaquePointer
    private var buffer: OpaquePointer { ptv_gtk_text_view_get_buffer(OpaquePointer(textViewObject)) }

    /// A view showing `placeholder` as greyed text, packed by `pack`.
    public init(placeholder: String, pack: TextViewPacking) {
        root = pack(textViewObject)
        self.placeholder = placeholder
        tag = ptv_gtk_text_tag_new("placeholder")
        let buffer = self.buffer
        ptv_gtk_text_tag_table_add(ptv_gtk_text_buffer_get_tag_table(buffer), tag)
        g_object_unref(UnsafeMutableRawPointer(tag))  // the table holds it
        ObjectProperties(UnsafeMutableRawPointer(tag)).set("foreground", "#8e9192")
        showPlaceholder()
        connect(UnsafeMutableRawPointer(buffer), "insert-text", owner: self, unsafeBitCast(fakeTextInsert, to: GCallback.self))
        connect(
            UnsafeMutableRawPointer(buffer), "delete-range", owner: self, after: true,
            unsafeBitCast(fakeTextDeleted, to: GCallback.self))
    }

    /// The seed's `applyPlaceholderStyle` and `moveCursorToStart`.
    private func showPlaceholder() {
        var start = PtvGtkTextIter(), end = PtvGtkTextIter()
        ptv_gtk_text_buffer_get_start_iter(buffer, &start)
        ptv_gtk_text_buffer_insert(buffer, &start, placeholder, -1)
        ptv_gtk_text_buffer_get_bounds(buffer, &start, &end)
        ptv_gtk_text_buffer_apply_tag(buffer, tag, &start, &end)
        ptv_gtk_text_buffer_place_cursor(buffer, &start)
    }

    /// Before an insertion: when the text is the placeholder, clear it first
    /// (and point the insertion at the now empty buffer).
    fileprivate func willInsert(at location: UnsafeMutablePointer<PtvGtkTextIter>) {
        guard wholeText(of: buffer) == placeholder else { return }
        deleteAll()
        ptv_gtk_text_buffer_get_start_iter(buffer, location)
    }

    /// After a deletion: an emptied view shows the placeholder again.
    fileprivate func didDelete() {
        guard wholeText(of: buffer).isEmpty else { return }
        showPlaceholder()
    }
}

private let fakeTextInsert: @convention(c) (gpointer?, UnsafeMutablePointer<PtvGtkTextIter>?, gpointer?, Int32, gpointer?) -> Void = {
    _, location, _, _, data in
    let (owner, location) = (address(data), address(location))
    MainActor.assumeIsolated {
        object(owner, as: FakeTextPlaceholder.self).willInsert(at: pointer(location, to: PtvGtkTextIter.self))
    }
}

private let fakeTextDeleted: @convention(c) (gpointer?, gpointer?, gpointer?, gpointer?) -> Void = { _, _, _, data in
    let owner = address(data)
    MainActor.assumeIsolated { object(owner, as: FakeTextPlaceholder.self).didDelete() }
}
