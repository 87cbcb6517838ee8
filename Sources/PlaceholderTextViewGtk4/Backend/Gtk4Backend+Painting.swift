import CPlaceholderGtk4
import PlaceholderCore
import PlaceholderEngine
import PlaceholderRendering

/// The placeholder's painting: what the overlay shows, and the frame-timed
/// work after a style change.
extension Gtk4Backend {
    /// Shows or hides the overlay (child visibility, as GtkText hides its
    /// placeholder) and has it painted anew at the next frame. The app's own
    /// colour is painted as given: the theme's dimming classes come off.
    func repaint() {
        guard let overlay, let controller else { return }
        let custom = controller.settings.color != .themeDefault
        if PlaceholderOverlay.setDimmed(!custom, overlay) { cssOpacity = nil }
        placementIsStale = true
        let showing = controller.isShowing
        if (gtk_widget_get_child_visible(overlay) != 0) != showing {
            gtk_widget_set_child_visible(overlay, showing ? 1 : 0)
            // Hidden, the overlay stayed marked for drawing, which stops its
            // own queue_draw before its parent: the parent is queued too.
            if showing, let parent = gtk_widget_get_parent(overlay) { gtk_widget_queue_draw(parent) }
        }
        gtk_widget_queue_draw(overlay)
        refreshCounter()
    }

    /// Paints the placeholder into the overlay's `snapshot`: the renderer's
    /// layouts as GTK text nodes (as GtkTextView draws typed text, so every
    /// glyph lands where typed text's would), at the text window's corner,
    /// clipped to the text window, in the style node's CSS colour (or the
    /// app's) with its CSS opacity in the alpha. GTK keeps the node until the
    /// overlay is queued for drawing.
    func paint(into snapshot: OpaquePointer) {
        guard let overlay, let controller, controller.isShowing else { return }
        // Every change of what is drawn or where comes through `repaint` or
        // a scroll (`textWindowMayHaveMoved`): until then, the kept nodes.
        if placementIsStale || keptText == nil {
            readOpacity()
            keepText(for: controller.placement())
            placementIsStale = false
        }
        var window = GdkRectangle()
        gtk_text_view_get_visible_rect(view, &window)
        // The overlay sits at the buffer's origin, which scrolls.
        var origin = graphene_point_t(), corner = graphene_point_t()
        if let parent = gtk_widget_get_parent(overlay), gtk_widget_compute_point(parent, overlay, &origin, &corner) != 0 {
            gtk_snapshot_translate(snapshot, &corner)
        }
        var clip = graphene_rect_t(
            origin: graphene_point_t(), size: graphene_size_t(width: Float(window.width), height: Float(window.height)))
        gtk_snapshot_push_clip(snapshot, &clip)
        if let node = keptText?.node { gtk_snapshot_append_node(snapshot, node) }
        gtk_snapshot_pop(snapshot)
    }

    /// Keeps the placeholder's text nodes for `placement`: those made last
    /// while the layouts, their place and the colour are the same (GTK
    /// measures every glyph to make a text node), as GtkTextView keeps each
    /// line's text nodes across its own redraws; otherwise made anew.
    private func keepText(for placement: PlaceholderPlacement) {
        let key = PlaceholderDrawingKey(placement)
        guard keptText?.key != key else { return }
        releaseKeptText()
        keptText = (key, dimmedText(placement))
    }

    /// The layouts' text nodes in the colour with the opacity in its alpha,
    /// which GTK draws as plain text; through an opacity node (a group),
    /// as GTK dims a widget, where that alpha would not reach every pixel:
    /// spans with an alpha or a background of their own, colour glyphs.
    private func dimmedText(_ placement: PlaceholderPlacement) -> OpaquePointer? {
        guard placement.opacity > 0 else { return nil }  // nothing to see, nothing to draw
        let copies = Int(ptv_gtk4_overlay_copies())
        if placement.opacity >= 1 || !placement.renderer.spansSetAlphaOrBackground {
            let text = layoutNodes(placement, color: placement.color.dimmed(by: placement.opacity).forCompositing(copies: copies))
            guard let text, placement.opacity < 1, !Self.takesTheTextColor(text) else { return text }
            gsk_render_node_unref(text)
        }
        let color = placement.color.forCompositing(copies: copies, opacity: placement.opacity)
        guard let plain = layoutNodes(placement, color: color) else { return nil }
        defer { gsk_render_node_unref(plain) }
        return gsk_opacity_node_new(plain, Float(placement.opacity))
    }

