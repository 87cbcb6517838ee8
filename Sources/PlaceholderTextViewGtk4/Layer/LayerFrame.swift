import CPlaceholderGtk4
import PlaceholderCore
import PlaceholderEngine

/// A view's frame (its overlay) and what the frame draws: the node painted
/// last, kept on the frame and appended again at each of its snapshots
/// (`frameSnapshot`) until it is dropped, at the text window's corner; or
/// the finding that nothing is to be drawn (the placeholder hidden), so
/// that a frame snapshotted again, as GTK does after a new theme, never
/// calls into Swift's painting. Between the frame's own snapshots GTK keeps
/// its last node anyway: the view's frames, while the user types, do not
/// reach the frame.
enum LayerFrame {
    /// `view`'s frame: a new one added now, or the one added before (a
    /// view has one frame, whichever controller asks).
    static func frame(of view: UnsafeMutablePointer<GtkTextView>) -> UnsafeMutablePointer<GtkWidget> {
        let object = UnsafeMutableRawPointer(view).assumingMemoryBound(to: GObject.self)
        if let frame = g_object_get_qdata(object, frameQuark) {
            return frame.assumingMemoryBound(to: GtkWidget.self)
        }
        // No style class: the CSS name `ptv-layer` is the frame's alone,
        // and a class would cost each frame's CSS node a copy of its
        // declaration.
        let frame = PlaceholderLayerType.makeWidget(.frame)
        // The view's object data holds a reference too, so that the frame
        // is found, and alive, for as long as the view is.
        g_object_set_qdata_full(object, frameQuark, g_object_ref_sink(UnsafeMutableRawPointer(frame))) {
            g_object_unref($0)
        }
        gtk_text_view_add_overlay(view, frame, 0, 0)
        return frame
    }

    /// What `frame` draws, if it is a frame.
    static func painted(in frame: UnsafeMutablePointer<GtkWidget>) -> Painted? { paintedBox(of: frame)?.pointee }

    /// Keeps `node` (referenced; drawn at `corner`) as `frame`'s painted
    /// node; nil drops it, and `drawsNothing` says whether the next
    /// snapshots are to draw nothing rather than paint anew.
    static func keep(
        _ node: (node: OpaquePointer, corner: graphene_point_t)?, drawsNothing: Bool = false,
        in frame: UnsafeMutablePointer<GtkWidget>
    ) {
        guard let box = paintedBox(of: frame) else { return }
        if let node { gsk_render_node_ref(node.node) }
        box.pointee.dropNode()
        box.pointee.node = node?.node
        box.pointee.corner = node?.corner ?? graphene_point_t()
        box.pointee.drawsNothing = node == nil && drawsNothing
    }

    /// What `frame` draws, in its instance past GtkWidget's struct; nil for
    /// a widget that is not a frame (a lent chain's, which `dispose` shares).
    nonisolated static func paintedBox(of frame: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<Painted>? {
        guard PlaceholderLayerType.isFrame(frame) else { return nil }
        return (UnsafeMutableRawPointer(frame) + PlaceholderLayerType.widgetInstanceSize).assumingMemoryBound(to: Painted.self)
    }

    /// The backend of the view whose frame `frame` is, if that view has an
    /// active controller.
    static func backend(of frame: UnsafeMutablePointer<GtkWidget>) -> Gtk4Backend? {
        guard let view = gtk_widget_get_ancestor(frame, gtk_text_view_get_type()) else { return nil }
        let textView = UnsafeMutableRawPointer(view).assumingMemoryBound(to: GtkTextView.self)
        return PlaceholderController.existing(on: textView)?.backend as? Gtk4Backend
    }
}

/// What a frame's snapshots append until the layer repaints. All zero
/// (as GObject makes a new instance) is nothing kept.
struct Painted {
    /// The node to append again, in the text window's coordinates.
    var node: OpaquePointer?
    /// Where the text window's corner was in the frame when it was painted.
    var corner = graphene_point_t()
    /// Whether nothing is to be drawn (no node): the placeholder is hidden.
    var drawsNothing = false

    /// Lets go of the kept node.
    mutating func dropNode() {
        if let node { gsk_render_node_unref(node) }
        node = nil
    }
}

/// The object-data key of a view's frame.
nonisolated private let frameQuark = g_quark_from_string("ptv-gtk4-layer-frame")
