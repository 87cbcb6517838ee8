import CPlaceholderGtk4
import PlaceholderCore

/// The three nodes of GtkEntry's placeholder (`entry > text >
/// placeholder`), one chain for the whole process, lent to a view only
/// while the view's style is read: the theme's placeholder
/// colour, and the opacity GTK gives the inner node.
///
/// Every GtkWidget costs a CSS node, its private data and an accessibility
/// context (about 1 KB each in GTK 4); a chain of three per view made the
/// layer dearer than an app's own label, and an `entry` node of its own
/// made each view compute the theme's entry style. The style is read
/// again only after the outer widget's style changed: GTK tells a widget
/// only of new values of its own, which the outer node gets with the
/// view's colour and font (a new theme, a dark variant, a disabled view),
/// but not with a rule for the lent nodes alone (`entry`, `entry > text >
/// placeholder`) that an ancestor's new class or state starts to match, or
/// that a style sheet added later brings (taken at the view's next style
/// change).
final class PlaceholderStyleChain {
    /// The chain every layer borrows.
    static let shared = PlaceholderStyleChain()

    /// The outer widget (CSS `entry`), the one put under a view.
    let entry: UnsafeMutablePointer<GtkWidget>
    /// The middle widget (CSS `text`).
    let text: UnsafeMutablePointer<GtkWidget>
    /// The inner widget (CSS `placeholder`), whose style the placeholder is
    /// painted in.
    let ink: UnsafeMutablePointer<GtkWidget>
    /// The widget (a view) the chain is lent to, if it is.
    private(set) var lentTo: UnsafeMutablePointer<GtkWidget>?

    private init() {
        entry = PlaceholderLayerType.makeWidget(.entry)
        text = PlaceholderLayerType.makeWidget(.text)
        ink = PlaceholderLayerType.makeWidget(.ink)
        g_object_ref_sink(UnsafeMutableRawPointer(entry))
        gtk_widget_add_css_class(entry, PlaceholderLayerStyle.chainClass)
        gtk_widget_set_parent(text, entry)
        gtk_widget_set_parent(ink, text)
    }

    /// Runs `body` with the chain under `host`, then takes it back.
    func lent<Result>(to host: UnsafeMutablePointer<GtkWidget>, customColor: Bool, _ body: () -> Result) -> Result {
        lend(to: host, customColor: customColor)
        defer { takeBack() }
        return body()
    }

    /// Puts the chain under `host` (taking it from where it was), with
    /// the class that takes the theme's opacity away while the app's own
    /// colour is painted, and allocates it if `host` is on screen, so that
    /// the inner widget can be snapshotted.
    func lend(to host: UnsafeMutablePointer<GtkWidget>, customColor: Bool) {
        takeBack()
        setCSSClass(PlaceholderLayer.customColorClass, on: ink, customColor)
        gtk_widget_set_parent(entry, host)
        lentTo = host
        guard gtk_widget_get_mapped(host) != 0 else { return }
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(entry, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
        gtk_widget_measure(entry, GTK_ORIENTATION_VERTICAL, -1, &minimum, &natural, nil, nil)
        gtk_widget_allocate(entry, 0, 0, -1, nil)
    }

    /// Takes the chain back from the view it is lent to.
    func takeBack() {
        lentTo = nil
        guard gtk_widget_get_parent(entry) != nil else { return }
        gtk_widget_unparent(entry)
        // A parent passes its insensitive and backdrop states down, and
        // unparenting takes back only the backdrop: the next view must not
        // see the chain `:disabled` for this one. GTK takes the state back
        // only from a widget made sensitive again.
        guard gtk_widget_get_state_flags(entry).rawValue & GTK_STATE_FLAG_INSENSITIVE.rawValue != 0 else { return }
        gtk_widget_set_sensitive(entry, 0)
        gtk_widget_set_sensitive(entry, 1)
    }

    /// The inner node's CSS colour where the chain is now: GtkEntry's
    /// placeholder colour, before its opacity.
    var inkColor: PlaceholderColor { PlaceholderColor(cssColorOf: ink) }
}
