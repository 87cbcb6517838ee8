import CPlaceholderGtk4
import PlaceholderCore
import PlaceholderRendering

extension PlaceholderController {
    /// Paints the placeholder into `snapshot` from the layer's inner widget
    /// `ink`: laid out for the view's metrics now, at the text window's
    /// position converted into `ink`'s coordinates (so wherever GTK placed
    /// the overlay, and whether or not it reallocated it after a scroll),
    /// clipped to the text window. Until GTK's way of compositing the layer
    /// is known (after each style change), nothing is painted and the probe
    /// runs first, right after this frame, so the placeholder shows from
    /// the next one.
    func paint(into snapshot: OpaquePointer, from ink: UnsafeMutablePointer<GtkWidget>) {
        guard visibility.isVisible, let buffer, let layer else { return }
        guard let composition = layer.composition else { return compositionProbe.schedule(after: widget) }
        let metrics = TextViewMetrics(of: view, buffer: buffer.buffer)
        let renderer = renderer(for: metrics.spec)
        var inView = graphene_point_t(x: Float(metrics.textWindowOrigin.x), y: Float(metrics.textWindowOrigin.y))
        var origin = graphene_point_t()
        guard gtk_widget_compute_point(widget, ink, &inView, &origin) != 0 else { return }
        let clip = graphene_rect_t(
            origin: origin,
            size: graphene_size_t(width: Float(metrics.textWindowSize.width), height: Float(metrics.textWindowSize.height)))
        let top = metrics.geometry.lineTop + metrics.geometry.verticalOffset(
            blockHeight: renderer.visibleHeight, placement: settings.verticalPlacement)
        PlaceholderDrawing.append(
            renderer, to: snapshot, origin: (Double(origin.x) + metrics.geometry.boxLeft, Double(origin.y) + top),
            clip: clip, color: settings.color.resolved(themeColor: layer.cssColor),
            scale: Int(gtk_widget_get_scale_factor(widget)), composition: composition,
            gskRenderer: gtk_widget_get_native(widget).flatMap { gtk_native_get_renderer($0) })
    }

    /// Finds out how GTK composites the layer, then paints.
    func probeComposition() {
        guard isAttached, let layer else { return }
        // Nothing found: the view shows nothing of the layer now (no size);
        // the next repaint, after a resize, probes again.
        guard let found = PlaceholderComposition.probe(view: widget, layer: layer) else { return }
        layer.composition = found
        layer.redraw()
    }

    /// The colour the placeholder is painted in now, opacity included. With
    /// the theme's colour, the layer's opacity is read once it is on screen
    /// (1 before); before a placeholder is set (no layer yet) it is GTK 3's
    /// fallback grey.
    var resolvedColor: PlaceholderColor {
        guard case .themeDefault = settings.color else { return settings.color.resolved(themeColor: nil) }
        guard let layer else { return PlaceholderColorChoice.themeDefault.resolved(themeColor: nil) }
        if layer.composition == nil, isAttached {
            layer.composition = PlaceholderComposition.probe(view: widget, layer: layer)
        }
        var color = layer.cssColor
        color.alpha *= layer.composition?.opacity ?? 1
        return color
    }

    /// The height the layer asks for: with the natural-height option, what
    /// makes the text window of an empty view as tall as its whole
    /// placeholder needs at its current width (given how GtkTextView
    /// combines its overlays' heights with its own, `OverlayHeightRule`);
    /// otherwise 0, so the view's size is its own.
    var heightRequest: Int {
        guard isAttached, settings.requestsNaturalHeight, !settings.content.isEmpty,
            let buffer, buffer.isEmpty
        else { return 0 }
        let metrics = TextViewMetrics(of: view, buffer: buffer.buffer)
        // Measured at the allocated width; a resize measures again.
        guard metrics.textWindowSize.width > 1 else { return 0 }
        let renderer = renderer(for: metrics.spec)
        let needed = metrics.geometry.heightFitting(
            blockHeight: renderer.naturalHeight, allocatedHeight: metrics.textWindowSize.height)
        switch OverlayHeightRule.current {
        case .larger: return needed
        case .added: return max(0, needed - metrics.emptyContentHeight)
        case nil: return 0  // known once measured (heightRemeasure)
        }
    }

    /// `heightRequest`, for the layer's measure: remembered, so that a
    /// remeasure that would give the same height queues no resize.
    func measureHeightRequest() -> Int {
        let request = heightRequest
        measuredHeightRequest = request
        return request
    }

    /// Measures the layer again if its height request changed (finding out
    /// `OverlayHeightRule` first, once): outside GTK's layout.
    func remeasureHeight() {
        guard isAttached, let layer else { return }
        if OverlayHeightRule.current == nil { OverlayHeightRule.measure(view: widget, layer: layer) }
        guard heightRequest != measuredHeightRequest else { return }
        layer.remeasure()
    }

    /// The view's font settings now.
    var currentStyle: TextStyleKey { TextStyleKey(context: gtk_widget_get_pango_context(widget)) }

    /// Whether the last drawn placeholder had to be ellipsized to fit.
    var rendererIsEllipsized: Bool { lease?.renderer.isEllipsized ?? false }

    /// The renderer this view draws with, if it has drawn: for tests.
    var currentRenderer: PlaceholderRenderer? { lease?.renderer }

    /// A renderer laid out for `spec` in the view's current font: shared
    /// with every view showing the same placeholder in the same style at the
    /// same size.
    private func renderer(for spec: PlaceholderLayoutSpec) -> PlaceholderRenderer {
        let key = RendererPool.Key(content: settings.content, style: currentStyle, spec: spec)
        let widget = self.widget
        let current = RendererPool.shared.lease(for: key, replacing: lease) {
            gtk_widget_create_pango_context(widget)
        }
        lease = current
        return current.renderer
    }

    /// Gives up the view's share of its renderer.
    func releaseRenderer() {
        RendererPool.shared.release(lease)
        lease = nil
    }
}
