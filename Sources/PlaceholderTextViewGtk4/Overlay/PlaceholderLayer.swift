import CPlaceholderGtk4
import PlaceholderCore
import PlaceholderEngine

/// The widgets through which the placeholder reaches the screen: a chain of
/// three bare widgets (`PlaceholderLayerType`) added to the text view with
/// `gtk_text_view_add_overlay`. GTK 4 has no `draw` signal; an overlay child
/// is snapshotted after the view's text, inside the text area's clip, and
/// its own snapshot may draw outside its (empty) allocation.
///
/// The chain's CSS nodes are named like GtkEntry's placeholder (`entry >
/// text > placeholder`), so the theme gives the inner node GtkEntry's
/// placeholder colour and opacity; `PlaceholderLayerStyle` takes away every
/// box property, so the chain takes no room and draws no frame.
///
/// GTK 4.8 composites an overlay's drawing twice (`PlaceholderComposition`
/// finds out, and `PlaceholderDrawing` makes up for it).
///
/// `gtk_text_view_remove` does not remove overlays (GTK 4.8), so the layer
/// stays with the view once added and paints nothing while the placeholder
/// is hidden; the view disposes of it.
@MainActor
final class PlaceholderLayer {
    /// The outer widget: the view's overlay child.
    let frame: UnsafeMutablePointer<GtkWidget>
    /// The middle widget.
    private let text: UnsafeMutablePointer<GtkWidget>
    /// The inner widget, whose style the placeholder is painted in.
    let ink: UnsafeMutablePointer<GtkWidget>
    /// The CSS class of the inner node while the app's own colour is used:
    /// its theme opacity is then taken away.
    static let customColorClass = "ptv-custom-color"
    /// Set while `probeComposition()` snapshots the view.
    static var isProbing = false
    /// How GTK composites the layer's drawing, once probed: unknown
    /// after every style change.
    var composition: PlaceholderComposition?
    /// The frame clock's count of the frame that last drew the layer.
    var drawnInFrame: Int?
    /// The height the outer widget measures while `OverlayHeightRule` is
    /// being found out.
    var heightOverride: Int?

    /// Builds the chain and adds it to `view`. The layer keeps a reference
    /// to the outer widget until it is dropped.
    init(attachingTo view: UnsafeMutablePointer<GtkTextView>) {
        let viewWidget = UnsafeMutableRawPointer(view).assumingMemoryBound(to: GtkWidget.self)
        PlaceholderLayerStyle.install(on: gtk_widget_get_display(viewWidget))
        frame = PlaceholderLayerType.makeWidget(.frame)
        text = PlaceholderLayerType.makeWidget(.text)
        ink = PlaceholderLayerType.makeWidget(.ink)
        g_object_ref_sink(UnsafeMutableRawPointer(frame))
        gtk_widget_add_css_class(frame, PlaceholderLayerStyle.frameClass)
        gtk_widget_set_parent(text, frame)
        gtk_widget_set_parent(ink, text)
        gtk_text_view_add_overlay(view, frame, 0, 0)
    }

    isolated deinit {
        if let painted { gsk_render_node_unref(painted) }  // no observer runs here
        g_object_unref(UnsafeMutableRawPointer(frame))
    }

    /// The node the last paint appended (kept with the renderer too), to
    /// append again until `redraw()`.
    var painted: OpaquePointer? {
        didSet {
            if let painted { gsk_render_node_ref(painted) }
            if let oldValue { gsk_render_node_unref(oldValue) }
        }
    }

    /// Repaints the placeholder at the next frame, laid out anew (GTK 4
    /// keeps each widget's last drawing until that widget is queued).
    func redraw() {
        painted = nil
        gtk_widget_queue_draw(frame)
    }

    /// Asks GTK to measure the outer widget again.
    func remeasure() { gtk_widget_queue_resize(frame) }

    /// Whether the app's own colour is painted, at full opacity.
    func useCustomColor(_ custom: Bool) {
        if custom {
            gtk_widget_add_css_class(ink, Self.customColorClass)
        } else {
            gtk_widget_remove_css_class(ink, Self.customColorClass)
        }
    }

    /// The inner node's CSS colour: GtkEntry's placeholder colour, before
    /// its opacity.
    var cssColor: PlaceholderColor {
        var rgba = GdkRGBA()
        ptv_gtk4_widget_color(ink, &rgba)
        return PlaceholderColor(
            red: Double(rgba.red), green: Double(rgba.green), blue: Double(rgba.blue), alpha: Double(rgba.alpha))
    }

    /// The backend of the view `widget` (a layer widget) is an overlay of,
    /// if that view has an active controller.
    static func backend(of widget: UnsafeMutablePointer<GtkWidget>) -> Gtk4Backend? {
        guard let view = gtk_widget_get_ancestor(widget, gtk_text_view_get_type()) else { return nil }
        return PlaceholderController.existing(on: view, toolkit: Gtk4Backend.self)?.backend as? Gtk4Backend
    }

    /// The outer widget's snapshot: paints the placeholder, unless the
    /// probe is looking, when the chain inside is to be snapshotted (the
    /// inner widget draws a speck); returns whether it is.
    static func snapshot(frame: UnsafeMutablePointer<GtkWidget>, into snapshot: OpaquePointer) -> Bool {
        if isProbing { return true }
        backend(of: frame)?.paint(into: snapshot, from: frame)
        return false
    }
}
