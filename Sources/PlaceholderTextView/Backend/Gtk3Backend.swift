import CPlaceholderGtk3
import PlaceholderCore
import PlaceholderEngine
import PlaceholderGObject
import PlaceholderRendering

/// GTK 3's side of the engine for one view: the placeholder is painted from
/// the view's `draw` signal after the view drew itself; the theme's colour
/// and the CSS insets are read off its style context, once per style; the
/// natural height is a size request; the accessible description is ATK's.
final class Gtk3Backend: ToolkitBackend {
    static let name = "gtk3"
    static let attachmentKey = "placeholder-text-view-controller"
    static var isReady: Bool { gdk_display_get_default() != nil }
    static let followsNewBufferAtOnce = true
    static let entryHidesPlaceholderWhileFocused = true

    let view: UnsafeMutablePointer<GtkTextView>
    var widget: UnsafeMutablePointer<GtkWidget> { UnsafeMutableRawPointer(view).assumingMemoryBound(to: GtkWidget.self) }
    /// The controller, which owns this backend.
    private let owner: OwnerReference<PlaceholderController>
    var controller: PlaceholderController? { owner.object }
    /// The colours the theme names, read once per style (`.some(nil)`: it
    /// names none).
    private var cachedColors: [String: PlaceholderColor?] = [:]
    /// The view's CSS padding and border, read once per style.
    private var cachedInsets: (left: Int, right: Int, bottom: Int)?
    /// `size-allocate`, watched only while the natural-height option is on.
    private var allocationWatch: SignalConnection?
    /// Made the first time the natural-height option needs it.
    private var heightRequest: NaturalHeightRequest?
    /// Hands key presses to the controller while Return has a behaviour.
    private var keyWatch: KeyPressWatch?
    /// Follows drops onto the view while a limit needs to know of them.
    private var dropWatch: DropWatch?
    /// The placeholder and the counter as assistive technologies get them.
    private(set) lazy var accessibleDescription = AccessibleDescription()
    /// The placeholder and the counter's words, as the description joins them.
    private var accessibleParts: (placeholder: String?, counter: String?)
    /// The built-in counter, while it shows.
    private var counterBand: CounterBand?

    init(view: UnsafeMutableRawPointer, controller: PlaceholderController) {
        self.view = view.assumingMemoryBound(to: GtkTextView.self)
        owner = OwnerReference(controller)
    }

    func activate() {
        guard let router = controller?.router else { return }
        for signal in Gtk3Signal.onView { signal.connect(view, to: router) }
    }

    func detach() {
        accessibleDescription.update(nil, on: widget)
        heightRequest?.restore(on: UnsafeMutableRawPointer(widget))
        watchAllocation(false)
        keyWatch = nil
        dropWatch = nil
        counterBand = nil
    }

    var themeOpacity: Double { 1 }
    var fontWidget: UnsafeMutableRawPointer { UnsafeMutableRawPointer(view) }

    var themeColor: PlaceholderColor? { namedColor("placeholder_text_color") }

    /// The theme's error colour (Adwaita's `error_color`), or GTK's own
    /// red where the theme names none.
    var errorColor: PlaceholderColor { namedColor("error_color") ?? PlaceholderColor(red: 0.8, green: 0, blue: 0) }

