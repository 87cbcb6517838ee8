import CPlaceholderGtk4
import PlaceholderCore

/// The placeholder drawn from inside GtkTextView's own drawing, with no
/// widget of its own: GTK 4 calls its class's `snapshot_layer` in the text
/// area's clip, in buffer coordinates, below the text (so under the caret,
/// above what a subclass such as GtkSourceView draws there) and above it.
/// The class's slot is taken over (`TextViewClassSlot`) while a view of
/// that class has a placeholder to draw, and given back when none has:
/// GtkTextView's drawing saves, moves and restores its snapshot around each
/// layer only when its class has a `snapshot_layer`, so views whose text is
/// typed then pay nothing at all in their frames. While the slot is taken,
/// a view the placeholder is not drawn in pays one object-data lookup per
/// layer drawn. `css_changed`, through which the view's new styles are
/// heard, is taken over for good.
///
/// A widget costs GTK 4 a CSS node, its private data and an accessibility
/// context: an overlay child (and the container GtkTextView adds for
/// overlays) cost a view more than all the rest of its placeholder, and
/// GTK 4.8 to 4.13 composite overlays twice. Drawn here, the placeholder is
/// composited once on every GTK 4.
///
/// The node painted last is kept on the view (object data), in text-window
/// coordinates, and appended again until it is dropped, at the text
/// window's corner (GTK's own translation undone, so that where nothing
/// else moved the text window a frame makes no node); so is the finding that nothing
/// is to be drawn (the placeholder hidden), so that a view redrawn at each
/// keystroke never calls into Swift, and gives the slot back.
///
/// The natural-height option takes over the class's `measure` the same
/// way (once it is first asked for): the view's own minimum and natural
/// heights, raised to what its whole placeholder needs.
enum InViewDrawing {
    /// Starts drawing in `view`: its class's `css_changed` taken over (once
    /// per class), its `snapshot_layer` used, and an empty painted node kept on it.
    static func start(in view: UnsafeMutablePointer<GtkTextView>) {
        let instance = UnsafeMutableRawPointer(view)
        cssChangedSlot.takeOver(classOf: instance)
        guard paintedBox(of: view) == nil else { return }
        let box = UnsafeMutablePointer<Painted>.allocate(capacity: 1)
        box.initialize(to: Painted(viewClass: TextViewClassSlot.classOf(instance)))
        snapshotLayerSlot.use(box.pointee.viewClass)
        g_object_set_qdata_full(
            UnsafeMutableRawPointer(view).assumingMemoryBound(to: GObject.self), paintedQuark, box, releaseBox)
    }

    /// Stops drawing in `view` (which must be alive): its kept node goes.
    static func stop(in view: UnsafeMutablePointer<GtkTextView>) {
        g_object_set_qdata(UnsafeMutableRawPointer(view).assumingMemoryBound(to: GObject.self), paintedQuark, nil)
    }

    /// Has `view` (drawing the placeholder) ask for its placeholder's
    /// height in its measure, or stop asking.
    static func askForHeight(_ asks: Bool, in view: UnsafeMutablePointer<GtkTextView>) {
        guard let box = paintedBox(of: view), box.pointee.asksForHeight != asks else { return }
        if asks { measureSlot.takeOver(classOf: UnsafeMutableRawPointer(view)) }
        box.pointee.asksForHeight = asks
    }

    /// Whether the placeholder is drawn in `view`.
    static func isDrawing(in view: UnsafeMutablePointer<GtkTextView>) -> Bool { paintedBox(of: view) != nil }

    /// The node appended at each of `view`'s snapshots until it is
    /// dropped (nil: painted anew at the next).
    static func painted(in view: UnsafeMutablePointer<GtkTextView>) -> OpaquePointer? {
        paintedBox(of: view)?.pointee.node
    }

    /// Keeps `node` (referenced) as `view`'s painted node; nil drops it, and
    /// `drawsNothing` says whether the next snapshots are to draw nothing
    /// rather than paint anew.
    static func keep(_ node: OpaquePointer?, drawsNothing: Bool = false, in view: UnsafeMutablePointer<GtkTextView>) {
        guard let box = paintedBox(of: view) else { return }
        if let node { gsk_render_node_ref(node) }
        box.pointee.dropNodes()
        box.pointee.node = node
        let wasDrawingNothing = box.pointee.drawsNothing
        box.pointee.drawsNothing = node == nil && drawsNothing
        if box.pointee.drawsNothing != wasDrawingNothing {
            if wasDrawingNothing {
                snapshotLayerSlot.use(box.pointee.viewClass)
            } else {
                snapshotLayerSlot.release(box.pointee.viewClass)
            }
        }
    }

    nonisolated fileprivate static func paintedBox(
        of view: UnsafeMutablePointer<GtkTextView>
    ) -> UnsafeMutablePointer<Painted>? {
        g_object_get_qdata(UnsafeMutableRawPointer(view).assumingMemoryBound(to: GObject.self), paintedQuark)?
            .assumingMemoryBound(to: Painted.self)
    }
}

/// What a view's snapshots append until the layer repaints.
private struct Painted {
    /// The view's class, whose `snapshot_layer` slot holds the wrapper
    /// while the view is to draw something (not `drawsNothing`).
    let viewClass: UnsafeMutableRawPointer
    /// The node to append again.
    var node: OpaquePointer?
    /// Whether nothing is to be drawn (no node): the placeholder is hidden.
    var drawsNothing = false
    /// Whether the view's measure asks for the placeholder's height.
    var asksForHeight = false

    /// Lets go of the kept node.
    mutating func dropNodes() {
        if let node { gsk_render_node_unref(node) }
        node = nil
    }
}

