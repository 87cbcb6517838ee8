import CPlaceholderGtk4
import PlaceholderCore
import PlaceholderEngine
import PlaceholderGObject
import PlaceholderRendering

/// GTK 4's side of the engine for one view. GTK 4 has no `draw`,
/// `style-updated` or `size-allocate` signal: the placeholder is painted by
/// a layer (`PlaceholderLayer`), one overlay widget of the library's own,
/// which also hears of the view's style changes; the natural-height option
/// raises the view's size request, as on GTK 3; a resize or scroll of the
/// text window reaches the scroll adjustments, which GtkTextView keeps even
/// outside a scrolled window; the keyboard's layout gives neutral text its
/// direction.
final class Gtk4Backend: ToolkitBackend {
    static let name = "gtk4"
    static let attachmentKey = "placeholder-text-view-gtk4-controller"
    static var isReady: Bool { gtk_is_initialized() != 0 && gdk_display_get_default() != nil }
    static let followsNewBufferAtOnce = false
    static let entryHidesPlaceholderWhileFocused = false

    let view: UnsafeMutablePointer<GtkTextView>
    var widget: UnsafeMutablePointer<GtkWidget> { UnsafeMutableRawPointer(view).assumingMemoryBound(to: GtkWidget.self) }
    /// The controller, which owns this backend.
    private let owner: OwnerReference<PlaceholderController>
    var controller: PlaceholderController? { owner.object }
    /// The layer that paints, once active.
    private(set) var layer: PlaceholderLayer?
    /// The scroll adjustments followed.
    private var scrolling: ScrollBinding?
    /// The watch of the keyboard whose direction neutral text takes, while
    /// active.
    private(set) var keyboardWatch: KeyboardDirectionWatch?
    /// Hands key presses to the controller while Return has a behaviour.
    private var keyWatch: KeyPressWatch?
    /// The view's drop targets, while a limit needs to know of drops.
    var dropTargets: DropTargets?
    /// The placeholder as assistive technologies get it.
    private var accessiblePlaceholder = AccessiblePlaceholder()
    /// The built-in counter, while it shows.
    private var counterLabel: CounterLabel?
    /// Reads the theme's colour and opacity, right after a frame: made
    /// when wanted, dropped once it ran. (Calls made here reach the backend
    /// through an `OwnerReference`: they go with it.)
    var styleProbe: AfterFrameCall?
    /// The view's size request for the natural-height option, once needed.
    private var heightRequest: NaturalHeightRequest?
    /// The text window's size and scroll position when last seen.
    private var textWindowRect: GdkRectangle?

    init(view: UnsafeMutableRawPointer, controller: PlaceholderController) {
        self.view = view.assumingMemoryBound(to: GtkTextView.self)
        owner = OwnerReference(controller)
    }

    deinit {
        onGtkThread {
            scrolling?.release()
            keyboardWatch?.unfollow(by: self)
        }
    }

    func activate() {
        guard controller != nil else { return }
        keyboardWatch = Self.keyboard(of: widget).map { KeyboardDirectionWatch.follow($0, by: self) }
        bindScrolling()
        layer = PlaceholderLayer(attachingTo: view)
    }

    func detach() {
        heightRequest?.restore(on: UnsafeMutableRawPointer(widget))
        styleProbe = nil
        scrolling?.release()
        scrolling = nil
        keyboardWatch?.unfollow(by: self)
        keyboardWatch = nil
        layer?.remove()
        layer = nil
        keyWatch = nil
        dropTargets = nil
        counterLabel = nil
        counterPlaced.cancel()
    }

    func watchKeyPresses(_ wanted: Bool) {
        guard let controller, wanted else { return keyWatch = nil }
        keyWatch = keyWatch ?? KeyPressWatch(view: view, controller: controller)
    }

    func activateDefault() { gtk_widget_activate_default(widget) }

    /// The layer's CSS colour: GtkEntry's placeholder colour (nil before the layer).
    var themeColor: PlaceholderColor? { layer?.cssColor }
    /// The inner node's CSS opacity, known once the style has been probed.
    var themeOpacity: Double { layer?.themeOpacity ?? 1 }

    func readTextWindow(buffer: gpointer?, properties: TextViewProperties) -> TextWindowReading {
        let buffer = buffer?.assumingMemoryBound(to: GtkTextBuffer.self) ?? gtk_text_view_get_buffer(view)!
        // GTK 4 allocates the content box, inside the CSS padding and
        // border: the text window has no CSS insets of its own. The content
        // box holds the gutters too (the counter's, an app's), which the
        // view's measure counts. The height is the CSS margin box's, which
        // the natural-height option's size request is compared with.
        let height = Int(ptv_gtk4_widget_margin_box_height(widget))
        return TextWindowReading(view: view, buffer: buffer, insets: (0, 0, 0), allocatedHeight: height) {
            neutralDirection(buffer: buffer, visible: $0, justification: properties.justification)
        }
    }