    /// The renderer's layouts as text nodes in `color`, at their place.
    private func layoutNodes(_ placement: PlaceholderPlacement, color: PlaceholderColor) -> OpaquePointer? {
        let snapshot = gtk_snapshot_new()!
        var rgba = GdkRGBA(red: Float(color.red), green: Float(color.green), blue: Float(color.blue), alpha: Float(color.alpha))
        placement.renderer.forEachVisibleLayout { layout, x, y in
            gtk_snapshot_save(snapshot)
            var point = graphene_point_t(x: Float(placement.x + x), y: Float(placement.y + y))
            gtk_snapshot_translate(snapshot, &point)
            gtk_snapshot_append_layout(snapshot, layout, &rgba)
            gtk_snapshot_restore(snapshot)
        }
        return gtk_snapshot_free_to_node(snapshot)
    }

    /// Whether everything under `node` takes its colour from the text
    /// colour: text without colour glyphs, and rectangles (underlines,
    /// strikethroughs). Anything else is assumed not to.
    private static func takesTheTextColor(_ node: OpaquePointer) -> Bool {
        switch gsk_render_node_get_node_type(node) {
        case GSK_CONTAINER_NODE:
            return (0..<gsk_container_node_get_n_children(node)).allSatisfy {
                takesTheTextColor(gsk_container_node_get_child(node, $0))
            }
        case GSK_TRANSFORM_NODE: return takesTheTextColor(gsk_transform_node_get_child(node))
        case GSK_TEXT_NODE: return gsk_text_node_has_color_glyphs(node) == 0
        case GSK_COLOR_NODE: return true
        default: return false
        }
    }

    /// Lets go of the kept text nodes (once).
    func releaseKeptText() {
        if let node = keptText.take()?.node { gsk_render_node_unref(node) }
    }

    /// Lays the view out and draws it again once a whole frame has been
    /// drawn (GTK 4.8 leaves a new bottom gutter of a view with overlays out
    /// of its drawing until then), from a tick callback of the view's own
    /// (removed once run, or at `detach`).
    func relayoutAfterNextFrame() {
        guard tickID == 0, let clock = gtk_widget_get_frame_clock(widget) else { return }  // not shown: nothing to redo
        relayoutDue = gdk_frame_clock_get_frame_counter(clock) + 2
        tickID = gtk_widget_add_tick_callback(widget, viewTicked, nil, nil)
    }

    /// The view's tick at `frame`. Returns whether to keep ticking.
    func ticked(frame: gint64) -> Bool {
        guard frame >= relayoutDue else { return true }
        tickID = 0
        if counterLabel != nil {
            gtk_widget_queue_resize(widget)
            gtk_widget_queue_draw(widget)
        }
        return false
    }

    /// Reads the style node's CSS opacity (while the overlay is mapped: it
    /// paints) and shows the counter in it.
    private func readOpacity() {
        guard let overlay, let opacity = PlaceholderOverlay.cssOpacity(of: overlay), opacity != cssOpacity else { return }
        cssOpacity = opacity
        refreshCounter()
    }
}

/// The view's tick callback (`GtkTickCallback`), while frame work waits.
private let viewTicked: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?, gpointer?) -> gboolean = {
    view, clock, _ in
    guard let view, let clock else { return 0 }
    let frame = gdk_frame_clock_get_frame_counter(clock)
    return onGtkThread(view) { PlaceholderOverlay.backend(of: $0)?.ticked(frame: frame) == true ? 1 : 0 }
}
