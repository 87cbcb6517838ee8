import CPlaceholderGtk4
import PlaceholderCore

/// The widget types of the placeholder layer, registered with GObject from
/// Swift, each a bare `GtkWidget` subclass of the library's own: the frame,
/// the one widget a view gets (its overlay, which paints the placeholder),
/// and GtkEntry's placeholder nodes (`entry > text > placeholder`), which
/// `PlaceholderStyleChain` lends a frame so that the theme styles the
/// innermost one as GTK 4 styles GtkEntry's own placeholder.
///
/// All measure 0, cannot be targeted by the pointer or take focus, and are
/// presentation-only for assistive technologies. The chain's widgets draw
/// nothing but the opacity probe's speck (their CSS boxes are emptied by
/// `PlaceholderLayerStyle`), and the frame never draws them.
enum PlaceholderLayerType {
    /// Which node of the layer a widget is.
    enum Role: Int {
        /// A view's overlay, which paints the placeholder (CSS `ptv-layer`,
        /// which no theme rule matches).
        case frame = 1
        /// The lent chain's outer widget (CSS `entry`).
        case entry
        /// The lent chain's middle widget (CSS `text`).
        case text
        /// The lent chain's inner widget, whose style the placeholder is
        /// painted in (CSS `placeholder`).
        case ink

        /// The CSS node name (for the chain, the name of the same node in
        /// GtkEntry) and the GType name.
        var names: (css: String, type: String) {
            switch self {
            case .frame: return ("ptv-layer", "PtvGtk4PlaceholderFrame")
            case .entry: return ("entry", "PtvGtk4PlaceholderEntry")
            case .text: return ("text", "PtvGtk4PlaceholderText")
            case .ink: return ("placeholder", "PtvGtk4PlaceholderInk")
            }
        }
    }

    /// Each role's GType, registered when first needed.
    private static var types: [Role: GType] = [:]
    /// The frame's GType, once registered (0 before).
    nonisolated(unsafe) private static var frameType: GType = 0

    /// Whether `widget` is a frame.
    nonisolated static func isFrame(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        frameType != 0
            && UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self).pointee.g_class.pointee.g_type
                == frameType
    }

    /// A new, floating widget of `role`'s type.
    static func makeWidget(_ role: Role) -> UnsafeMutablePointer<GtkWidget> {
        let type = types[role] ?? register(role)
        types[role] = type
        if role == .frame { frameType = type }
        return UnsafeMutableRawPointer(g_object_new_with_properties(type, 0, nil, nil)!)
            .assumingMemoryBound(to: GtkWidget.self)
    }

    /// GtkWidget's instance size: a frame keeps what it draws (`LayerFrame`)
    /// right after it, in its own instance (GObject zeroes the field).
    nonisolated(unsafe) static var widgetInstanceSize = 0

    private static func register(_ role: Role) -> GType {
        var query = GTypeQuery()
        g_type_query(gtk_widget_get_type(), &query)
        widgetInstanceSize = Int(query.instance_size)
        let extra = role == .frame ? MemoryLayout<Painted>.stride : 0
        var info = GTypeInfo(
            class_size: guint16(query.class_size), base_init: nil, base_finalize: nil,
            class_init: layerClassInit, class_finalize: nil,
            class_data: UnsafeRawPointer(bitPattern: role.rawValue),
            instance_size: guint16(Int(query.instance_size) + extra), n_preallocs: 0,
            instance_init: layerInstanceInit, value_table: nil)
        return g_type_register_static(gtk_widget_get_type(), role.names.type, &info, GTypeFlags(rawValue: 0))
    }
}

/// Whether the opacity probe is snapshotting a lent chain (GTK's
/// thread only): the inner widget then draws its speck.
nonisolated(unsafe) var layerChainIsProbed = false

/// GtkWidget's own `dispose` and `css_changed`, which the layer's widgets chain up to.
nonisolated(unsafe) private var widgetDispose: (@convention(c) (UnsafeMutablePointer<GObject>?) -> Void)?
nonisolated(unsafe) private var widgetCSSChanged: (@convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?) -> Void)?