    func showAccessiblePlaceholder(_ text: String?) { accessiblePlaceholder.update(text, on: widget) }

    func showCounter(_ counter: CounterDisplay?) {
        guard counter != nil else {
            counterLabel?.remove()
            counterLabel = nil
            return
        }
        let placing = counterLabel == nil
        counterLabel = counterLabel ?? CounterLabel(view: view)
        // The theme's placeholder colour is known with GTK's opacity once
        // the style is probed, which an empty view's paint starts.
        if layer?.themeOpacity == nil { probeStyleAfterThisFrame() }
        refreshCounter()
        if placing { counterPlaced.schedule(after: widget) }
    }

    /// Lays the view out and draws it again once a frame has passed since
    /// the counter took the bottom gutter: GTK 4.8 leaves out a new gutter
    /// of a view with overlays (an app's) from the view's drawing until then.
    private(set) lazy var counterPlaced = AfterFrameCall { [owner = OwnerReference(self)] in
        owner { backend in
            guard backend.counterLabel != nil else { return }
            gtk_widget_queue_resize(backend.widget)
            gtk_widget_queue_draw(backend.widget)
        }
    }

    /// Shows the controller's counter again, in the placeholder's colour
    /// now: where GTK composites a gutter's widget more than once (GTK 4.8
    /// to 4.13), with the opacity that gives that colour.
    func refreshCounter() {
        guard let counterLabel, let controller, let shown = controller.shownCounter else { return }
        // An unknown style is read by the probe, which refreshes the counter
        // again; until then the counter keeps its colour (this may run while
        // GTK validates styles, when the style chain may not be lent).
        if layer?.readColor == nil { probeStyleAfterThisFrame() }
        if layer?.readColor == nil, let kept = counterLabel.shownColor { return counterLabel.show(shown, color: kept) }
        var color = controller.resolvedColor
        // The bottom gutter's widget is composited as overlays are.
        let copies = ThemeOpacityProbe.copiesByGTK
        if layer?.themeOpacity != nil, copies > 1, color.alpha < 1 {
            color.alpha = 1 - pow(1 - color.alpha, 1 / Double(copies))
        }
        counterLabel.show(shown, color: color)
    }

    /// While the option is on and the view empty, its size request asks for
    /// the height its whole placeholder needs at its width (a new width
    /// reaches the scroll adjustments); otherwise the app's own request.
    func naturalHeightMayHaveChanged() {
        guard let controller, layer != nil else { return }
        controller.updateNaturalHeight(&heightRequest)
    }

    /// The keyboard's layout changed direction: neutral text follows it.
    func keyboardDirectionChanged() { controller?.geometryChanged() }

    /// The scroll adjustments' signals. GtkTextView configures them in
    /// every allocation: only a new page size (the text window resized) or
    /// position (scrolled) matters.
    func handle(signal id: guint, argument: gpointer?) {
        if ScrollBinding.ids.contains(id) { textWindowMayHaveMoved() }
    }

    func propertyChanged(_ name: String) {
        guard name == "hadjustment" || name == "vadjustment" else { return }
        bindScrolling()
        controller?.geometryChanged()
    }

    /// A new style for the layer (theme, colour, opacity, inherited font):
    /// the next paint probes the style again and reads the view's
    /// font again, rebuilding the layouts only if it changed. The counter
    /// takes the new colour once the probe has read it (GTK may be
    /// validating styles now: no widget may be lent the style chain).
    func styleChanged() {
        layer?.forgetStyle()
        controller?.styleChanged(rebuildLayouts: false)
        layer?.redraw()
        refreshCounter()
    }

    /// The view's new style changes the placeholder's if its colour, font
    /// or passed-on states changed (the frame hears of the view's new styles).
    func viewStyleMayHaveChanged() {
        guard let layer else { return }
        let style = ViewStyleFingerprint(of: widget)
        guard style != layer.viewStyle else { return }
        layer.viewStyle = style
        styleChanged()
    }

    /// Repaints and remeasures when the text window's size or scroll
    /// position changed since last seen.
    private func textWindowMayHaveMoved() {
        var rect = GdkRectangle()
        gtk_text_view_get_visible_rect(view, &rect)
        if let last = textWindowRect, last.x == rect.x, last.y == rect.y, last.width == rect.width,
            last.height == rect.height
        { return }
        let resized = textWindowRect.map { $0.width != rect.width || $0.height != rect.height } ?? true
        textWindowRect = rect
        if resized { controller?.geometryChanged() } else if controller?.wasVisible == true { layer?.redraw() }
    }

    /// Follows the view's current scroll adjustments.
    private func bindScrolling() {
        scrolling?.release()
        scrolling = nil
        guard controller?.viewIsAlive == true, let router = controller?.router else { return }
        scrolling = ScrollBinding(view: view, router: router)
    }
}
