import CPlaceholderGtk4
import PlaceholderCore
import PlaceholderEngine

/// The placeholder's widget in one view (GType `PtvPlaceholderOverlay`): a
/// bare GtkWidget subclass of the library's own, added with
/// `gtk_text_view_add_overlay` at the buffer's origin, as an app adds any
/// overlay. It measures 0 and paints the placeholder from its own
/// `snapshot` at the text window's corner, laid out from the view's geometry
/// (a label could not follow the view's margins, markup and paragraphs);
/// GTK keeps that node until the widget is queued for drawing.
///
/// Its look comes from its one child, its style node (CSS name
/// `placeholder-overlay`), which is never drawn: as GtkTextView's
/// `selection` node styles the selection, the theme and the app style it,
/// with the classes the themes give `entry > text > placeholder`
/// (`.dim-label`, and libadwaita 1.7's `.dimmed`, which a theme defining
/// both gives one opacity). The overlay paints in that node's colour, font
/// and CSS opacity, the opacity folded into the colour's alpha, so that GTK
/// draws the placeholder's glyphs as plain text, with no opacity group. An
/// app restyles it with `textview placeholder-overlay { … }`. It is hidden
/// with `gtk_widget_set_child_visible`, as GtkText hides its placeholder.
///
/// GTK has no call that takes an overlay out of a text view: the widget
/// stays with the view, hidden, and goes with it.
enum PlaceholderOverlay {
    /// The style node's CSS name, which no theme rule names.
    static let cssName = "placeholder-overlay"
    /// The classes that dim it as the running theme dims GtkEntry's placeholder.
    static let dimClasses = ["dim-label", "dimmed"]

    /// The GTypes, registered on first use.
    private static let type = register("PtvPlaceholderOverlay", overlayClassInit, overlayInstanceInit)
    fileprivate static let styleType = register("PtvPlaceholderOverlayStyle", styleClassInit, nil)

    /// `view`'s overlay: added now, or the one added before (a view has one,
    /// whichever controller asks).
    static func of(_ view: UnsafeMutablePointer<GtkTextView>) -> UnsafeMutablePointer<GtkWidget> {
        let object = UnsafeMutableRawPointer(view).assumingMemoryBound(to: GObject.self)
        if let overlay = g_object_get_qdata(object, overlayQuark) { return overlay.assumingMemoryBound(to: GtkWidget.self) }
        let overlay = newWidget(type)
        // The view's object data holds a reference too, so that the overlay
        // is found for as long as the view is.
        g_object_set_qdata_full(object, overlayQuark, g_object_ref_sink(UnsafeMutableRawPointer(overlay))) {
            g_object_unref($0)
        }
        gtk_text_view_add_overlay(view, overlay, 0, 0)
        return overlay
    }

    /// The overlay's style node: its one child (the overlay itself once
    /// disposed, which has unparented it).
    static func style(of overlay: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        gtk_widget_get_first_child(overlay) ?? overlay
    }

    /// Dims the placeholder by the theme (the theme's colour) or not (the
    /// app's). Returns whether that changed.
    @discardableResult
    static func setDimmed(_ dimmed: Bool, _ overlay: UnsafeMutablePointer<GtkWidget>) -> Bool {
        let style = style(of: overlay)
        guard (gtk_widget_has_css_class(style, dimClasses[0]) != 0) != dimmed else { return false }
        for name in dimClasses {
            if dimmed { gtk_widget_add_css_class(style, name) } else { gtk_widget_remove_css_class(style, name) }
        }
        return true
    }

    /// The backend of the view that is `widget` or holds it (the overlay or
    /// its style node), if the view has an active controller.
    static func backend(of widget: UnsafeMutablePointer<GtkWidget>) -> Gtk4Backend? {
        guard let view = gtk_widget_get_ancestor(widget, gtk_text_view_get_type()) else { return nil }
        return PlaceholderController.existing(on: view, toolkit: Gtk4Backend.self)?.backend as? Gtk4Backend
    }