private typealias SnapshotLayer = @convention(c) (UnsafeMutablePointer<GtkTextView>?, GtkTextViewLayer, OpaquePointer?) -> Void
private typealias CSSChanged = @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?) -> Void
private typealias Measure = @convention(c) (
    UnsafeMutablePointer<GtkWidget>?, GtkOrientation, Int32,
    UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?
) -> Void

/// The object-data key of a view's painted-node box.
nonisolated private let paintedQuark = g_quark_from_string("ptv-gtk4-in-view-painted")

/// Frees a view's painted-node box, and its node.
private let releaseBox: GDestroyNotify = { data in
    guard let box = data?.assumingMemoryBound(to: Painted.self) else { return }
    if !box.pointee.drawsNothing { snapshotLayerSlot.release(box.pointee.viewClass) }
    box.pointee.dropNodes()
    box.deallocate()
}

private let snapshotLayerSlot = TextViewClassSlot(
    offset: MemoryLayout<GtkTextViewClass>.offset(of: \GtkTextViewClass.snapshot_layer)!,
    wrapper: unsafeBitCast(snapshotLayer as SnapshotLayer, to: UnsafeRawPointer.self))

private let cssChangedSlot = TextViewClassSlot(
    offset: MemoryLayout<GtkTextViewClass>.offset(of: \GtkTextViewClass.parent_class.css_changed)!,
    wrapper: unsafeBitCast(cssChanged as CSSChanged, to: UnsafeRawPointer.self))

private let measureSlot = TextViewClassSlot(
    offset: MemoryLayout<GtkTextViewClass>.offset(of: \GtkTextViewClass.parent_class.measure)!,
    wrapper: unsafeBitCast(measure as Measure, to: UnsafeRawPointer.self))

/// The class's own layers first; then, once per frame, below the text,
/// the placeholder: the kept node, or painted anew, at the text window's
/// corner in buffer coordinates.
private let snapshotLayer: SnapshotLayer = { view, layer, snapshot in
    guard let view else { return }
    let (replaced, outermost) = snapshotLayerSlot.enter(UnsafeMutableRawPointer(view))
    if let replaced { unsafeBitCast(replaced, to: SnapshotLayer.self)(view, layer, snapshot) }
    snapshotLayerSlot.leave()
    guard outermost, layer == GTK_TEXT_VIEW_LAYER_BELOW_TEXT, let snapshot,
        let box = InViewDrawing.paintedBox(of: view), !box.pointee.drawsNothing
    else { return }
    // GtkTextView saves the snapshot before each layer and restores it
    // after (gtktextview.c's `draw_text`, GTK 4.0 to now): moved here, the
    // snapshot needs no state of its own. The corner undoes GTK's own
    // translation, which GSK merges into none where nothing else moved
    // the text window: the kept node is then appended as it is.
    var corner = (x: Int32(0), y: Int32(0))
    gtk_text_view_window_to_buffer_coords(view, GTK_TEXT_WINDOW_TEXT, 0, 0, &corner.x, &corner.y)
    if corner.x != 0 || corner.y != 0 {
        var point = graphene_point_t(x: Float(corner.x), y: Float(corner.y))
        gtk_snapshot_translate(snapshot, &point)
    }
    if let node = box.pointee.node {
        gtk_snapshot_append_node(snapshot, node)
    } else {
        let viewAddress = UInt(bitPattern: view), snapshotAddress = UInt(bitPattern: UnsafeMutableRawPointer(snapshot))
        onGtkThread {
            let view = UnsafeMutablePointer<GtkTextView>(bitPattern: viewAddress)!
            (PlaceholderController.existing(on: view)?.backend as? Gtk4Backend)?
                .paint(into: OpaquePointer(bitPattern: snapshotAddress)!)
        }
    }
}

/// The class's own handling first; then a view the placeholder is drawn
/// in hears of its new style.
private let cssChanged: CSSChanged = { widget, change in
    guard let widget else { return }
    let (replaced, outermost) = cssChangedSlot.enter(UnsafeMutableRawPointer(widget))
    if let replaced { unsafeBitCast(replaced, to: CSSChanged.self)(widget, change) }
    cssChangedSlot.leave()
    let view = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkTextView.self)
    guard outermost, InViewDrawing.paintedBox(of: view) != nil else { return }
    let address = UInt(bitPattern: view)
    onGtkThread {
        let view = UnsafeMutablePointer<GtkTextView>(bitPattern: address)!
        (PlaceholderController.existing(on: view)?.backend as? Gtk4Backend)?.viewStyleMayHaveChanged()
    }
}

/// The class's own measure first; then a view asking for its placeholder's
/// height gets at least that height, minimum and natural.
private let measure: Measure = { widget, orientation, forSize, minimum, natural, minimumBaseline, naturalBaseline in
    guard let widget else { return }
    let (replaced, outermost) = measureSlot.enter(UnsafeMutableRawPointer(widget))
    if let replaced {
        unsafeBitCast(replaced, to: Measure.self)(
            widget, orientation, forSize, minimum, natural, minimumBaseline, naturalBaseline)
    }
    measureSlot.leave()
    let view = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkTextView.self)
    guard outermost, orientation == GTK_ORIENTATION_VERTICAL,
        let box = InViewDrawing.paintedBox(of: view), box.pointee.asksForHeight
    else { return }
    let address = UInt(bitPattern: view)
    let needed = onGtkThread {
        let view = UnsafeMutablePointer<GtkTextView>(bitPattern: address)!
        return (PlaceholderController.existing(on: view)?.backend as? Gtk4Backend)?.measureHeightRequest() ?? 0
    }
    let height = Int32(clamping: needed)
    if let minimum, minimum.pointee < height { minimum.pointee = height }
    if let natural, natural.pointee < height { natural.pointee = height }
}
