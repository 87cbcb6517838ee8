import CPlaceholderGtk4
import PlaceholderCore
import PlaceholderEngine

/// The placeholder's widget in one view (GType `PtvPlaceholderOverlay`, CSS
/// name `placeholder-overlay`): a bare GtkWidget subclass of the library's
/// own, added with `gtk_text_view_add_overlay` at the buffer's origin, as an
/// app adds any overlay. It measures 0 and paints the placeholder from its
/// own `snapshot` at the text window's corner, laid out from the view's
/// geometry (a label could not follow the view's margins, markup and
/// paragraphs); GTK keeps that node until the widget is queued for drawing.
///
/// It is styled as GtkText styles its placeholder label: the classes the
/// themes give `entry > text > placeholder` (`.dim-label`, and libadwaita
/// 1.7's `.dimmed`, which a theme defining both gives one opacity), GTK
/// applying the CSS opacity itself; its CSS colour is the placeholder's.
/// An app restyles it with `textview placeholder-overlay { … }`. It is hidden
/// with `gtk_widget_set_child_visible`, as GtkText hides its placeholder.
///
/// GTK has no call that takes an overlay out of a text view: the widget
/// stays with the view, hidden, and goes with it.
enum PlaceholderOverlay {
    /// The CSS node name, which no theme rule names.
    static let cssName = "placeholder-overlay"
    /// The classes that dim it as the running theme dims GtkEntry's placeholder.
    static let dimClasses = ["dim-label", "dimmed"]

    /// The GType, registered on first use.
    private static let type = register()

    /// `view`'s overlay: added now, or the one added before (a view has one,
    /// whichever controller asks).
    static func of(_ view: UnsafeMutablePointer<GtkTextView>) -> UnsafeMutablePointer<GtkWidget> {
        let object = UnsafeMutableRawPointer(view).assumingMemoryBound(to: GObject.self)
        if let overlay = g_object_get_qdata(object, overlayQuark) { return overlay.assumingMemoryBound(to: GtkWidget.self) }
        let overlay = UnsafeMutableRawPointer(g_object_new_with_properties(type, 0, nil, nil)!)
            .assumingMemoryBound(to: GtkWidget.self)
        // The view's object data holds a reference too, so that the overlay
        // is found for as long as the view is.
        g_object_set_qdata_full(object, overlayQuark, g_object_ref_sink(UnsafeMutableRawPointer(overlay))) {
            g_object_unref($0)
        }
        gtk_text_view_add_overlay(view, overlay, 0, 0)
        return overlay
    }

    /// Dims the overlay by the theme (the theme's colour) or not (the app's).
    static func setDimmed(_ dimmed: Bool, _ overlay: UnsafeMutablePointer<GtkWidget>) {
        for name in dimClasses {
            if dimmed { gtk_widget_add_css_class(overlay, name) } else { gtk_widget_remove_css_class(overlay, name) }
        }
    }

    /// The backend of the view that is `widget` or holds it (the overlay),
    /// if the view has an active controller.
    static func backend(of widget: UnsafeMutablePointer<GtkWidget>) -> Gtk4Backend? {
        guard let view = gtk_widget_get_ancestor(widget, gtk_text_view_get_type()) else { return nil }
        return PlaceholderController.existing(on: view, toolkit: Gtk4Backend.self)?.backend as? Gtk4Backend
    }

    /// The opacity GTK drew the overlay's last node with (its CSS opacity
    /// times its own), from the opacity node GTK wraps a widget's node in:
    /// GTK 4 has no getter for a widget's CSS opacity. GTK hands back the
    /// node it keeps; nothing is rendered. Nil while it has no node.
    static func drawnOpacity(of overlay: UnsafeMutablePointer<GtkWidget>) -> Double? {
        guard gtk_widget_get_mapped(overlay) != 0, let parent = gtk_widget_get_parent(overlay) else { return nil }
        let snapshot = gtk_snapshot_new()!
        gtk_widget_snapshot_child(parent, overlay, snapshot)
        guard var node = gtk_snapshot_free_to_node(snapshot) else { return nil }
        let root = node
        defer { gsk_render_node_unref(root) }
        while true {
            switch gsk_render_node_get_node_type(node) {
            case GSK_OPACITY_NODE: return Double(gsk_opacity_node_get_opacity(node))
            case GSK_TRANSFORM_NODE: node = gsk_transform_node_get_child(node)
            case GSK_DEBUG_NODE: node = gsk_debug_node_get_child(node)
            default: return 1
            }
        }
    }