    /// A colour the theme names (`@define-color`), if it does.
    private func namedColor(_ name: String) -> PlaceholderColor? {
        if let cached = cachedColors[name] { return cached }
        var rgba = GdkRGBA()
        let found = gtk_style_context_lookup_color(gtk_widget_get_style_context(widget), name, &rgba) != 0
            ? PlaceholderColor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha) : nil
        cachedColors[name] = .some(found)
        return found
    }

    func readTextWindow(buffer: gpointer?, properties: TextViewProperties) -> TextWindowReading {
        let insets = cachedInsets ?? readInsets()
        cachedInsets = insets
        return TextWindowReading(
            view: view, buffer: buffer, insets: insets, allocatedHeight: Int(gtk_widget_get_allocated_height(widget))
        ) { _ in neutralDirection }
    }

    /// The space GtkTextView 3.24 adds around its text from CSS: padding
    /// plus border.
    private func readInsets() -> (left: Int, right: Int, bottom: Int) {
        let style = gtk_widget_get_style_context(widget)
        let state = gtk_widget_get_state_flags(widget)
        var padding = GtkBorder(), border = GtkBorder()
        gtk_style_context_get_padding(style, state, &padding)
        gtk_style_context_get_border(style, state, &border)
        return (Int(padding.left) + Int(border.left), Int(padding.right) + Int(border.right),
            Int(padding.bottom) + Int(border.bottom))
    }

    /// The direction GtkTextView gives a paragraph with no strong direction
    /// (and the empty line the caret sits on): the keyboard layout's, or the
    /// widget's when the keyboard has none.
    private var neutralDirection: PlaceholderDirection {
        if let keymap = gdk_keymap_get_for_display(gtk_widget_get_display(widget)),
            let keyboard = PlaceholderDirection(gdk_keymap_get_direction(keymap)) {
            return keyboard
        }
        return gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL ? .rightToLeft : .leftToRight
    }

    func repaint() {
        guard controller?.viewIsAlive == true else { return }
        gtk_widget_queue_draw(widget)
    }

    func showAccessiblePlaceholder(_ text: String?) {
        accessibleParts.placeholder = text
        describeToAssistiveTechnologies()
    }

    func showCounter(_ counter: CounterDisplay?) {
        if counter != nil, counterBand == nil { counterBand = CounterBand(view: view) }
        counterBand?.show(counter)
        if counter == nil { counterBand = nil }
        accessibleParts.counter = counter?.spokenText
        describeToAssistiveTechnologies()
    }

    /// The view's accessible description: the placeholder of an empty
    /// view, then what the counter says.
    private func describeToAssistiveTechnologies() {
        let parts = [accessibleParts.placeholder, accessibleParts.counter].compactMap { $0 }.filter { !$0.isEmpty }
        accessibleDescription.update(parts.isEmpty ? nil : parts.joined(separator: ". "), on: widget)
    }

    /// With the natural-height option, an empty view asks for the height its
    /// whole placeholder needs at its current width (measured again on each
    /// allocation); otherwise the app's own size request stands.
    func naturalHeightMayHaveChanged() {
        guard let controller else { return }
        // A line limit counts lines again when the width changes.
        let needsAllocation = controller.settings.requestsNaturalHeight || controller.settings.limit.maxLines > 0
        watchAllocation(needsAllocation && controller.viewIsAlive)
        controller.updateNaturalHeight(&heightRequest)
    }

    func handle(signal id: guint, argument: gpointer?) {
        switch Gtk3Signal(id: id) {
        case .draw: if let argument, let controller { draw(OpaquePointer(argument), controller) }
        case .styleUpdated: styleChanged(rebuildLayouts: false)
        case .screenChanged: styleChanged(rebuildLayouts: true)
        case .sizeAllocate:
            naturalHeightMayHaveChanged()
            controller?.linesMayHaveRewrapped(force: false)
        case nil: break
        }
    }

    func propertyChanged(_ name: String) {}

    func watchKeyPresses(_ wanted: Bool) {
        guard let controller, wanted else { return keyWatch = nil }
        keyWatch = keyWatch ?? KeyPressWatch(view: view, controller: controller)
    }

    func watchDrops(_ wanted: Bool) {
        guard wanted else { return dropWatch = nil }
        dropWatch = dropWatch ?? DropWatch(view: view)
    }

    var dropUnderWay: DropUnderWay { dropWatch?.underWay ?? .none }

    /// Activates the default widget of the view's window, if it is in one.
    func activateDefault() {
        guard let window = gtk_widget_get_ancestor(widget, gtk_window_get_type()) else { return }
        gtk_window_activate_default(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self))
    }

    private func styleChanged(rebuildLayouts: Bool) {
        cachedColors = [:]
        cachedInsets = nil
        counterBand?.styleChanged()
        controller?.styleChanged(rebuildLayouts: rebuildLayouts)
    }

    /// Connects or disconnects the `size-allocate` handler, which keeps the
    /// natural height right as the width changes.
    private func watchAllocation(_ wanted: Bool) {
        guard wanted != (allocationWatch != nil), let router = controller?.router else { return }
        if wanted {
            allocationWatch = Gtk3Signal.sizeAllocate.connect(view, to: router)
        } else {
            allocationWatch?.disconnect()
            allocationWatch = nil
        }
    }

    /// Paints the placeholder over the view's text window, after the view
    /// has drawn itself.
    private func draw(_ cr: OpaquePointer, _ controller: PlaceholderController) {
        counterBand?.draw(cr, color: controller.resolvedColor, errorColor: errorColor)
        guard let window = gtk_text_view_get_window(view, GTK_TEXT_WINDOW_TEXT),
            gtk_cairo_should_draw_window(cr, window) != 0, controller.isShowing
        else { return }
        let placement = controller.placement()
        cairo_save(cr)
        gtk_cairo_transform_to_window(cr, widget, window)
        cairo_rectangle(cr, 0, 0, Double(gdk_window_get_width(window)), Double(gdk_window_get_height(window)))
        cairo_clip(cr)
        placement.renderer.paint(into: cr, x: placement.x, y: placement.y, color: placement.color)
        cairo_restore(cr)
    }
}