    /// The style node's CSS opacity (times its own, which nothing sets), as
    /// GTK wraps its (empty) node in it: GTK 4 has no getter for a widget's
    /// CSS opacity. Nothing is rendered. Nil while the overlay is not mapped.
    static func cssOpacity(of overlay: UnsafeMutablePointer<GtkWidget>) -> Double? {
        let style = style(of: overlay)
        guard gtk_widget_get_mapped(style) != 0 else { return nil }
        let snapshot = gtk_snapshot_new()!
        gtk_widget_snapshot_child(overlay, style, snapshot)
        // GTK makes no node for a widget it would not draw: opacity 0.
        guard var node = gtk_snapshot_free_to_node(snapshot) else { return 0 }
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

    fileprivate static func newWidget(_ type: GType) -> UnsafeMutablePointer<GtkWidget> {
        UnsafeMutableRawPointer(g_object_new_with_properties(type, 0, nil, nil)!).assumingMemoryBound(to: GtkWidget.self)
    }

    private static func register(_ name: String, _ classInit: GClassInitFunc, _ instanceInit: GInstanceInitFunc?) -> GType {
        var query = GTypeQuery()
        g_type_query(gtk_widget_get_type(), &query)
        return g_type_register_static_simple(
            gtk_widget_get_type(), name, query.class_size, classInit, query.instance_size, instanceInit,
            GTypeFlags(rawValue: 0))
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

/// GtkWidget's own `css_changed` and GObject's `dispose` for GtkWidget,
/// which the library's types chain up to.
nonisolated(unsafe) private var widgetCSSChanged: (@convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?) -> Void)?
nonisolated(unsafe) private var widgetDispose: (@convention(c) (UnsafeMutablePointer<GObject>?) -> Void)?

/// Fills in the class struct of the overlay's own type, as a C widget's
/// `class_init` does (GObject calls it once, on GTK's thread); no class of
/// GTK's or an app's is written. No CSS name: the style node carries the
/// placeholder's.
private let overlayClassInit: GClassInitFunc = { klass, _ in
    guard let klass else { return }
    let widgetClass = klass.assumingMemoryBound(to: GtkWidgetClass.self)
    let parent = g_type_class_peek_parent(klass)!.assumingMemoryBound(to: GtkWidgetClass.self)
    widgetDispose = parent.pointee.parent_class.dispose
    widgetClass.pointee.parent_class.dispose = overlayDispose
    // No `measure`: GtkWidget's own, with no layout manager, measures 0
    // across and down (no baselines), so the overlay takes no room and
    // never moves the view's text.
    widgetClass.pointee.size_allocate = overlayAllocate
    widgetClass.pointee.snapshot = overlaySnapshot
    // GtkText's placeholder is read as the entry's placeholder property, not
    // as a label: the view's accessible carries it (`showAccessiblePlaceholder`).
    gtk_widget_class_set_accessible_role(widgetClass, GTK_ACCESSIBLE_ROLE_PRESENTATION)
}

/// Clicks go through the overlay and its style node to the view (GtkWidget
/// is not focusable); the style node is made, and dimmed by the theme from
/// the start.
private let overlayInstanceInit: GInstanceInitFunc = { instance, _ in
    guard let instance else { return }
    let overlay = UnsafeMutableRawPointer(instance).assumingMemoryBound(to: GtkWidget.self)
    gtk_widget_set_can_target(overlay, 0)
    gtk_widget_set_parent(PlaceholderOverlay.newWidget(PlaceholderOverlay.styleType), overlay)
    PlaceholderOverlay.setDimmed(true, overlay)
}

/// Unparents the style node, as a GTK 4 widget unparents its children.
private let overlayDispose: @convention(c) (UnsafeMutablePointer<GObject>?) -> Void = { object in
    if let object, let child = gtk_widget_get_first_child(UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWidget.self)) {
        gtk_widget_unparent(child)
    }
    widgetDispose?(object)
}

/// Gives the style node its minimum size, which nothing draws: a mapped
/// widget has an allocation.
private let overlayAllocate: @convention(c) (UnsafeMutablePointer<GtkWidget>?, Int32, Int32, Int32) -> Void = {
    overlay, _, _, _ in
    guard let overlay else { return }
    let style = PlaceholderOverlay.style(of: overlay)
    var width: Int32 = 0, height: Int32 = 0
    gtk_widget_measure(style, GTK_ORIENTATION_HORIZONTAL, -1, &width, nil, nil, nil)
    gtk_widget_measure(style, GTK_ORIENTATION_VERTICAL, width, &height, nil, nil, nil)
    gtk_widget_allocate(style, width, height, -1, nil)
}

/// Paints the placeholder (the backend's `paint`); GTK keeps the node. The
/// style node is not drawn.
private let overlaySnapshot: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?) -> Void = {
    overlay, snapshot in
    guard let overlay, let snapshot else { return }
    onGtkThread((overlay, snapshot)) { PlaceholderOverlay.backend(of: $0.0)?.paint(into: $0.1) }
}

/// The style node's class: its CSS name, and an empty node for GTK to wrap
/// in its CSS opacity.
private let styleClassInit: GClassInitFunc = { klass, _ in
    guard let klass else { return }
    let widgetClass = klass.assumingMemoryBound(to: GtkWidgetClass.self)
    widgetCSSChanged = g_type_class_peek_parent(klass)!.assumingMemoryBound(to: GtkWidgetClass.self).pointee.css_changed
    widgetClass.pointee.snapshot = styleSnapshot
    widgetClass.pointee.css_changed = styleCSSChanged
    gtk_widget_class_set_css_name(widgetClass, PlaceholderOverlay.cssName)
    gtk_widget_class_set_accessible_role(widgetClass, GTK_ACCESSIBLE_ROLE_PRESENTATION)
}

/// An empty colour node: no pixel, but a node for the opacity to wrap.
private let styleSnapshot: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?) -> Void = { _, snapshot in
    var clear = GdkRGBA()
    var nothing = graphene_rect_t()
    gtk_snapshot_append_color(snapshot, &clear, &nothing)
}

/// GtkWidget's own handling, then the backend's: the placeholder's colour,
/// font or opacity may have changed (a theme, a variant, the app's CSS, the
/// window's backdrop).
private let styleCSSChanged: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?) -> Void = {
    style, change in
    widgetCSSChanged?(style, change)
    guard let style else { return }
    onGtkThread(style) { PlaceholderOverlay.backend(of: $0)?.styleChanged() }
}