    private static func register() -> GType {
        var query = GTypeQuery()
        g_type_query(gtk_widget_get_type(), &query)
        return g_type_register_static_simple(
            gtk_widget_get_type(), "PtvPlaceholderOverlay", query.class_size, overlayClassInit, query.instance_size,
            overlayInstanceInit, GTypeFlags(rawValue: 0))
    }
}

extension PlaceholderColor {
    /// `widget`'s CSS colour (its `color` property where it is now).
    init(cssColorOf widget: UnsafeMutablePointer<GtkWidget>) {
        var rgba = GdkRGBA()
        ptv_gtk4_widget_color(widget, &rgba)
        self.init(red: Double(rgba.red), green: Double(rgba.green), blue: Double(rgba.blue), alpha: Double(rgba.alpha))
    }
}

/// The object-data key of a view's overlay.
nonisolated private let overlayQuark = g_quark_from_string("ptv-gtk4-placeholder-overlay")

/// GtkWidget's own `css_changed`, which the overlay's chains up to.
nonisolated(unsafe) private var widgetCSSChanged: (@convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?) -> Void)?

/// Fills in the class struct of the library's own type, as a C widget's
/// `class_init` does (GObject calls it once, on GTK's thread); no class of
/// GTK's or an app's is written.
private let overlayClassInit: GClassInitFunc = { klass, _ in
    guard let klass else { return }
    let widgetClass = klass.assumingMemoryBound(to: GtkWidgetClass.self)
    widgetCSSChanged = g_type_class_peek_parent(klass)!.assumingMemoryBound(to: GtkWidgetClass.self).pointee.css_changed
    // No `measure`: GtkWidget's own, with no layout manager, measures 0
    // across and down (no baselines), so the overlay takes no room and
    // never moves the view's text.
    widgetClass.pointee.snapshot = overlaySnapshot
    widgetClass.pointee.css_changed = overlayCSSChanged
    gtk_widget_class_set_css_name(widgetClass, PlaceholderOverlay.cssName)
    // GtkText's placeholder is read as the entry's placeholder property, not
    // as a label: the view's accessible carries it (`showAccessiblePlaceholder`).
    gtk_widget_class_set_accessible_role(widgetClass, GTK_ACCESSIBLE_ROLE_PRESENTATION)
}

/// Clicks go through to the view, focus never lands here, and the theme
/// dims it from the start.
private let overlayInstanceInit: GInstanceInitFunc = { instance, _ in
    guard let instance else { return }
    let overlay = UnsafeMutableRawPointer(instance).assumingMemoryBound(to: GtkWidget.self)
    gtk_widget_set_can_target(overlay, 0)
    gtk_widget_set_focusable(overlay, 0)
    PlaceholderOverlay.setDimmed(true, overlay)
}

/// Paints the placeholder (the backend's `paint`); GTK keeps the node.
private let overlaySnapshot: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?) -> Void = {
    overlay, snapshot in
    guard let overlay, let snapshot else { return }
    onGtkThread((overlay, snapshot)) { PlaceholderOverlay.backend(of: $0.0)?.paint(into: $0.1) }
}

/// GtkWidget's own handling (which queues the drawing a new colour or
/// opacity needs), then the backend's: a new font lays the placeholder out
/// again, and the opacity is read again.
private let overlayCSSChanged: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?) -> Void = {
    overlay, change in
    widgetCSSChanged?(overlay, change)
    guard let overlay else { return }
    onGtkThread(overlay) { PlaceholderOverlay.backend(of: $0)?.styleChanged() }
}
