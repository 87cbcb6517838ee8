import CPlaceholderGtk4
import PlaceholderCore
import PlaceholderEngine
import PlaceholderRendering

extension Gtk4Backend {
    /// Reads the placeholder's style after the current (or next) frame.
    func probeStyleAfterThisFrame() {
        guard gtk_widget_get_frame_clock(widget) != nil else { return }  // not shown: the first paint probes
        let probe = styleProbe ?? AfterFrameCall { [unowned self] in
            styleProbe = nil
            probeStyle()
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
