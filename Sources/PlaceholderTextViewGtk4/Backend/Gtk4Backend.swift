import CPlaceholderGtk4
import PlaceholderCore
import PlaceholderEngine
import PlaceholderGObject
import PlaceholderRendering

/// GTK 4's side of the engine for one view. GTK 4 has no `draw`,
/// `style-updated` or `size-allocate` signal: the placeholder is painted by
/// `PlaceholderOverlay`, one widget of the library's own, styled by CSS,
/// which also hears of its new styles; the natural-height option
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
    /// The overlay that paints, once active.
    private(set) var overlay: UnsafeMutablePointer<GtkWidget>?
    /// The style node's CSS opacity, once read (with the placement).
    var cssOpacity: Double?
    /// The text nodes painted last (a reference of the backend's, nil when
    /// there was nothing to draw) and what they show (`keepText(for:)`).
    var keptText: (key: PlaceholderDrawingKey, node: OpaquePointer?)?
    /// Whether something changed since they were painted (`repaint`, a
    /// scroll): the opacity and the placement are read again.
    var placementIsStale = true
    /// The view's tick callback while a relayout waits, and the frame it is
    /// due at (`relayoutAfterNextFrame`).
    var tickID: guint = 0
    var relayoutDue: gint64 = 0
    /// The scroll adjustments followed.
    private var scrolling: ScrollBinding?
    /// The keyboard whose layout gives neutral text its direction (read
    /// when needed: GDK keeps it), referenced while its
    /// `notify::direction` reaches this view's router.
    private(set) var keyboard: RoutedObject?
    /// Hands key presses to the controller while Return has a behaviour.
    private var keyWatch: KeyPressWatch?
    /// The view's drop targets, while a limit needs to know of drops.
    var dropTargets: DropTargets?
    /// The placeholder the view's accessible was last given; nil when none.
    private var accessiblePlaceholder: String?
    /// The built-in counter, while it shows.
    private(set) var counterLabel: CounterLabel?
    /// The view's size request for the natural-height option, once needed.
    private var heightRequest: NaturalHeightRequest?
    /// The text window's size and scroll position when last seen.
    private var textWindowRect: TextWindowRect?

    init(view: UnsafeMutableRawPointer, controller: PlaceholderController) {
        self.view = view.assumingMemoryBound(to: GtkTextView.self)
        owner = OwnerReference(controller)
    }

    deinit { onGtkThread { release() } }

    func activate() {
        guard let router = controller?.router else { return }
        // The keyboard of the view's display, whose layout gives neutral text its direction.
        let seat = gdk_display_get_default_seat(gtk_widget_get_display(widget))
        keyboard = seat.flatMap { gdk_seat_get_keyboard($0) }.map {
            RoutedObject(UnsafeMutableRawPointer($0), signals: ["notify::direction"], router: router)
        }
        bindScrolling()
        let overlay = PlaceholderOverlay.of(view)
        self.overlay = overlay
        gtk_widget_set_visible(overlay, 1)
        gtk_widget_set_child_visible(overlay, 0)
    }

    func detach() {
        heightRequest?.restore(on: UnsafeMutableRawPointer(widget))
        release()
        if let overlay { gtk_widget_set_child_visible(overlay, 0) }
        overlay = nil
        keyWatch = nil
        dropTargets = nil
        counterLabel = nil
    }

    /// Lets go of the scroll adjustments, the keyboard, the tick callback and
    /// the kept text nodes (once).
    private func release() {
        releaseKeptText()
        scrolling.take()?.release()
        keyboard.take()?.release()
        if tickID != 0 { gtk_widget_remove_tick_callback(widget, tickID) }
        tickID = 0
    }

    func watchKeyPresses(_ wanted: Bool) {
        guard let controller, wanted else { return keyWatch = nil }
        keyWatch = keyWatch ?? KeyPressWatch(view: view, controller: controller)
    }

    func activateDefault() { gtk_widget_activate_default(widget) }

    /// The style node's CSS colour (nil before the overlay).
    var themeColor: PlaceholderColor? { overlay.map { PlaceholderColor(cssColorOf: PlaceholderOverlay.style(of: $0)) } }
    /// The style node's CSS opacity, once read.
    var themeOpacity: Double { cssOpacity ?? 1 }
    /// The style node, whose CSS font is the view's with the placeholder's rules on top.
    var fontWidget: UnsafeMutableRawPointer { UnsafeMutableRawPointer(overlay.map { PlaceholderOverlay.style(of: $0) } ?? widget) }

    func readTextWindow(buffer: gpointer?, properties: TextViewProperties) -> TextWindowReading {
        let buffer = buffer?.assumingMemoryBound(to: GtkTextBuffer.self) ?? gtk_text_view_get_buffer(view)!
        // GTK 4 allocates the content box, inside the CSS padding and
        // border: the text window has no CSS insets of its own. The content
        // box holds the gutters too (the counter's, an app's), which the
        // view's measure counts. The height is the CSS margin box's, which
        // the natural-height option's size request is compared with.
        let height = Int(ptv_gtk4_widget_margin_box_height(widget))
        return TextWindowReading(view: view, buffer: buffer, insets: (0, 0, 0), allocatedHeight: height) { visible in
            .neutralParagraph(
                view: PlaceholderDirection(rightToLeft: gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL),
                keyboard: keyboard.flatMap { PlaceholderDirection(gdk_device_get_direction(OpaquePointer($0.object))) },
                showsEmptyLine: visible.width > 0 && gtk_text_buffer_get_char_count(buffer) == 0,
                justification: properties.justification
            ) {
                var caret = GdkRectangle()
                gtk_text_view_get_cursor_locations(view, nil, &caret, nil)
                return Int(caret.x) - visible.x - visible.width / 2
            }
        }
    }

    /// Gives assistive technologies the placeholder of an empty view as the
    /// view's accessible `GTK_ACCESSIBLE_PROPERTY_PLACEHOLDER`, as GTK 4's
    /// own GtkText exposes its placeholder, and resets the property when
    /// text arrives or the placeholder goes.
    func showAccessiblePlaceholder(_ text: String?) {
        let wanted = text.flatMap { $0.isEmpty ? nil : $0 }
        guard wanted != accessiblePlaceholder else { return }
        if let wanted {
            ptv_gtk4_set_accessible_string(widget, GTK_ACCESSIBLE_PROPERTY_PLACEHOLDER, wanted)
        } else {
            gtk_accessible_reset_property(OpaquePointer(widget), GTK_ACCESSIBLE_PROPERTY_PLACEHOLDER)
        }
        accessiblePlaceholder = wanted
    }

    func showCounter(_ counter: CounterDisplay?) {
        guard counter != nil else {
            counterLabel.take()?.remove()
            return
        }
        let placing = counterLabel == nil
        counterLabel = counterLabel ?? CounterLabel(view: view)
        refreshCounter()
        if placing { relayoutAfterNextFrame() }
    }

    /// Shows the controller's counter again, in the placeholder's colour
    /// now: where GTK composites a gutter's widget more than once (GTK 4.8
    /// to 4.13), with the opacity that gives that colour.
    func refreshCounter() {
        guard let counterLabel, let controller, let shown = controller.shownCounter else { return }
        // An unknown opacity is read after the next frame, which refreshes
        // the counter again; until then the counter keeps its colour.
        if cssOpacity == nil, let kept = counterLabel.shownColor { return counterLabel.show(shown, color: kept) }
        // The bottom gutter's widget is composited as overlays are.
        counterLabel.show(shown, color: controller.resolvedColor.forCompositing(copies: Int(ptv_gtk4_overlay_copies())))
    }

    /// While the option is on and the view empty, its size request asks for
    /// the height its whole placeholder needs at its width (a new width
    /// reaches the scroll adjustments); otherwise the app's own request.
    func naturalHeightMayHaveChanged() {
        if overlay != nil { controller?.updateNaturalHeight(&heightRequest) }
    }

    /// The scroll adjustments' signals. GtkTextView configures them in
    /// every allocation: only a new page size (the text window resized) or
    /// position (scrolled) matters.
    func handle(signal id: guint, argument: gpointer?) {
        if ScrollBinding.ids.contains(id) { textWindowMayHaveMoved() }
    }

    /// The adjustments, or the keyboard's direction (a view has no
    /// `direction` property: only the keyboard's notification is so named).
    func propertyChanged(_ name: String) {
        guard name == "direction" || name == "hadjustment" || name == "vadjustment" else { return }
        if name != "direction" { bindScrolling() }
        controller?.geometryChanged()
    }

    /// The style node has a new style (a theme, a variant, the app's CSS,
    /// the window's backdrop): the engine reads its font again (rebuilding
    /// the layouts only if it changed) and repaints what shows, which reads
    /// its opacity again at the next paint.
    func styleChanged() {
        if overlay != nil { controller?.styleChanged(rebuildLayouts: false) }
    }

    /// Repaints and remeasures when the text window's size or scroll
    /// position changed since last seen.
    private func textWindowMayHaveMoved() {
        var rect = GdkRectangle()
        gtk_text_view_get_visible_rect(view, &rect)
        let seen = (x: Int(rect.x), y: Int(rect.y), width: Int(rect.width), height: Int(rect.height))
        let change = TextWindowChange(from: textWindowRect, to: seen)
        textWindowRect = seen
        if change == .resized {
            controller?.geometryChanged()
        } else if change == .scrolled, controller?.wasVisible == true, let overlay {
            placementIsStale = true
            gtk_widget_queue_draw(overlay)
        }
    }

    /// Follows the view's current scroll adjustments.
    private func bindScrolling() {
        scrolling.take()?.release()
        guard controller?.viewIsAlive == true, let router = controller?.router else { return }
        scrolling = ScrollBinding(view: view, router: router)
    }
}
