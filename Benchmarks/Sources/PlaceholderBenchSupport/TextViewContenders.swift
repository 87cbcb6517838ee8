import CPlaceholderGObject
import CPlaceholderGtkCalls
import PlaceholderCore
@_spi(Internals) import PlaceholderEngine

/// A contender built on a `GtkTextView`: typing goes into its buffer,
/// through the GTK calls both toolkits share.
@MainActor
public protocol TextViewContender: Contender {
    /// The view whose buffer holds the user's text, as a GObject.
    var textViewObject: UnsafeMutableRawPointer { get }
}

extension TextViewContender {
    /// The text view: what a caret blink redraws.
    public var redrawWidget: gpointer { textViewObject }

    private var textBuffer: OpaquePointer { ptv_gtk_text_view_get_buffer(OpaquePointer(textViewObject)) }

    /// Inserts at the cursor.
    public func type(_ text: String) { ptv_gtk_text_buffer_insert_at_cursor(textBuffer, text, -1) }

    /// Inserts at the end.
    public func append(_ text: String) {
        var end = PtvGtkTextIter()
        ptv_gtk_text_buffer_get_end_iter(textBuffer, &end)
        ptv_gtk_text_buffer_insert(textBuffer, &end, text, -1)
    }

    /// Appends inside a user action, as `GtkTextView` wraps every edit of
    /// its user (which is what a length limit follows).
    public func appendAsTyped(_ text: String) {
        ptv_gtk_text_buffer_begin_user_action(textBuffer)
        append(text)
        ptv_gtk_text_buffer_end_user_action(textBuffer)
    }

    /// Deletes the whole text.
    public func deleteAll() {
        var start = PtvGtkTextIter(), end = PtvGtkTextIter()
        ptv_gtk_text_buffer_get_bounds(textBuffer, &start, &end)
        ptv_gtk_text_buffer_delete(textBuffer, &start, &end)
    }

    /// Deletes the last `count` characters.
    public func removeLast(_ count: Int) {
        var start = PtvGtkTextIter(), end = PtvGtkTextIter()
        ptv_gtk_text_buffer_get_end_iter(textBuffer, &end)
        start = end
        ptv_gtk_text_iter_backward_chars(&start, Int32(count))
        ptv_gtk_text_buffer_delete(textBuffer, &start, &end)
    }
}

/// How a toolkit packs a text view for a column: the view itself, or a
/// `GtkScrolledWindow` holding it; gives the widget to put in the window.
public typealias TextViewPacking = @MainActor (_ textView: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer

/// A plain `GtkTextView`: empty, the floor, with no placeholder at all; or
/// holding the placeholder's text typed into the buffer, in the ordinary
/// text colour: what painting the same text costs GtkTextView itself.
@MainActor
public final class PlainView: TextViewContender {
    /// The text view.
    public let textViewObject = UnsafeMutableRawPointer(ptv_gtk_text_view_new()!)
    /// What was packed into the window: the view or its scrolled window.
    public let root: gpointer

    /// A new view holding `text` (none: empty), packed by `pack`.
    public init(text: String? = nil, pack: TextViewPacking) {
        root = pack(textViewObject)
        guard let text else { return }
        ptv_gtk_text_buffer_set_text(ptv_gtk_text_view_get_buffer(OpaquePointer(textViewObject)), text, -1)
    }
}

/// This project, used as an app would: through the public facade (the
/// benchmark reads only its view object beside it, to pack it).
@MainActor
public final class ProjectView: TextViewContender {
    /// The object under test, kept for as long as the column lives.
    public let facade: any PlaceholderConfigurable
    /// What was packed into the window: the view or its scrolled window.
    public let root: gpointer
    /// The wrapped view, kept as an app keeps its widget (asking the
    /// facade at each keystroke would count the facade's getter as the
    /// placeholder's cost).
    public let textViewObject: UnsafeMutableRawPointer

    /// `facade`'s view showing `placeholder`, packed by `pack`, its user's
    /// edits limited by `limit`.
    public init(_ facade: any PlaceholderConfigurable, placeholder: String, limit: TextLimit = .none, pack: TextViewPacking) {
        self.facade = facade
        facade.placeholder = placeholder
        facade.limit = limit
        textViewObject = facade.viewObject
        root = pack(textViewObject)
    }
}

/// GTK's own single-line placeholder: a `GtkEntry` with the same text.
@MainActor
public final class EntryWithPlaceholder: Contender {
    /// The entry.
    public let root = UnsafeMutableRawPointer(ptv_gtk_entry_new()!)
    private let textWidget: (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer
    private var entry: OpaquePointer { OpaquePointer(root) }

    /// An entry showing `placeholder`; `textWidget` finds the widget that
    /// draws its text (the entry itself in GTK 3, its `GtkText` in GTK 4).
    public init(placeholder: String, textWidget: @escaping (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer) {
        self.textWidget = textWidget
        ptv_gtk_entry_set_placeholder_text(entry, placeholder)
    }

    /// The widget that draws the text, the caret and the placeholder.
    public var redrawWidget: gpointer { textWidget(root) }

    /// Inserts at the cursor and moves it past the text.
    public func type(_ text: String) {
        var position = ptv_gtk_editable_get_position(entry)
        ptv_gtk_editable_insert_text(entry, text, -1, &position)
        ptv_gtk_editable_set_position(entry, position)
    }

    /// Inserts at the end.
    public func append(_ text: String) {
        var position: Int32 = -1
        ptv_gtk_editable_insert_text(entry, text, -1, &position)
    }

    /// Deletes the whole text.
    public func deleteAll() { ptv_gtk_editable_delete_text(entry, 0, -1) }

    /// Deletes the last `count` characters.
    public func removeLast(_ count: Int) {
        let length = Int32(ptv_gtk_entry_get_text_length(entry))
        ptv_gtk_editable_delete_text(entry, max(0, length - Int32(count)), -1)
    }
}
