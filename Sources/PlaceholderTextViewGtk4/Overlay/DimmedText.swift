import CPlaceholderGtk4
import PlaceholderCore
import PlaceholderRendering

/// The placeholder's paragraphs as GTK text nodes, dimmed by the theme's
/// opacity for the placeholder. For plain text the opacity goes into the
/// text colour (as its alpha), so that no renderer has to draw the text
/// into a group first. Markup whose spans set alphas or backgrounds of
/// their own, and colour glyphs (which ignore the text colour), get an
/// opacity node around them instead, as GTK dims GtkEntry's placeholder.
@MainActor
enum DimmedText {
    /// The visible paragraphs laid out by `renderer`, box origin at
    /// `origin`, in `color` at `opacity`.
    static func nodes(
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