/// Sets up a layer class; `data` is its role's raw value. GObject calls it
/// once per type, on the thread that first creates one (GTK's). It fills in
/// the class struct of the library's own type being made, as a C widget's
/// `class_init` does; no class of GTK's or an app's is written.
private let layerClassInit: GClassInitFunc = { klass, data in
    guard let klass, let role = PlaceholderLayerType.Role(rawValue: Int(bitPattern: data)) else { return }
    let objectClass = klass.assumingMemoryBound(to: GObjectClass.self)
    let widgetClass = klass.assumingMemoryBound(to: GtkWidgetClass.self)
    let parent = g_type_class_peek_parent(klass)!
    widgetDispose = parent.assumingMemoryBound(to: GObjectClass.self).pointee.dispose
    widgetCSSChanged = parent.assumingMemoryBound(to: GtkWidgetClass.self).pointee.css_changed
    objectClass.pointee.dispose = layerDispose
    widgetClass.pointee.measure = layerMeasure
    widgetClass.pointee.size_allocate = layerSizeAllocate
    if role == .ink { widgetClass.pointee.snapshot = inkSnapshot }
    if role == .frame {
        widgetClass.pointee.snapshot = frameSnapshot
        widgetClass.pointee.css_changed = frameCSSChanged
    }
    gtk_widget_class_set_css_name(widgetClass, role.names.css)
    gtk_widget_class_set_accessible_role(widgetClass, GTK_ACCESSIBLE_ROLE_PRESENTATION)
}

/// GtkWidget's own `css_changed`, for the frame's.
func widgetCSSChangedOfLayer(_ widget: UnsafeMutablePointer<GtkWidget>?, _ change: OpaquePointer?) {
    widgetCSSChanged?(widget, change)
}

/// Clicks go through to the view, and focus never lands here.
private let layerInstanceInit: GInstanceInitFunc = { instance, _ in
    guard let instance else { return }
    let widget = UnsafeMutableRawPointer(instance).assumingMemoryBound(to: GtkWidget.self)
    gtk_widget_set_can_target(widget, 0)
    gtk_widget_set_can_focus(widget, 0)
    gtk_widget_set_focusable(widget, 0)
}

/// A widget must unparent its children before it goes; a frame lets go of
/// its node.
private let layerDispose: @convention(c) (UnsafeMutablePointer<GObject>?) -> Void = { object in
    guard let object else { return }
    let widget = UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWidget.self)
    LayerFrame.keep(nil, in: widget)
    while let child = gtk_widget_get_first_child(widget) { gtk_widget_unparent(child) }
    widgetDispose?(object)
}

/// 0 across and down: the lent nodes take no room in the view.
private let layerMeasure: @convention(c) (
    UnsafeMutablePointer<GtkWidget>?, GtkOrientation, Int32,
    UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?,
    UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?
) -> Void = { _, _, _, minimum, natural, minimumBaseline, naturalBaseline in
    minimum?.pointee = 0
    natural?.pointee = 0
    minimumBaseline?.pointee = -1
    naturalBaseline?.pointee = -1
}

/// Each widget's child is allocated nothing: the placeholder is painted at
/// coordinates computed from the view, not from allocations.
private let layerSizeAllocate: @convention(c) (UnsafeMutablePointer<GtkWidget>?, Int32, Int32, Int32) -> Void = {
    widget, _, _, _ in
    guard let widget, let child = gtk_widget_get_first_child(widget) else { return }
    gtk_widget_allocate(child, 0, 0, -1, nil)
}

/// Draws the probe's speck (only the probe has the inner widget snapshotted).
private let inkSnapshot: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?) -> Void = { _, snapshot in
    guard let snapshot else { return }
    let snapshotAddress = UInt(bitPattern: UnsafeMutableRawPointer(snapshot))
    onGtkThread {
        guard layerChainIsProbed else { return }
        ThemeOpacityProbe.appendSpeck(to: OpaquePointer(bitPattern: snapshotAddress)!)
    }
}
