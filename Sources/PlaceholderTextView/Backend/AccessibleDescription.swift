import CPlaceholderGtk3
import PlaceholderCore
import PlaceholderEngine

/// Gives assistive technologies the placeholder of an empty view (and the
/// built-in counter's words after it) as the view's accessible
/// description, as GtkEntry exposes its own placeholder, unless the app set
/// a description of its own (which then stands alone).
///
/// For a `GtkTextView` the description is supplied when an assistive
/// technology asks for it (`AccessibleDescriptionHook`): no accessible is
/// created for it, and once one has asked, each change is announced. A
/// subclass may bring its own accessible class, so for those the accessible
/// is created and its description set, and given back when the placeholder
/// goes.
final class AccessibleDescription {
    /// The description to report: the placeholder while it shows.
    private var text: UnsafeMutablePointer<CChar>?
    /// The accessible that has asked for the description, if any (it lives
    /// as long as the widget).
    private var askedBy: UnsafeMutablePointer<AtkObject>?
    /// For subclasses: the description this object set, to tell it from the app's.
    private var setByUs: String?
    /// Whether the description is given on demand (a `GtkTextView`), or set
    /// on the accessible (a subclass).
    private let isLazy: Bool

    /// Prepares the description of `widget`.
    init(widget: UnsafeMutablePointer<GtkWidget>) {
        isLazy = ptv_gtk3_is_exactly_text_view(widget) != 0
        if isLazy { AccessibleDescriptionHook.install(Self.describe) }
    }

    deinit { onGtkThread { free(text) } }

    /// Shows `placeholder` (nil for none) as the description of `widget`'s
    /// accessible, or takes ours away.
    func update(_ placeholder: String?, on widget: UnsafeMutablePointer<GtkWidget>) {
        let wanted = placeholder.flatMap { $0.isEmpty ? nil : $0 }
        guard isLazy else { return setEagerly(wanted, on: widget) }
        guard wanted != text.map({ String(cString: $0) }) else { return }
        free(text)
        text = wanted.map { strdup($0) }
        if let askedBy { g_object_notify(UnsafeMutableRawPointer(askedBy).assumingMemoryBound(to: GObject.self), "accessible-description") }
    }

    /// What `accessible` should report: nil when the app set its own
    /// description or there is no placeholder to give.
    private func description(for accessible: UnsafeMutablePointer<AtkObject>) -> UnsafePointer<CChar>? {
        askedBy = accessible
        if let own = accessible.pointee.description, own.pointee != 0 { return nil }
        return text.map { UnsafePointer($0) }
    }

    /// The hook's provider: finds the view's controller, if it has one.
    private static func describe(_ accessible: UnsafeMutablePointer<AtkObject>) -> UnsafePointer<CChar>? {
        let gtkAccessible = UnsafeMutableRawPointer(accessible).assumingMemoryBound(to: GtkAccessible.self)
        guard let widget = gtk_accessible_get_widget(gtkAccessible), Gtk3Backend.isTextView(widget),
            let backend = PlaceholderController.existing(on: widget, toolkit: Gtk3Backend.self)?.backend
                as? Gtk3Backend
        else { return nil }
        return backend.accessibleDescription.description(for: accessible)
    }

    private func setEagerly(_ placeholder: String?, on widget: UnsafeMutablePointer<GtkWidget>) {
        guard let accessible = gtk_widget_get_accessible(widget) else { return }
        let current = atk_object_get_description(accessible).map { String(cString: $0) } ?? ""
        if !current.isEmpty && current != setByUs {
            setByUs = nil  // the app's own
            return
        }
        if let placeholder {
            if current != placeholder { atk_object_set_description(accessible, placeholder) }
            setByUs = placeholder
        } else if setByUs != nil {
            atk_object_set_description(accessible, "")
            setByUs = nil
        }
    }
}
