import CPlaceholderGtk3

/// GTK's own single-line placeholder: a `GtkEntry` with the same text.
@MainActor
final class EntryWithPlaceholder: Gtk3Contender {
    let entry = gtk_entry_new()!
    var widget: UnsafeMutablePointer<GtkWidget> { entry }
    private var editable: OpaquePointer { OpaquePointer(entry) }

    init(placeholder: String) {
        gtk_entry_set_placeholder_text(entryPointer, placeholder)
    }

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
        let length = Int32(gtk_entry_get_text_length(entryPointer))
        gtk_editable_delete_text(editable, max(0, length - Int32(count)), -1)
    }

    private var entryPointer: UnsafeMutablePointer<GtkEntry> {
        UnsafeMutableRawPointer(entry).assumingMemoryBound(to: GtkEntry.self)
    }
}
