import CPlaceholderGtk4
import PlaceholderCore
import PlaceholderEngine
import PlaceholderRendering

/// The placeholder's painting, from a repaint to the node the view's
/// drawing appends (`InViewDrawing`), and the theme's style it waits for.
extension Gtk4Backend {
    /// Repaints the layer, whose style first follows the colour choice: the
    /// theme's opacity is taken away from the app's own colour.
    func repaint() {
        guard let layer else { return }
        var custom = false
        if case .custom = controller?.settings.color { custom = true }
        if layer.useCustomColor(custom) { return styleChanged() }
        layer.redraw()
        refreshCounter()
    }

    /// Paints the placeholder into `snapshot`, which is in the text
    /// window's coordinates (clipped to the text window, as GtkTextView
    /// clips it), laid out for the view's metrics now. What was painted is
    /// appended again, with nothing read from the view, until the layer is
    /// asked to redraw: every change that moves, restyles, shows or hides
    /// the placeholder asks. Until the theme's opacity for the placeholder
    /// is known (after each style change), nothing is painted and the probe
    /// runs first, right after this frame, so the placeholder shows from the
    /// next one.
    func paint(into snapshot: OpaquePointer) {
        guard let layer else { return }
        layer.drawnInFrame = gtk_widget_get_frame_clock(widget).map { gdk_frame_clock_get_frame_counter($0) }
        guard let controller, controller.isShowing else { return layer.drawNothing() }
        guard let opacity = layer.themeOpacity else { return probeStyleAfterThisFrame() }
        let placement = controller.placement()
        var window = GdkRectangle()
        gtk_text_view_get_visible_rect(view, &window)
        layer.painted = PlaceholderDrawing.append(
            placement.renderer, to: snapshot, origin: (placement.x, placement.y), color: placement.color,
            opacity: opacity, grouped: ptv_gtk4_renderer_keeps_groups(widget) != 0,
            window: (Double(window.width), Double(window.height)))
    }

    /// Reads the placeholder's style after the current (or next) frame.
    func probeStyleAfterThisFrame() {
        guard gtk_widget_get_frame_clock(widget) != nil else { return }  // not shown: the first paint probes
        let probe = styleProbe ?? AfterFrameCall { [owner = OwnerReference(self)] in
            owner { backend in
                backend.styleProbe = nil
                backend.probeStyle()
            }
        }
        styleProbe = probe
        probe.schedule(after: widget)
    }

    /// Reads the theme's colour and opacity, then paints. Only after a
    /// frame that drew the layer (so had it allocated: GTK refuses to
    /// snapshot a widget waiting for its allocation); after any other, the
    /// layer is drawn again and looked at after the next frame.
    func probeStyle() {
        guard controller?.viewIsAlive == true, let layer, gtk_widget_get_mapped(layer.host) != 0 else { return }
        let frame = gtk_widget_get_frame_clock(widget).map { gdk_frame_clock_get_frame_counter($0) }
        guard frame != nil, layer.drawnInFrame == frame else {
            layer.redraw()
            return probeStyleAfterThisFrame()
        }
        // Not on screen: the next paint probes again.
        guard layer.readStyle() else { return }
        layer.redraw()
        refreshCounter()
    }

    /// The height the view's measure asks for: with the natural-height
    /// option, what makes an empty view as tall as its whole placeholder
    /// needs at its current width; otherwise 0, so that the view's size is
    /// its own. Lays the placeholder out, and remembers the height, so that
    /// a remeasure that would give the same height queues no resize.
    func measureHeightRequest() -> Int {
        let request = controller?.layOutNaturalHeight() ?? 0
        measuredHeightRequest = request
        return request
    }

    /// Has GTK measure the view again if the height it asks for changed
    /// (0 once the option is off or text arrived): outside GTK's layout.
    func remeasureHeight() {
        let request = controller?.layOutNaturalHeight() ?? 0
        guard controller?.viewIsAlive == true, layer != nil, request != measuredHeightRequest else { return }
        measuredHeightRequest = request
        gtk_widget_queue_resize(widget)
    }
}
