import CPlaceholderGtk4
import PlaceholderCore
import PlaceholderEngine
import PlaceholderRendering

/// What puts the placeholder on screen in one view. By default it is drawn
/// from inside the view's own drawing, with no widget (`InViewDrawing`):
/// the *in-view* layer. With the natural-height option it is one bare
/// widget (`PlaceholderLayerType`) added to the view with
/// `gtk_text_view_add_overlay`, the *overlay* layer, whose measure asks for
/// the view's height; an overlay child is snapshotted after the view's
/// text, inside the text area's clip, and its own snapshot may draw
/// outside its (empty) allocation. GTK 4.8 composites an overlay's drawing
/// twice (`PlaceholderComposition` finds out, and makes up for it in the
/// node `PlaceholderDrawing` keeps).
///
/// GtkEntry's placeholder nodes (`entry > text > placeholder`) are lent to
/// the layer's host (the view, or the overlay child, whose CSS node
/// `ptv-layer` matches no theme rule) by `PlaceholderStyleChain` while its
/// style is read, so that the theme gives the placeholder GtkEntry's
/// colour and opacity. `PlaceholderLayerStyle` takes away every box
/// property of the lent nodes, so they take no room and draw no frame.
///
/// `gtk_text_view_remove` does not remove overlays (GTK 4.8), so an overlay
/// stays with the view once added and paints nothing once its layer is
/// gone; the view disposes of it.
@MainActor
final class PlaceholderLayer {
    /// Where the layer draws.
    enum Kind {
        /// From inside the view's own drawing (`InViewDrawing`).
        case inView
        /// From an overlay child of the view.
        case overlay
    }

    /// The view.
    let view: UnsafeMutablePointer<GtkTextView>
    /// The overlay child, for an overlay layer.
    let overlay: UnsafeMutablePointer<GtkWidget>?
    /// The widget the style chain is lent to and whose drawing is queued:
    /// the overlay child, or the view.
    var host: UnsafeMutablePointer<GtkWidget> {
        overlay ?? UnsafeMutableRawPointer(view).assumingMemoryBound(to: GtkWidget.self)
    }
    /// The CSS class of the inner node while the app's own colour is used:
    /// its theme opacity is then taken away.
    static let customColorClass = "ptv-custom-color"
    /// How GTK composites the layer's drawing, once probed: unknown
    /// after every style change.
    var composition: PlaceholderComposition?
    /// The theme's placeholder colour, once read: unknown after every
    /// style change.
    var readColor: PlaceholderColor?
    /// Whether the app's own colour is painted (the theme's opacity is
    /// then taken away).
    private(set) var usesCustomColor = false
    /// The frame clock's count of the frame that last drew the layer.
    var drawnInFrame: Int?
    /// The height the overlay child measures while `OverlayHeightRule` is
    /// being found out.
    var heightOverride: Int?
    /// The view's style as an in-view layer last saw it.
    var viewStyle: ViewStyleFingerprint?

    /// Starts drawing in `view`, as `kind` says. An overlay layer keeps a
    /// reference to its widget until it is dropped.
    init(attachingTo view: UnsafeMutablePointer<GtkTextView>, kind: Kind) {
        self.view = view
        let viewWidget = UnsafeMutableRawPointer(view).assumingMemoryBound(to: GtkWidget.self)
        PlaceholderLayerStyle.install(on: gtk_widget_get_display(viewWidget))
        switch kind {
        case .inView:
            overlay = nil
            InViewDrawing.start(in: view)
            viewStyle = ViewStyleFingerprint(of: viewWidget)
        case .overlay:
            let frame = PlaceholderLayerType.makeWidget(.frame)
            g_object_ref_sink(UnsafeMutableRawPointer(frame))
            gtk_widget_add_css_class(frame, PlaceholderLayerStyle.frameClass)
            gtk_text_view_add_overlay(view, frame, 0, 0)
            overlay = frame
        }
    }

    /// An overlay stays with the view: it must not paint this layer's
    /// placeholder any more.
    isolated deinit {
        guard let overlay else { return }
        PlaceholderLayerType.keep(nil, paintedBy: overlay)
        g_object_unref(UnsafeMutableRawPointer(overlay))
    }

    /// Stops drawing in the live view (an in-view layer's node is kept on
    /// the view), and has it drawn without the placeholder.
    func remove() {
        guard overlay == nil else { return }
        InViewDrawing.stop(in: view)
        gtk_widget_queue_draw(host)
    }

    /// The node the last paint appended (kept with the renderer too), which
    /// the widget appends again by itself until `redraw()` or a new style:
    /// nil whenever the placeholder is hidden or its composition unknown.
    var painted: OpaquePointer? {
        get { overlay.map(PlaceholderLayerType.paintedNode) ?? InViewDrawing.painted(in: view) }
        set {
            guard let overlay else { return InViewDrawing.keep(newValue, in: view) }
            PlaceholderLayerType.keep(newValue, paintedBy: overlay)
        }
    }

