import CPlaceholderGtk4

/// The widget types of the placeholder layer, registered with GObject from
/// Swift: an overlay layer's widget (the outer node, `ptv-layer`, which no
/// theme rule matches, so GTK computes no style values of its own for it)
/// and the three nodes of GtkEntry's placeholder (`entry > text >
/// placeholder`) that `PlaceholderStyleChain` lends it (or the view), so that the theme
/// styles the innermost one as GTK 4 styles GtkEntry's own placeholder.
/// Each is a bare `GtkWidget`.
///
/// All measure 0 (an overlay child is allocated at its minimum size, and
/// the minimum sizes of a text view's overlays feed its own), cannot be
/// targeted by the pointer or take focus, and are presentation-only for
/// assistive technologies. The outer one asks its view's backend for a
/// height when the natural-height option is on, and paints the placeholder
/// from its `snapshot` in the inner one's style; it snapshots a lent chain
/// only for the composition probe, when the inner one draws a speck (their
/// CSS boxes draw nothing, and GTK would put the inner node's opacity
/// around the text as a group).
@MainActor
enum PlaceholderLayerType {
    /// Which node of the layer a widget is.
    enum Role: Int {
        /// The outer widget, the text view's overlay child.
        case frame = 1
        /// The lent chain's outer widget (CSS `entry`).
        case entry
        /// The lent chain's middle widget (CSS `text`).
        case text
        /// The lent chain's inner widget, whose style the placeholder is
        /// painted in (CSS `placeholder`).
        case ink

        /// The CSS node name: for the chain, the name of the same node in
        /// GtkEntry.
        var cssName: String {
            switch self {
            case .frame: return "ptv-layer"
            case .entry: return "entry"
            case .text: return "text"
            case .ink: return "placeholder"
            }
        }

        /// The GType name.
        var typeName: String {
            switch self {
            case .frame: return "PtvGtk4PlaceholderFrame"
            case .entry: return "PtvGtk4PlaceholderEntry"
            case .text: return "PtvGtk4PlaceholderText"
            case .ink: return "PtvGtk4PlaceholderInk"
            }
        }
    }

    /// Each role's GType, registered when first needed.
    private static var types: [Role: GType] = [:]

    /// A new, floating widget of `role`'s type.
    static func makeWidget(_ role: Role) -> UnsafeMutablePointer<GtkWidget> {
        let type = types[role] ?? register(role)
        types[role] = type
        return UnsafeMutableRawPointer(g_object_new_with_properties(type, 0, nil, nil)!)
            .assumingMemoryBound(to: GtkWidget.self)
    }

    /// Whether `widget` is a layer's outer widget.
    static func isFrame(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        let type = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)
            .pointee.g_class.pointee.g_type
        return type == types[.frame]
    }

    /// The node the outer widget `frame` appends at each snapshot, until
    /// its layer repaints; nil while there is none (hidden, not yet laid
    /// out, style unknown, layer gone). It is kept in the widget itself, in
    /// a field past GtkWidget's instance struct, so that the snapshot
    /// appends it with two C calls before any Swift state is looked up.
    nonisolated static func paintedNode(of frame: UnsafeMutablePointer<GtkWidget>) -> OpaquePointer? {
        paintedNodeField(of: frame).pointee
    }

    /// Keeps `node` (referenced) as `frame`'s painted node, releasing the
    /// one it replaces.
    nonisolated static func keep(_ node: OpaquePointer?, paintedBy frame: UnsafeMutablePointer<GtkWidget>) {
        let field = paintedNodeField(of: frame)
        if let node { gsk_render_node_ref(node) }
        if let old = field.pointee { gsk_render_node_unref(old) }
        field.pointee = node
    }

    nonisolated private static func paintedNodeField(
        of widget: UnsafeMutablePointer<GtkWidget>
    ) -> UnsafeMutablePointer<OpaquePointer?> {
        (UnsafeMutableRawPointer(widget) + widgetInstanceSize).assumingMemoryBound(to: OpaquePointer?.self)
    }

    private static func register(_ role: Role) -> GType {
        var query = GTypeQuery()
        g_type_query(gtk_widget_get_type(), &query)
        widgetInstanceSize = Int(query.instance_size)
        var info = GTypeInfo(
            class_size: guint16(query.class_size), base_init: nil, base_finalize: nil,
            class_init: layerClassInit, class_finalize: nil,
            class_data: UnsafeRawPointer(bitPattern: role.rawValue),
            instance_size: guint16(Int(query.instance_size) + MemoryLayout<OpaquePointer?>.stride), n_preallocs: 0,
            instance_init: layerInstanceInit, value_table: nil)
        return g_type_register_static(gtk_widget_get_type(), role.typeName, &info, GTypeFlags(rawValue: 0))
    }
}

/// GtkWidget's instance size: a layer widget's painted node is kept right
/// after it (GObject zeroes the field).
nonisolated(unsafe) private var widgetInstanceSize = 0

/// Whether the composition probe is snapshotting a chain lent to a layer
/// (GTK's thread only): the layer's snapshot then draws the chain, not the
/// placeholder.
nonisolated(unsafe) var layerChainIsProbed = false

/// GtkWidget's own `dispose`, `css_changed` and `snapshot`, which the layer's chain up to.
nonisolated(unsafe) private var widgetDispose: (@convention(c) (UnsafeMutablePointer<GObject>?) -> Void)?
nonisolated(unsafe) private var widgetCSSChanged: (@convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?) -> Void)?
nonisolated(unsafe) private var widgetSnapshot: (@convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?) -> Void)?

