import CPlaceholderGtk3
import PlaceholderCore
import PlaceholderRendering

extension PlaceholderController {
    /// Paints the placeholder over the view's text window, after the view
    /// has drawn itself.
    func draw(_ cr: OpaquePointer) {
        guard visibility.isVisible,
            let window = gtk_text_view_get_window(view, GTK_TEXT_WINDOW_TEXT),
            gtk_cairo_should_draw_window(cr, window) != 0
        else { return }
        let metrics = currentMetrics
        let renderer = renderer(for: metrics.spec)
        let y = metrics.geometry.lineTop + metrics.geometry.verticalOffset(
            blockHeight: renderer.visibleHeight, placement: settings.verticalPlacement)
        cairo_save(cr)
        gtk_cairo_transform_to_window(cr, widget, window)
        cairo_rectangle(
            cr, 0, 0, Double(gdk_window_get_width(window)), Double(gdk_window_get_height(window)))
        cairo_clip(cr)
        renderer.paint(into: cr, x: metrics.geometry.boxLeft, y: y, color: resolvedColor)
        cairo_restore(cr)
    }

    /// With the natural-height option, an empty view asks for the height its
    /// whole placeholder needs at its current width; otherwise the app's own
    /// size request stands.
    func updateHeightRequest() {
        guard isAttached, settings.requestsNaturalHeight, bufferWasEmpty, !settings.content.isEmpty
        else { return heightRequest?.restore(on: widget) ?? () }
        // Measured at the allocated width; size-allocate calls again once there is one.
        guard gtk_widget_get_allocated_width(widget) > 1 else { return }
        let metrics = currentMetrics
        let renderer = renderer(for: metrics.spec)
        let needed = metrics.geometry.heightFitting(
            blockHeight: renderer.naturalHeight, allocatedHeight: Int(gtk_widget_get_allocated_height(widget)))
        let request = heightRequest ?? NaturalHeightRequest()
        heightRequest = request
        request.request(needed, on: widget)
    }

    /// The view's metrics now.
    private var currentMetrics: TextViewMetrics {
        let insets = cachedInsets ?? TextViewInsets(of: widget)
        cachedInsets = insets
        return TextViewMetrics(of: view, insets: insets)
    }

    /// The view's font settings now.
    var currentStyle: TextStyleKey { TextStyleKey(context: gtk_widget_get_pango_context(widget)) }

    /// Whether the last drawn placeholder had to be ellipsized to fit.
    var rendererIsEllipsized: Bool { lease?.renderer.isEllipsized ?? false }

    /// The renderer this view draws with, if it has drawn: for tests.
    var currentRenderer: PlaceholderRenderer? { lease?.renderer }

    /// A renderer laid out for `spec`: shared with every view showing the
    /// same placeholder in the same style at the same size.
    private func renderer(for spec: PlaceholderLayoutSpec) -> PlaceholderRenderer {
        let key = RendererPool.Key(content: settings.content, style: lease?.key.style ?? currentStyle, spec: spec)
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
