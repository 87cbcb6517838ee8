import CPlaceholderGtk4
import PlaceholderCore
import PlaceholderEngine
import PlaceholderRendering

/// What puts the placeholder on screen in one view: one widget of the
/// library's own (the frame, `PlaceholderLayerType`) added to the view with
/// `gtk_text_view_add_overlay`, as an app adds any overlay. GtkTextView
/// snapshots its overlays after its text; the frame measures 0 and paints
/// the placeholder from its own `snapshot`, at the text window's corner and
/// clipped to it, and hears of the view's new styles in its own
/// `css_changed` (it inherits the view's colour, font and states).
///
/// GtkEntry's placeholder nodes (`entry > text > placeholder`) are lent to
/// the frame by `PlaceholderStyleChain` while its style is read, so that
/// the theme gives the placeholder GtkEntry's colour and opacity.
///
/// GTK has no call that takes an overlay out of a text view
/// (`gtk_text_view_remove` leaves overlays where they are): the frame stays
/// with the view, as the placeholder does, and goes with it.
final class PlaceholderLayer {
    /// The view.
    let view: UnsafeMutablePointer<GtkTextView>
    /// The frame: the view's overlay, which paints the placeholder.
    let frame: UnsafeMutablePointer<GtkWidget>
    /// The CSS class of the inner node while the app's own colour is used:
    /// its theme opacity is then taken away.
    static let customColorClass = "ptv-custom-color"
    /// The opacity GTK gives the inner node (the theme's, or 1 with the
    /// app's colour), once probed: unknown after every style change.
    var themeOpacity: Double?
    /// The theme's placeholder colour, once read: unknown after every
    /// style change.
    var readColor: PlaceholderColor?
    /// Whether the app's own colour is painted (the theme's opacity is
    /// then taken away).
    private(set) var usesCustomColor = false
    /// The frame clock's count of the frame that last drew the layer.
    var drawnInFrame: Int?
    /// The view's style as the layer last saw it.
    var viewStyle: ViewStyleFingerprint?

    /// Starts drawing in `view`: its frame added.
    init(attachingTo view: UnsafeMutablePointer<GtkTextView>) {
        self.view = view
        let host = UnsafeMutableRawPointer(view).assumingMemoryBound(to: GtkWidget.self)
        PlaceholderLayerStyle.install(on: gtk_widget_get_display(host))
        frame = LayerFrame.frame(of: view)
        LayerFrame.keep(nil, in: frame)
        gtk_widget_set_visible(frame, 1)
        viewStyle = ViewStyleFingerprint(of: host)
    }

    /// Stops drawing in the view, which is going: the frame, hidden, lets go
    /// of its node.
    func remove() {
        LayerFrame.keep(nil, in: frame)
        gtk_widget_set_visible(frame, 0)
    }

    /// The node the last paint appended (kept with the renderer too), which
    /// the frame appends again by itself until `redraw()` or a new style:
    /// nil whenever the placeholder is hidden or its style unknown.
    var painted: OpaquePointer? { LayerFrame.painted(in: frame)?.node }

    /// Keeps `node`, painted with the text window's corner at `corner`, as
    /// the node the frame appends again.
    func keep(_ node: OpaquePointer?, paintedAt corner: graphene_point_t) {
        LayerFrame.keep(node.map { ($0, corner) }, in: frame)
    }

    /// Where the text window's corner is in the frame's coordinates (the
    /// frame sits at the buffer's origin, which scrolls).
    var corner: graphene_point_t {
        var corner = graphene_point_t()
        guard let window = gtk_widget_get_parent(frame) else { return corner }
        var origin = graphene_point_t()
        if gtk_widget_compute_point(window, frame, &origin, &corner) == 0 { corner = graphene_point_t() }
        return corner
    }

    /// Has the next frames draw nothing, until `redraw()`, without asking.
    func drawNothing() { LayerFrame.keep(nil, drawsNothing: true, in: frame) }

    /// Repaints the placeholder at the next frame, laid out anew (GTK 4
    /// keeps each widget's last drawing until that widget is queued).
    func redraw() {
        LayerFrame.keep(nil, in: frame)
        gtk_widget_queue_draw(frame)
    }

    /// Paints the app's own colour at full opacity, or the theme's;
    /// returns whether that changed the style (which is then unknown).
    func useCustomColor(_ custom: Bool) -> Bool {
        guard custom != usesCustomColor else { return false }
        usesCustomColor = custom
        forgetStyle()
        return true
    }

    /// Makes the colour and the theme's opacity be read again.
    func forgetStyle() {
        themeOpacity = nil
        readColor = nil
        LayerFrame.keep(nil, in: frame)
    }

    /// Reads the style with the chain lent to the frame: the theme's colour
    /// and opacity. False while the frame is not on screen.
    func readStyle() -> Bool {
        guard gtk_widget_get_mapped(frame) != 0 else { return false }
        let chain = PlaceholderStyleChain.shared
        return chain.lent(to: frame, customColor: usesCustomColor) {
            guard let found = ThemeOpacityProbe.probe(chain) else { return false }
            readColor = chain.inkColor
            themeOpacity = found
            return true
        }
    }

    /// The inner node's CSS colour: GtkEntry's placeholder colour, before
    /// its opacity (read with the chain lent, unless known).
    var cssColor: PlaceholderColor {
        if let readColor { return readColor }
        let chain = PlaceholderStyleChain.shared
        let color = chain.lent(to: frame, customColor: usesCustomColor) { chain.inkColor }
        readColor = color
        return color
    }
}
