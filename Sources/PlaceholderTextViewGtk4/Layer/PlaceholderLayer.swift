import CPlaceholderGtk4
import PlaceholderCore
import PlaceholderEngine
import PlaceholderRendering

/// What puts the placeholder on screen in one view: it is drawn from
/// inside the view's own drawing, with no widget (`InViewDrawing`).
///
/// GtkEntry's placeholder nodes (`entry > text > placeholder`) are lent to
/// the view by `PlaceholderStyleChain` while its style is read, so that the
/// theme gives the placeholder GtkEntry's colour and opacity.
/// `PlaceholderLayerStyle` takes away every box property of the lent nodes,
/// so they take no room and draw no frame.
final class PlaceholderLayer {
    /// The view.
    let view: UnsafeMutablePointer<GtkTextView>
    /// The view, as the widget the style chain is lent to and whose
    /// drawing is queued.
    var host: UnsafeMutablePointer<GtkWidget> { UnsafeMutableRawPointer(view).assumingMemoryBound(to: GtkWidget.self) }
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

    /// Starts drawing in `view`.
    init(attachingTo view: UnsafeMutablePointer<GtkTextView>) {
        self.view = view
        PlaceholderLayerStyle.install(on: gtk_widget_get_display(host))
        InViewDrawing.start(in: view)
        viewStyle = ViewStyleFingerprint(of: host)
    }

    /// Stops drawing in the live view (whose object data keeps the
    /// painted node), and has it drawn without the placeholder.
    func remove() {
        InViewDrawing.stop(in: view)
        gtk_widget_queue_draw(host)
    }

    /// The node the last paint appended (kept with the renderer too), which
    /// the widget appends again by itself until `redraw()` or a new style:
    /// nil whenever the placeholder is hidden or its style unknown.
    var painted: OpaquePointer? {
        get { InViewDrawing.painted(in: view) }
        set { InViewDrawing.keep(newValue, in: view) }
    }

    /// Has the next frames draw nothing, until `redraw()`, without asking.
    func drawNothing() { InViewDrawing.keep(nil, drawsNothing: true, in: view) }

    /// Repaints the placeholder at the next frame, laid out anew (GTK 4
    /// keeps each widget's last drawing until that widget is queued).
    func redraw() {
        painted = nil
        gtk_widget_queue_draw(host)
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
        painted = nil
    }

    /// Reads the style with the chain lent: the theme's colour and
    /// opacity. False while the view is not on screen.
    func readStyle() -> Bool {
        guard gtk_widget_get_mapped(host) != 0 else { return false }
        let chain = PlaceholderStyleChain.shared
        return chain.lent(to: host, customColor: usesCustomColor) {
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
        let color = chain.lent(to: host, customColor: usesCustomColor) { chain.inkColor }
        readColor = color
        return color
    }
}
