import CPlaceholderGtk4
import PlaceholderCore
import PlaceholderRendering

extension PlaceholderController {
    /// Paints the placeholder into `snapshot` from the layer's inner widget
    /// `ink`: laid out for the view's metrics now, at the text window's
    /// position converted into `ink`'s coordinates (so wherever GTK placed
    /// the overlay, and whether or not it reallocated it after a scroll),
    /// clipped to the text window.
    func paint(into snapshot: OpaquePointer, from ink: UnsafeMutablePointer<GtkWidget>) {
        guard visibility.isVisible, let buffer, let layer else { return }
        let metrics = TextViewMetrics(of: view, buffer: buffer.buffer)
        let renderer = renderer(for: metrics.spec)
        var inView = graphene_point_t(x: Float(metrics.textWindowOrigin.x), y: Float(metrics.textWindowOrigin.y))
        var origin = graphene_point_t()
        guard gtk_widget_compute_point(widget, ink, &inView, &origin) != 0 else { return }
        let width = Double(metrics.textWindowSize.width), height = Double(metrics.textWindowSize.height)
        guard width > 0, height > 0 else { return }
        var bounds = graphene_rect_t(origin: origin, size: graphene_size_t(width: Float(width), height: Float(height)))
        guard let cr = gtk_snapshot_append_cairo(snapshot, &bounds) else { return }
        defer { cairo_destroy(cr) }
        let x = Double(origin.x), y = Double(origin.y)
        cairo_rectangle(cr, x, y, width, height)
        cairo_clip(cr)
        let top = metrics.geometry.lineTop + metrics.geometry.verticalOffset(
            blockHeight: renderer.visibleHeight, placement: settings.verticalPlacement)
        renderer.paint(into: cr, x: x + metrics.geometry.boxLeft, y: y + top, color: paintColor(layer))
    }

    /// The colour painted with: the app's, or the layer's CSS colour (the
    /// theme's for GtkEntry's placeholder), to which GTK applies the
    /// layer's CSS opacity.
    private func paintColor(_ layer: PlaceholderLayer) -> PlaceholderColor {
        settings.color.resolved(themeColor: layer.cssColor)
    }

    /// The colour the placeholder is painted in now, opacity included. With
    /// the theme's colour, the layer's opacity is read once it is on screen;
    /// before a placeholder is set (no layer yet) it is GTK 3's fallback grey.
    var resolvedColor: PlaceholderColor {
        guard case .themeDefault = settings.color else { return settings.color.resolved(themeColor: nil) }
        guard let layer else { return PlaceholderColorChoice.themeDefault.resolved(themeColor: nil) }
        var color = layer.cssColor
        color.alpha *= layer.measuredOpacity() ?? 1
        return color
    }

    /// The height the layer asks for: with the natural-height option, the
    /// text-window height an empty view needs for its whole placeholder at
    /// its current width; otherwise 0, so the view's size is its own.
    var naturalHeightRequest: Int {
        guard isAttached, settings.requestsNaturalHeight, !settings.content.isEmpty,
            let buffer, buffer.isEmpty
        else { return 0 }
        let metrics = TextViewMetrics(of: view, buffer: buffer.buffer)
        // Measured at the allocated width; a resize measures again.
        guard metrics.textWindowSize.width > 1 else { return 0 }
        let renderer = renderer(for: metrics.spec)
        return metrics.geometry.heightFitting(
            blockHeight: renderer.naturalHeight, allocatedHeight: metrics.textWindowSize.height)
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
