import CPlaceholderGtk4
import PlaceholderCore
import PlaceholderRendering

/// Puts the placeholder into the layer's node as GTK draws the same text
/// typed: the shared renderer's Pango layouts, at the positions it laid them
/// out at, appended as GTK text nodes (`gtk_snapshot_append_layout`), so
/// that whichever renderer the window uses (GL, Cairo) puts every glyph on
/// the pixel it puts the typed text's glyphs on. The theme's opacity for
/// the placeholder is in the text colour (`dimmedTextNodes`).
enum PlaceholderDrawing {
    /// Appends the placeholder laid out by `renderer`, with its box origin
    /// at `origin` (in the snapshot's coordinates, the text window's), in
    /// `color` (markup may colour spans itself) dimmed to `opacity`, clipped
    /// to `window`, the text window's size, where it reaches out of it.
    /// Where GTK composites the drawing `copies` times (GTK 4.8 to 4.13
    /// composite a text view's overlays twice), it is rendered with the
    /// window's renderer `gskRenderer` at `scale`, and each pixel weakened
    /// so that the copies add up to the pixel drawn once
    /// (`CompensatedPixels`).
    ///
    /// The node is made once and kept with the renderer (so views sharing
    /// it share the node) until the layouts or any of these inputs change:
    /// a frame that redraws an unchanged placeholder appends the same node
    /// again, which GTK's renderers recognise (GL keeps what it uploaded).
    /// Returns the node appended.
    static func append(
        _ renderer: PlaceholderRenderer, to snapshot: OpaquePointer, origin: (x: Double, y: Double),
        color: PlaceholderColor, opacity: Double, window: (width: Double, height: Double),
        copies: Int, scale: Int, gskRenderer: OpaquePointer?
    ) -> OpaquePointer? {
        guard opacity > 0 else { return nil }
        let key = KeptNode.Key(x: origin.x, y: origin.y, color: color, opacity: opacity)
        let kept: KeptNode
        if let last = renderer.keptDrawing as? KeptNode, last.key == key {
            kept = last
        } else {
            guard let text = dimmedTextNodes(renderer, origin: origin, color: color, opacity: opacity) else { return nil }
            kept = KeptNode(key: key, text: text)
            renderer.keptDrawing = kept
        }
        let node: OpaquePointer?
        if copies > 1, let gskRenderer {
            node = kept.compensated(
                CompensatedPixels.Target(width: window.width, height: window.height, scale: scale, copies: copies),
                gskRenderer: gskRenderer)
        } else {
            node = kept.node(clippedTo: window)
        }
        guard let node else { return nil }
        gtk_snapshot_append_node(snapshot, node)
        return node
    }
}

/// The placeholder's paragraphs as GTK text nodes, dimmed by the theme's
/// opacity for the placeholder. For plain text the opacity goes into the
/// text colour (as its alpha), so that no renderer has to draw the text
/// into a group first. Markup whose spans set alphas or backgrounds of
/// their own, and colour glyphs (which ignore the text colour), get an
/// opacity node around them instead, as GTK dims GtkEntry's placeholder.
extension PlaceholderDrawing {
    /// The visible paragraphs laid out by `renderer`, box origin at
    /// `origin`, in `color` at `opacity`.
    static func dimmedTextNodes(
        _ renderer: PlaceholderRenderer, origin: (x: Double, y: Double), color: PlaceholderColor, opacity: Double
    ) -> OpaquePointer? {
        guard opacity < 1 else { return layoutNodes(renderer, origin: origin, color: color) }
        if !renderer.spansSetAlphaOrBackground {
            var dimmed = color
            dimmed.alpha *= opacity
            let text = layoutNodes(renderer, origin: origin, color: dimmed)
            guard let text, !takesTheTextColor(text) else { return text }
            gsk_render_node_unref(text)
        }
        guard let plain = layoutNodes(renderer, origin: origin, color: color) else { return nil }
        defer { gsk_render_node_unref(plain) }
        let snapshot = gtk_snapshot_new()!
        gtk_snapshot_push_opacity(snapshot, opacity)
        gtk_snapshot_append_node(snapshot, plain)
        gtk_snapshot_pop(snapshot)
        return gtk_snapshot_free_to_node(snapshot)
    }