    /// Has the next frames draw nothing, until `redraw()`, without asking
    /// (an in-view layer's: an overlay is drawn only when queued).
    func drawNothing() {
        guard overlay == nil else { return }
        InViewDrawing.keep(nil, drawsNothing: true, in: view)
    }

    /// Repaints the placeholder at the next frame, laid out anew (GTK 4
    /// keeps each widget's last drawing until that widget is queued).
    func redraw() {
        painted = nil
        gtk_widget_queue_draw(host)
    }

    /// Asks GTK to measure the overlay child again.
    func remeasure() { overlay.map { gtk_widget_queue_resize($0) } }

    /// Paints the app's own colour at full opacity, or the theme's;
    /// returns whether that changed the style (which is then unknown).
    func useCustomColor(_ custom: Bool) -> Bool {
        guard custom != usesCustomColor else { return false }
        usesCustomColor = custom
        forgetStyle()
        return true
    }

    /// Makes the colour and the composition be read again.
    func forgetStyle() {
        composition = nil
        readColor = nil
        painted = nil
    }

    /// Reads the style with the chain lent: the theme's colour and how GTK
    /// composites the layer. False while the layer is not on screen.
    func readStyle() -> Bool {
        guard gtk_widget_get_mapped(host) != 0 else { return false }
        let chain = PlaceholderStyleChain.shared
        let copies = overlay == nil ? 1 : PlaceholderComposition.copiesByGTK
        return chain.lent(to: host, customColor: usesCustomColor) {
            guard let found = PlaceholderComposition.probe(chain, copies: copies) else { return false }
            readColor = chain.inkColor
            composition = found
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

    /// The backend of the view `widget` (a layer widget) is an overlay of,
    /// if that view has an active controller.
    static func backend(of widget: UnsafeMutablePointer<GtkWidget>) -> Gtk4Backend? {
        guard let view = gtk_widget_get_ancestor(widget, gtk_text_view_get_type()) else { return nil }
        return PlaceholderController.existing(on: view, toolkit: Gtk4Backend.self)?.backend as? Gtk4Backend
    }

    /// The outer widget's snapshot: paints the placeholder, unless the
    /// probe is looking, when the style chain lent to it is to be
    /// snapshotted (the inner widget draws a speck); returns whether it is.
    static func snapshot(frame: UnsafeMutablePointer<GtkWidget>, into snapshot: OpaquePointer) -> Bool {
        if layerChainIsProbed { return true }
        backend(of: frame)?.paint(into: snapshot)
        return false
    }
}

/// The layer's painting, which reads the view through its backend.
extension Gtk4Backend {
    /// Paints the placeholder into `snapshot`, which is in the text
    /// window's coordinates for an in-view layer, in the overlay child's for
    /// an overlay (the text window's position is converted into them, so
    /// wherever GTK placed the overlay, and whether or not it reallocated it
    /// after a scroll): laid out for the view's metrics now, clipped to the
    /// text window. What was painted is appended again, with nothing read
    /// from the view, until the layer is asked to redraw: every change that
    /// moves, restyles, shows or hides the placeholder asks (GTK keeps the
    /// view's or overlay's last drawing until then anyway). Until GTK's way
    /// of compositing the layer is known (after each style change), nothing
    /// is painted and the probe runs first, right after this frame, so the
    /// placeholder shows from the next one.
    func paint(into snapshot: OpaquePointer) {
        guard let layer else { return }
        layer.drawnInFrame = gtk_widget_get_frame_clock(widget).map { gdk_frame_clock_get_frame_counter($0) }
        guard let controller, controller.isShowing else { return layer.drawNothing() }
        guard let composition = layer.composition else { return probeCompositionAfterThisFrame() }
        let placement = controller.placement()
        let metrics = placement.metrics
        var origin = graphene_point_t()
        if let overlay = layer.overlay {
            var inView = graphene_point_t(x: Float(metrics.textWindowOrigin.x), y: Float(metrics.textWindowOrigin.y))
            guard gtk_widget_compute_point(widget, overlay, &inView, &origin) != 0 else { return }
        }
        let clip = graphene_rect_t(
            origin: origin,
            size: graphene_size_t(width: Float(metrics.textWindowSize.width), height: Float(metrics.textWindowSize.height)))
        layer.painted = PlaceholderDrawing.append(
            placement.renderer, to: snapshot, origin: (Double(origin.x) + placement.x, Double(origin.y) + placement.y),
            clip: clip, color: placement.color, scale: Int(gtk_widget_get_scale_factor(widget)),
            composition: composition, gskRenderer: gtk_widget_get_native(widget).flatMap { gtk_native_get_renderer($0) })
    }
}
