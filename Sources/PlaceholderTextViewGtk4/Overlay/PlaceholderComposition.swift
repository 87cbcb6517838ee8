import CPlaceholderGtk4

/// How GTK puts the placeholder layer's drawing on screen, found out by
/// looking at the nodes GTK builds for the view: how many times the inner
/// widget's drawing is composited, and the opacity each copy gets.
///
/// GTK 4.8's GtkTextViewChild snapshots its overlays twice (its parent
/// class draws every child, then it draws its overlays again), so an
/// antialiased or translucent overlay comes out darker than drawn; later
/// versions draw it once. The opacity is the inner node's CSS opacity:
/// the theme's for GtkEntry's placeholder, or 1 with the app's colour.
package struct PlaceholderComposition: Equatable {
    /// How many copies of the drawing are composited, one over the other.
    var copies: Int
    /// The opacity each copy is composited with.
    var opacity: Double

    /// How the layer puts the placeholder on screen for a composition.
    package enum Path: String, Sendable {
        /// GTK text nodes appended as they are (GTK draws overlays once:
        /// 4.14 and later).
        case direct
        /// Rendered into a texture, read back and weakened so that the
        /// copies add up to one (GTK 4.8 to 4.13).
        case compensated
    }

    /// The path this composition takes.
    var path: Path { copies <= 1 ? .direct : .compensated }

    /// The colour of the speck the inner widget draws while probing.
    private static let speckColor = GdkRGBA(red: 0.125, green: 0.625, blue: 0.375, alpha: 1)

    /// Draws the probe's speck at the top-left corner of `view`'s text
    /// window, in `ink`'s coordinates: inside the text window's clip,
    /// wherever GTK put the overlay (GSK drops what a clip hides).
    @MainActor
    static func appendSpeck(to snapshot: OpaquePointer, ink: UnsafeMutablePointer<GtkWidget>) {
        var corner = graphene_point_t()
        if let view = gtk_widget_get_ancestor(ink, gtk_text_view_get_type()) {
            var rect = GdkRectangle()
            let textView = UnsafeMutableRawPointer(view).assumingMemoryBound(to: GtkTextView.self)
            gtk_text_view_get_visible_rect(textView, &rect)
            var x: Int32 = 0, y: Int32 = 0
            gtk_text_view_buffer_to_window_coords(textView, GTK_TEXT_WINDOW_WIDGET, rect.x, rect.y, &x, &y)
            var inView = graphene_point_t(x: Float(x), y: Float(y))
            if gtk_widget_compute_point(view, ink, &inView, &corner) == 0 { corner = graphene_point_t() }
        }
        var color = speckColor
        var speck = graphene_rect_t(origin: corner, size: graphene_size_t(width: 1, height: 1))
        gtk_snapshot_append_color(snapshot, &color, &speck)
    }

    /// Snapshots `view` as its parent does, with `layer`'s inner widget
    /// drawing only a speck, and counts the specks in the nodes built; nil
    /// when the view is not on screen or its nodes hold no speck.
    @MainActor
    static func probe(view: UnsafeMutablePointer<GtkWidget>, layer: PlaceholderLayer) -> PlaceholderComposition? {
        guard gtk_widget_get_mapped(layer.ink) != 0, let parent = gtk_widget_get_parent(view) else { return nil }
        // GTK reuses a widget's last node until it is queued: queue before,
        // so the speck is drawn, and after, so the next frame draws the
        // placeholder again.
        gtk_widget_queue_draw(layer.ink)
        defer { gtk_widget_queue_draw(layer.ink) }
        PlaceholderLayer.isProbing = true
        defer { PlaceholderLayer.isProbing = false }
        let snapshot = gtk_snapshot_new()!
        gtk_widget_snapshot_child(parent, view, snapshot)
        guard let node = gtk_snapshot_free_to_node(snapshot) else { return nil }
        defer { gsk_render_node_unref(node) }
        var found: [Double] = []
        collectSpecks(in: node, opacity: 1, into: &found)
        guard let first = found.first else { return nil }
        return PlaceholderComposition(copies: found.count, opacity: first)
    }

    /// Appends the opacity of every speck under `node` to `found`.
    @MainActor
    private static func collectSpecks(in node: OpaquePointer, opacity: Double, into found: inout [Double]) {
        switch gsk_render_node_get_node_type(node) {
        case GSK_CONTAINER_NODE:
            for index in 0..<gsk_container_node_get_n_children(node) {
                collectSpecks(in: gsk_container_node_get_child(node, index), opacity: opacity, into: &found)
            }
        case GSK_OPACITY_NODE:
            collectSpecks(
                in: gsk_opacity_node_get_child(node), opacity: opacity * Double(gsk_opacity_node_get_opacity(node)),
                into: &found)
        case GSK_TRANSFORM_NODE: collectSpecks(in: gsk_transform_node_get_child(node), opacity: opacity, into: &found)
        case GSK_CLIP_NODE: collectSpecks(in: gsk_clip_node_get_child(node), opacity: opacity, into: &found)
        case GSK_ROUNDED_CLIP_NODE:
            collectSpecks(in: gsk_rounded_clip_node_get_child(node), opacity: opacity, into: &found)
        case GSK_DEBUG_NODE: collectSpecks(in: gsk_debug_node_get_child(node), opacity: opacity, into: &found)
        case GSK_COLOR_NODE:
            let color = gsk_color_node_get_color(node).pointee
            if color.red == speckColor.red, color.green == speckColor.green, color.blue == speckColor.blue {
                found.append(opacity)
            }
        default:
            break
        }
    }
}