/// Sets up a layer class; `data` is its role's raw value. GObject calls it
/// once per type, on the thread that first creates one (GTK's).
private let layerClassInit: GClassInitFunc = { klass, data in
    guard let klass, let role = PlaceholderLayerType.Role(rawValue: Int(bitPattern: data)) else { return }
    let objectClass = klass.assumingMemoryBound(to: GObjectClass.self)
    let widgetClass = klass.assumingMemoryBound(to: GtkWidgetClass.self)
    let parent = g_type_class_peek_parent(klass)!
    widgetDispose = parent.assumingMemoryBound(to: GObjectClass.self).pointee.dispose
    widgetCSSChanged = parent.assumingMemoryBound(to: GtkWidgetClass.self).pointee.css_changed
    widgetSnapshot = parent.assumingMemoryBound(to: GtkWidgetClass.self).pointee.snapshot
    objectClass.pointee.dispose = layerDispose
    widgetClass.pointee.measure = layerMeasure
    widgetClass.pointee.size_allocate = layerSizeAllocate
    switch role {
    case .frame:
        widgetClass.pointee.snapshot = frameSnapshot
        widgetClass.pointee.css_changed = frameCSSChanged
    case .entry, .text: break
    case .ink: widgetClass.pointee.snapshot = inkSnapshot
    }
    gtk_widget_class_set_css_name(widgetClass, role.cssName)
    gtk_widget_class_set_accessible_role(widgetClass, GTK_ACCESSIBLE_ROLE_PRESENTATION)
}

/// Clicks go through to the view, and focus never lands here.
private let layerInstanceInit: GInstanceInitFunc = { instance, _ in
    guard let instance else { return }
    let widget = UnsafeMutableRawPointer(instance).assumingMemoryBound(to: GtkWidget.self)
    gtk_widget_set_can_target(widget, 0)
    gtk_widget_set_can_focus(widget, 0)
    gtk_widget_set_focusable(widget, 0)
}

/// A widget must unparent its children before it goes, and lets its
/// painted node go.
private let layerDispose: @convention(c) (UnsafeMutablePointer<GObject>?) -> Void = { object in
    guard let object else { return }
    let widget = UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWidget.self)
    PlaceholderLayerType.keep(nil, paintedBy: widget)
    while let child = gtk_widget_get_first_child(widget) { gtk_widget_unparent(child) }
    widgetDispose?(object)
}

/// 0 across, always; 0 down, unless the outer widget's view asks for the
/// height of its whole placeholder.
private let layerMeasure: @convention(c) (
    UnsafeMutablePointer<GtkWidget>?, GtkOrientation, Int32,
    UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?,
    UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?
) -> Void = { widget, orientation, _, minimum, natural, minimumBaseline, naturalBaseline in
    var size: Int32 = 0
    if let widget, orientation == GTK_ORIENTATION_VERTICAL {
        let address = UInt(bitPattern: widget)
        size = MainActor.assumeIsolated {
            let widget = UnsafeMutablePointer<GtkWidget>(bitPattern: address)!
            guard PlaceholderLayerType.isFrame(widget),
                let backend = PlaceholderLayer.backend(of: widget)
            else { return 0 }
            return Int32(clamping: backend.layer?.heightOverride ?? backend.measureHeightRequest())
        }
    }
    minimum?.pointee = size
    natural?.pointee = size
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

/// Paints the placeholder; while probing, snapshots the chain inside.
private let frameSnapshot: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?) -> Void = {
    widget, snapshot in
    guard let widget, let snapshot else { return }
    // Most frames: what was painted, again (GTK re-snapshots every widget
    // of an invalidated tree, and a theme or window change invalidates all).
    if !layerChainIsProbed, let painted = PlaceholderLayerType.paintedNode(of: widget) {
        return gtk_snapshot_append_node(snapshot, painted)
    }
    let widgetAddress = UInt(bitPattern: widget)
    let snapshotAddress = UInt(bitPattern: UnsafeMutableRawPointer(snapshot))
    let probing = MainActor.assumeIsolated {
        PlaceholderLayer.snapshot(
            frame: UnsafeMutablePointer<GtkWidget>(bitPattern: widgetAddress)!,
            into: OpaquePointer(bitPattern: snapshotAddress)!)
    }
    if probing { widgetSnapshot?(widget, snapshot) }
}

/// Draws the probe's speck (only the probe has the inner widget snapshotted).
private let inkSnapshot: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?) -> Void = { _, snapshot in
    guard let snapshot else { return }
    let snapshotAddress = UInt(bitPattern: UnsafeMutableRawPointer(snapshot))
    MainActor.assumeIsolated {
        guard layerChainIsProbed else { return }
        PlaceholderComposition.appendSpeck(to: OpaquePointer(bitPattern: snapshotAddress)!)
    }
}

/// A new style (theme, font, colour) for the outer node, and so for the
/// nodes lent to it: its view's placeholder is repainted, and relaid out if
/// the font changed. (The lent nodes change style whenever they are lent,
/// which says nothing of any one view.)
private let frameCSSChanged: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?) -> Void = {
    widget, change in
    widgetCSSChanged?(widget, change)
    guard let widget else { return }
    let address = UInt(bitPattern: widget)
    MainActor.assumeIsolated {
        PlaceholderLayer.backend(of: UnsafeMutablePointer<GtkWidget>(bitPattern: address)!)?.styleChanged()
    }
}
