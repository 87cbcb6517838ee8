import CPlaceholderGtk4

/// The opacity the theme gives GtkEntry's placeholder, as GTK applies it:
/// the inner node's CSS opacity (the theme's for GtkEntry's placeholder,
/// or 1 with the app's colour), which the layer puts into the text colour.
/// It is found by snapshotting the lent style chain with a speck drawn in
/// the inner node (`probe`).
///
/// GtkTextViewChild before GTK 4.14 snapshots its overlays and gutter
/// widgets twice (its parent class draws every child, then it draws them
/// again; 4.14.0 draws them once), so an antialiased or translucent gutter
/// widget comes out darker than drawn (`copiesByGTK`).
enum ThemeOpacityProbe {
    /// The colour of the speck the inner widget draws while probing.
    private static let speckColor = GdkRGBA(red: 0.125, green: 0.625, blue: 0.375, alpha: 1)

    /// How many copies of a text view child's drawing (an overlay's, a
    /// gutter widget's) the running GTK composites.
    static var copiesByGTK: Int { gtk_get_major_version() == 4 && gtk_get_minor_version() < 14 ? 2 : 1 }

    /// Draws the probe's speck, which `collectSpecks` finds.
    static func appendSpeck(to snapshot: OpaquePointer) {
        var color = speckColor
        var speck = graphene_rect_t(origin: graphene_point_t(), size: graphene_size_t(width: 1, height: 1))
        gtk_snapshot_append_color(snapshot, &color, &speck)
    }

    /// Snapshots the inner widget of `chain` (lent to a layer) as its
    /// parent does, drawing only a speck, and reads the opacity GTK gives
    /// the speck: 0 when GTK draws none (a style with no opacity); nil when
    /// the inner widget is not on screen. Only the chain is snapshotted:
    /// the view may be waiting for a new allocation after input, which GTK
    /// refuses to snapshot, but the chain is not.
    static func probe(_ chain: PlaceholderStyleChain) -> Double? {
        guard gtk_widget_get_mapped(chain.ink) != 0 else { return nil }
        let found = specks(drawnBy: chain.ink) { gtk_widget_snapshot_child(chain.text, chain.ink, $0) }
        return found.first ?? 0
    }

    /// The opacities of the specks `ink` draws into what `snapshotting`
    /// snapshots.
    static func specks(drawnBy ink: UnsafeMutablePointer<GtkWidget>, _ snapshotting: (OpaquePointer) -> Void) -> [Double] {
        // GTK reuses a widget's last node until it is queued: queue before,
        // so the speck is drawn, and after, so the next frame draws the
        // placeholder again. Each widget up from `ink` is queued: outside
        // the probe the inner widgets are never snapshotted, so they stay
        // queued, and queueing one of them would stop there.
        queueDrawUpwards(from: ink)
        defer { queueDrawUpwards(from: ink) }
        layerChainIsProbed = true
        defer { layerChainIsProbed = false }
        let snapshot = gtk_snapshot_new()!
        snapshotting(snapshot)
        guard let node = gtk_snapshot_free_to_node(snapshot) else { return [] }
        defer { gsk_render_node_unref(node) }
        var found: [Double] = []
        collectSpecks(in: node, opacity: 1, into: &found)
        return found
    }

    /// Queues `widget` and each of its ancestors for drawing.
    private static func queueDrawUpwards(from widget: UnsafeMutablePointer<GtkWidget>) {
        var current: UnsafeMutablePointer<GtkWidget>? = widget
        while let widget = current {
            gtk_widget_queue_draw(widget)
            current = gtk_widget_get_parent(widget)
        }
    }

    /// Appends the opacity of every speck under `node` to `found`.
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
