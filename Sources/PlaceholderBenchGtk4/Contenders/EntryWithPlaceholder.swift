import CPlaceholderGtk4

/// GTK 4's own single-line placeholder: a `GtkEntry` with the same text.
@MainActor
final class EntryWithPlaceholder: Gtk4Contender {
    let widget = gtk_entry_new()!
    private var editable: OpaquePointer { OpaquePointer(widget) }

    init(placeholder: String) {
        gtk_entry_set_placeholder_text(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkEntry.self), placeholder)
    }

    /// The entry's `GtkText`, which draws the text, the caret and the
    /// placeholder label.
    var redrawGtkWidget: UnsafeMutablePointer<GtkWidget> { WidgetTree.first("GtkText", under: widget) ?? widget }

    func type(_ text: String) {
        var position = gtk_editable_get_position(editable)
        gtk_editable_insert_text(editable, text, -1, &position)
        gtk_editable_set_position(editable, position)
    }

    func append(_ text: String) {
        var position: Int32 = -1
        gtk_editable_insert_text(editable, text, -1, &position)
    }

    func deleteAll() { gtk_editable_delete_text(editable, 0, -1) }

    func removeLast(_ count: Int) {
        let length = Int32(g_utf8_strlen(gtk_editable_get_text(editable), -1))
        gtk_editable_delete_text(editable, max(0, length - Int32(count)), -1)
    }
}