    /// The visible paragraphs as text nodes, box origin at `origin`.
    private static func layoutNodes(
        _ renderer: PlaceholderRenderer, origin: (x: Double, y: Double), color: PlaceholderColor
    ) -> OpaquePointer? {
        let snapshot = gtk_snapshot_new()!
        var rgba = GdkRGBA(
            red: Float(color.red), green: Float(color.green), blue: Float(color.blue), alpha: Float(color.alpha))
        renderer.forEachVisibleLayout { layout, x, y in
            gtk_snapshot_save(snapshot)
            var point = graphene_point_t(x: Float(origin.x + x), y: Float(origin.y + y))
            gtk_snapshot_translate(snapshot, &point)
            gtk_snapshot_append_layout(snapshot, layout, &rgba)
            gtk_snapshot_restore(snapshot)
        }
        return gtk_snapshot_free_to_node(snapshot)
    }

    /// Whether everything under `node` is drawn in the colours the text
    /// colour gave it: text without colour glyphs, and rectangles
    /// (underlines, strikethroughs). Anything else is assumed not to be.
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
}

/// The node the layer last appended for a renderer's layouts, and what it
/// was made for.
private final class KeptNode {
    /// Everything besides the layouts and the text window that the text
    /// nodes depend on.
    struct Key: Equatable {
        var x: Double, y: Double
        var color: PlaceholderColor
        var opacity: Double
    }

    let key: Key
    /// The placeholder's text nodes, unclipped.
    private let text: OpaquePointer
    /// The text clipped to the text window, and the window's size, once a
    /// window was too small for the text's bounds.
    private var clipped: (node: OpaquePointer, width: Double, height: Double)?
    /// The text's compensated pixels, and what they were made for.
    private var compensated: (node: OpaquePointer?, target: CompensatedPixels.Target, rendererType: GType)?

    /// Keeps `text`, taking over the caller's reference.
    init(key: Key, text: OpaquePointer) {
        self.key = key
        self.text = text
    }

    /// The text, clipped to a text window of `window`'s size (at the
    /// origin) where its bounds reach out of it, as the same text typed is.
    /// Made once for a window size.
    func node(clippedTo window: (width: Double, height: Double)) -> OpaquePointer {
        var bounds = graphene_rect_t(), rect = graphene_rect_t()
        gsk_render_node_get_bounds(text, &bounds)
        graphene_rect_init(&rect, 0, 0, Float(window.width), Float(window.height))
        guard !graphene_rect_contains_rect(&rect, &bounds) else { return text }
        if let clipped, clipped.width == window.width, clipped.height == window.height { return clipped.node }
        if let clipped { gsk_render_node_unref(clipped.node) }
        let node = gsk_clip_node_new(text, &rect)!
        clipped = (node, window.width, window.height)
        return node
    }

    /// The text's pixels for `target`, rendered by `gskRenderer` and
    /// compensated; made once for a target and a kind of renderer.
    func compensated(_ target: CompensatedPixels.Target, gskRenderer: OpaquePointer) -> OpaquePointer? {
        let type = UnsafeMutableRawPointer(gskRenderer).assumingMemoryBound(to: GTypeInstance.self).pointee.g_class.pointee.g_type
        if let compensated, compensated.target == target, compensated.rendererType == type { return compensated.node }
        if let node = compensated?.node { gsk_render_node_unref(node) }
        let node = CompensatedPixels.node(of: text, for: target, gskRenderer: gskRenderer)
        compensated = (node, target, type)
        return node
    }

    deinit {
        onGtkThread {
            gsk_render_node_unref(text)
            if let clipped { gsk_render_node_unref(clipped.node) }
            if let node = compensated?.node { gsk_render_node_unref(node) }
        }
    }
}
