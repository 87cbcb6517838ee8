import CPlaceholderGtk4

/// One frame of a window's content, as GTK 4 draws it: a snapshot of the
/// widget tree (each widget's snapshot function runs if it was invalidated,
/// its last render node is reused if not) and a render of the resulting
/// node tree by the window's own renderer (GL or Cairo), here into a
/// texture, as GTK 3's benchmark draws into an image surface.
@MainActor
final class FrameRenderer {
    private let window: UnsafeMutablePointer<GtkWidget>
    private let content: UnsafeMutablePointer<GtkWidget>
    private let renderer: OpaquePointer
    private var viewport: graphene_rect_t
    /// The last frame's node tree, kept to see whether anything changed.
    private var lastNode: OpaquePointer?

    /// Frames of `content`, the child of `window`, `width`×`height`.
    init(window: UnsafeMutablePointer<GtkWidget>, content: UnsafeMutablePointer<GtkWidget>, width: Int, height: Int) {
        self.window = window
        self.content = content
        renderer = gtk_native_get_renderer(gtk_widget_get_native(window))
        viewport = graphene_rect_t(
            origin: graphene_point_t(x: 0, y: 0), size: graphene_size_t(width: Float(width), height: Float(height)))
    }

    /// The renderer's type name, such as `GskGLRenderer` or `GskCairoRenderer`.
    var rendererName: String {
        String(cString: g_type_name_from_instance(UnsafeMutableRawPointer(renderer).assumingMemoryBound(to: GTypeInstance.self)))
    }

    /// Snapshots the content and renders it. With `onlyIfChanged`, a node
    /// tree identical to the last frame's (no widget was invalidated) is not
    /// rendered again, as GTK paints nothing then; returns whether it
    /// rendered.
    @discardableResult
    func draw(onlyIfChanged: Bool = false) -> Bool {
        let snapshot = gtk_snapshot_new()!
        gtk_widget_snapshot_child(window, content, snapshot)
        guard let node = gtk_snapshot_free_to_node(snapshot) else { return false }
        defer {
            if let lastNode { gsk_render_node_unref(lastNode) }
            lastNode = node
        }
        if onlyIfChanged, node == lastNode { return false }
        if let path = nodeFile { gsk_render_node_write_to_file(node, path, nil) }
        if let texture = gsk_renderer_render_texture(renderer, node, &viewport) {
            g_object_unref(UnsafeMutableRawPointer(texture))
        }
        return true
    }

    /// Where each rendered frame's node tree is written (GSK's text
    /// format), when `PLACEHOLDER_BENCH_NODE_FILE` names a file: the last
    /// frame's stays, for `Tests/render-node-instructions.sh`.
    private let nodeFile = getenv("PLACEHOLDER_BENCH_NODE_FILE")

    /// Whether the last frame drew any text or image (GSK's serialization
    /// of its nodes names a text, texture or Cairo node), not only
    /// backgrounds.
    var lastFrameDrewTextOrImage: Bool {
        guard let lastNode, let bytes = gsk_render_node_serialize(lastNode) else { return false }
        defer { g_bytes_unref(bytes) }
        var size: gsize = 0
        guard let data = g_bytes_get_data(bytes, &size) else { return false }
        let text = String(decoding: UnsafeRawBufferPointer(start: data, count: Int(size)), as: UTF8.self)
        return text.contains("text {") || text.contains("texture {") || text.contains("cairo {")
    }

    /// Drops the last frame's nodes.
    func close() {
        if let lastNode { gsk_render_node_unref(lastNode) }
        lastNode = nil
    }
}
