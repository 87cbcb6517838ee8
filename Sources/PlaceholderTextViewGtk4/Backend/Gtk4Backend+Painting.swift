import CPlaceholderGtk4
import PlaceholderCore
import PlaceholderEngine
import PlaceholderRendering

extension Gtk4Backend {
    /// Probes GTK's compositing after the current (or next) frame.
    func probeCompositionAfterThisFrame() {
        guard gtk_widget_get_frame_clock(widget) != nil else { return }  // not shown: the first paint probes
        let probe = compositionProbe ?? AfterFrameCall { [unowned self] in
            compositionProbe = nil
            probeComposition()
        }
        compositionProbe = probe
        probe.schedule(after: widget)
    }

    /// Finds out how GTK composites the layer, then paints. Only after a
    /// frame that drew the layer (so had it allocated: GTK refuses to
    /// snapshot a widget waiting for its allocation); after any other, the
    /// layer is drawn again and looked at after the next frame.
    func probeComposition() {
        guard controller?.viewIsAlive == true, let layer, gtk_widget_get_mapped(layer.host) != 0 else { return }
        let frame = gtk_widget_get_frame_clock(widget).map { gdk_frame_clock_get_frame_counter($0) }
        guard frame != nil, layer.drawnInFrame == frame else {
            layer.redraw()
            return probeCompositionAfterThisFrame()
        }
        // Not on screen: the next paint probes again.
        guard layer.readStyle() else { return }
        layer.redraw()
        refreshCounter()
    }

    /// The height the layer asks for: with the natural-height option, what
    /// makes the text window of an empty view as tall as its whole
    /// placeholder needs at its current width (given how GtkTextView
    /// combines its overlays' heights with its own, `OverlayHeightRule`);
    /// otherwise 0, so the view's size is its own. Lays the placeholder out.
    func layOutHeightRequest() -> Int {
        guard let (needed, metrics) = controller?.layOutNaturalHeight() else { return 0 }
        switch OverlayHeightRule.current {
        case .larger: return needed
        case .added: return max(0, needed - metrics.emptyContentHeight)
        case nil: return 0  // known once measured (heightRemeasure)
        }
    }

    /// `layOutHeightRequest()`, for the layer's measure: remembered, so that
    /// a remeasure that would give the same height queues no resize.
    func measureHeightRequest() -> Int {
        let request = layOutHeightRequest()
        measuredHeightRequest = request
        return request
    }

    /// Measures the layer again if its height request changed (finding out
    /// `OverlayHeightRule` first, once): outside GTK's layout.
    func remeasureHeight() {
        guard controller?.viewIsAlive == true, let layer else { return }
        if OverlayHeightRule.current == nil { OverlayHeightRule.measure(view: widget, layer: layer) }
        guard layOutHeightRequest() != measuredHeightRequest else { return }
        layer.remeasure()
    }
}
