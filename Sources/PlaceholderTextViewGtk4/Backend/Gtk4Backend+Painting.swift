import CPlaceholderGtk4
import PlaceholderCore
import PlaceholderEngine
import PlaceholderRendering

/// The placeholder's painting, from a repaint to the node the view's frame
/// appends (`frameSnapshot`, below), and the theme's style it waits for.
extension Gtk4Backend {
    /// Repaints the layer, whose style first follows the colour choice: the
    /// theme's opacity is taken away from the app's own colour.
    func repaint() {
        guard let layer else { return }
        var custom = false
        if case .custom = controller?.settings.color { custom = true }
        if layer.useCustomColor(custom) { return styleChanged() }
        layer.redraw()
        refreshCounter()
    }

    /// Paints the placeholder into `snapshot`, the frame's, at the text
    /// window's corner, clipped to the text window, laid out for the view's
    /// metrics now. What was painted is appended
    /// again, with nothing read from the view, until the layer is asked to
    /// redraw: every change that moves, restyles, shows or hides the
    /// placeholder asks. Until the theme's opacity for the placeholder is
    /// known (after each style change), nothing is painted and the probe
    /// runs first, right after this frame, so the placeholder shows from the
    /// next one.
    func paint(into snapshot: OpaquePointer) {
        guard let layer else { return }
        layer.drawnInFrame = gtk_widget_get_frame_clock(widget).map { gdk_frame_clock_get_frame_counter($0) }
        guard let controller, controller.isShowing else { return layer.drawNothing() }
        guard let opacity = layer.themeOpacity else { return probeStyleAfterThisFrame() }
        let placement = controller.placement()
        var window = GdkRectangle()
        gtk_text_view_get_visible_rect(view, &window)
        var corner = layer.corner
        if corner.x != 0 || corner.y != 0 { gtk_snapshot_translate(snapshot, &corner) }
        let painted = PlaceholderDrawing.append(
            placement.renderer, to: snapshot, origin: (placement.x, placement.y), color: placement.color,
            opacity: opacity, window: (Double(window.width), Double(window.height)),
            copies: ThemeOpacityProbe.copiesByGTK, scale: Int(gtk_widget_get_scale_factor(widget)),
            gskRenderer: gtk_widget_get_native(widget).flatMap { gtk_native_get_renderer($0) })
        layer.keep(painted, paintedAt: corner)
    }

    /// Reads the placeholder's style after the current (or next) frame.
    func probeStyleAfterThisFrame() {
        guard gtk_widget_get_frame_clock(widget) != nil else { return }  // not shown: the first paint probes
        let probe = styleProbe ?? AfterFrameCall { [owner = OwnerReference(self)] in
            owner { backend in
                backend.styleProbe = nil
                backend.probeStyle()
            }
        }
        styleProbe = probe
        probe.schedule(after: widget)
    }

    /// Reads the theme's colour and opacity, then paints. Only after a
    /// frame that drew the layer (so had it allocated: GTK refuses to
    /// snapshot a widget waiting for its allocation); after any other, the
    /// layer is drawn again and looked at after the next frame.
    func probeStyle() {
        guard controller?.viewIsAlive == true, let layer, gtk_widget_get_mapped(layer.frame) != 0 else { return }
        let frame = gtk_widget_get_frame_clock(widget).map { gdk_frame_clock_get_frame_counter($0) }
        guard frame != nil, layer.drawnInFrame == frame else {
            layer.redraw()
            return probeStyleAfterThisFrame()
        }
        // Not on screen: the next paint probes again.
        guard layer.readStyle() else { return }
        layer.redraw()
        refreshCounter()
    }
}

/// The frame's `snapshot` (`PlaceholderLayerType`): the kept node, or the
/// placeholder painted anew, at the text window's corner.
let frameSnapshot: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?) -> Void = { frame, snapshot in
    guard let frame, let snapshot, let box = LayerFrame.paintedBox(of: frame), !box.pointee.drawsNothing else { return }
    if let node = box.pointee.node {
        var corner = box.pointee.corner
        if corner.x != 0 || corner.y != 0 { gtk_snapshot_translate(snapshot, &corner) }
        return gtk_snapshot_append_node(snapshot, node)
    }
    let frameAddress = UInt(bitPattern: frame), snapshotAddress = UInt(bitPattern: UnsafeMutableRawPointer(snapshot))
    onGtkThread {
        let frame = UnsafeMutablePointer<GtkWidget>(bitPattern: frameAddress)!
        LayerFrame.backend(of: frame)?.paint(into: OpaquePointer(bitPattern: snapshotAddress)!)
    }
}

/// The frame's `css_changed`: GtkWidget's own handling first; then the
/// frame's view, whose colour, font and states the frame inherits, may have
/// a new style.
let frameCSSChanged: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?) -> Void = { frame, change in
    widgetCSSChangedOfLayer(frame, change)
    guard let frame else { return }
    let address = UInt(bitPattern: frame)
    onGtkThread {
        LayerFrame.backend(of: UnsafeMutablePointer<GtkWidget>(bitPattern: address)!)?.viewStyleMayHaveChanged()
    }
}
