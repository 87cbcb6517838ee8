import CGtk
import PlaceholderCore

/// The placeholder's state and behaviour for one `GtkTextView`, living with
/// the widget: the widget holds it (object data), so it keeps working when
/// the app drops its Swift object, and it lets go of everything when the
/// widget is destroyed.
@MainActor
final class PlaceholderController {
    /// The object-data key the controller is stored under on its view.
    static let attachmentKey = "placeholder-text-view-controller"

    /// The view; valid while `isAttached` (the controller does not own a
    /// reference: the view owns the controller).
    private let view: UnsafeMutablePointer<GtkTextView>
    private var widget: UnsafeMutablePointer<GtkWidget> {
        UnsafeMutableRawPointer(view).assumingMemoryBound(to: GtkWidget.self)
    }

    /// What the app chose.
    private(set) var settings: PlaceholderSettings
    /// Whether the controller is still attached to a live widget.
    private(set) var isAttached = true
    /// Whether an input method is showing pre-edit text.
    private(set) var preeditIsActive = false

    /// One box for all the controller's handlers.
    private lazy var router = SignalRouter { [unowned self] id, argument in
        if let signal = ViewSignal(id: id) { self.handle(signal, argument) }
    }
    /// `size-allocate`, watched only while the natural-height option is on.
    private var allocationWatch: SignalConnection?
    private var buffer: BufferBinding?
    /// The view's share of a pooled renderer, once it has drawn.
    private var lease: RendererLease?
    private var themeColor: PlaceholderColor??
    /// The view's CSS padding and border, read once per style.
    private var cachedInsets: TextViewInsets?
    private var wasVisible = false
    private var bufferWasEmpty = true
    /// Made the first time the natural-height option needs it.
    private var heightRequest: NaturalHeightRequest?
    /// The placeholder as assistive technologies get it.
    let accessibleDescription: AccessibleDescription

    private init(view: UnsafeMutablePointer<GtkTextView>, settings: PlaceholderSettings) {
        self.view = view
        self.settings = settings
        accessibleDescription = AccessibleDescription(
            widget: UnsafeMutableRawPointer(view).assumingMemoryBound(to: GtkWidget.self))
    }

    /// The controller already living on `view`, if any.
    static func existing(on view: UnsafeMutablePointer<GtkTextView>) -> PlaceholderController? {
        ObjectAttachment<PlaceholderController>.value(on: view, key: attachmentKey)
    }

    /// Creates a controller with `settings`, stores it on `view` and connects
    /// it to the view's and buffer's signals.
    static func attach(
        to view: UnsafeMutablePointer<GtkTextView>, settings: PlaceholderSettings
    ) -> PlaceholderController {
        let controller = PlaceholderController(view: view, settings: settings)
        ObjectAttachment.attach(controller, to: view, key: attachmentKey)
        controller.connectViewSignals()
        controller.bindBuffer()
        controller.settingsChanged()
        return controller
    }

    // MARK: - State

    /// The inputs of the visibility rule, read now.
    var visibility: PlaceholderVisibility {
        guard isAttached else {
            return PlaceholderVisibility(hasPlaceholder: false, bufferIsEmpty: true)
        }
        return PlaceholderVisibility(
            hasPlaceholder: !settings.content.isEmpty,
            bufferIsEmpty: gtk_text_buffer_get_char_count(gtk_text_view_get_buffer(view)) == 0,
            preeditIsActive: preeditIsActive,
            viewHasFocus: gtk_widget_has_focus(widget) != 0,
            focusBehavior: settings.focusBehavior)
    }

    /// The colour the placeholder is painted in now.
    var resolvedColor: PlaceholderColor {
        if themeColor == nil, isAttached {
            themeColor = .some(TextViewMetrics.themePlaceholderColor(of: view))
        }
        return settings.color.resolved(themeColor: themeColor ?? nil)
    }

    /// Applies new settings and repaints. Markup must be valid already.
    func update(_ newSettings: PlaceholderSettings) {
        guard isAttached, newSettings != settings else { return }
        let contentChanged = newSettings.content != settings.content
        settings = newSettings
        if contentChanged { releaseRenderer() }
        settingsChanged()
    }

    private func settingsChanged() {
        watchAllocation(settings.requestsNaturalHeight)
        let state = visibility
        wasVisible = state.isVisible
        bufferWasEmpty = state.bufferIsEmpty
        emptinessChanged()
        queueRedraw()
    }

    // MARK: - Signals

    private func connectViewSignals() {
        for signal in ViewSignal.alwaysOnView { _ = signal.connect(UnsafeMutableRawPointer(view), to: router) }
    }

    /// Where every handler of this controller lands.
    private func handle(_ signal: ViewSignal, _ argument: gpointer?) {
        switch signal {
        case .draw:
            if let argument { draw(OpaquePointer(argument)) }
        case .notify:
            guard let argument else { return }
            propertyChanged(String(cString: argument.assumingMemoryBound(to: GParamSpec.self).pointee.name))
        case .preeditChanged:
            let preedit = argument.map { String(cString: $0.assumingMemoryBound(to: CChar.self)) } ?? ""
            preeditIsActive = !preedit.isEmpty
            visibilityMayHaveChanged()
        case .styleUpdated:
            styleChanged(rebuildLayouts: false)
        case .directionChanged, .screenChanged:
            styleChanged(rebuildLayouts: true)
        case .destroy:
            detach()
        case .sizeAllocate:
            updateHeightRequest()
        case .bufferChanged:
            visibilityMayHaveChanged()
        }
    }

    /// Connects or disconnects the `size-allocate` handler, which keeps the
    /// natural height right as the width changes.
    private func watchAllocation(_ wanted: Bool) {
        guard wanted != (allocationWatch != nil) else { return }
        if wanted {
            allocationWatch = ViewSignal.sizeAllocate.connect(UnsafeMutableRawPointer(view), to: router)
        } else {
            allocationWatch?.disconnect()
            allocationWatch = nil
        }
    }

    private func propertyChanged(_ name: String) {
        switch name {
        case "buffer":
            bindBuffer()
            visibilityMayHaveChanged(force: true)
        case "has-focus":
            visibilityMayHaveChanged()
        case "left-margin", "right-margin", "top-margin", "bottom-margin", "indent",
            "justification", "wrap-mode", "pixels-above-lines", "pixels-below-lines",
            "pixels-inside-wrap", "tabs", "monospace":
            if wasVisible { queueRedraw() }
        default:
            break
        }
    }

    private func bindBuffer() {
        buffer = nil
        guard isAttached, let current = gtk_text_view_get_buffer(view) else { return }
        buffer = BufferBinding(buffer: current, router: router)
    }

    /// A new style may bring a new colour; the layouts are rebuilt only when
    /// the font, resolution or font options changed (or `rebuildLayouts`).
    private func styleChanged(rebuildLayouts: Bool) {
        themeColor = nil
        cachedInsets = nil
        if rebuildLayouts || (lease.map { $0.key.style != TextStyleKey(of: widget) } ?? false) {
            releaseRenderer()
        }
        if wasVisible { queueRedraw() }
    }

    /// Repaints only when the placeholder appears or disappears: an ordinary
    /// keystroke in a non-empty view costs one O(1) character count.
    private func visibilityMayHaveChanged(force: Bool = false) {
        let state = visibility
        if force || state.bufferIsEmpty != bufferWasEmpty {
            bufferWasEmpty = state.bufferIsEmpty
            emptinessChanged()
        }
        guard force || state.isVisible != wasVisible else { return }
        wasVisible = state.isVisible
        queueRedraw()
    }

    /// What depends on the buffer being empty rather than on the placeholder
    /// being drawn: the accessible description and the size request.
    private func emptinessChanged() {
        let placeholder = settings.content.isEmpty || !bufferWasEmpty ? nil : plainPlaceholderText
        accessibleDescription.update(placeholder, on: widget)
        updateHeightRequest()
    }

    /// The placeholder as a screen reader should read it.
    private var plainPlaceholderText: String {
        switch settings.content {
        case .plain(let text): return text
        case .markup(let markup): return MarkupValidator.plainText(of: markup)
        }
    }

    /// With the natural-height option, an empty view asks for the height its
    /// whole placeholder needs at its current width; otherwise the app's own
    /// size request stands.
    private func updateHeightRequest() {
        guard isAttached, settings.requestsNaturalHeight, bufferWasEmpty, !settings.content.isEmpty
        else { return heightRequest?.restore(on: widget) ?? () }
        // Measured at the allocated width; size-allocate calls again once there is one.
        guard gtk_widget_get_allocated_width(widget) > 1 else { return }
        let metrics = currentMetrics
        let renderer = renderer(for: metrics.spec)
        let needed = metrics.geometry.heightFitting(
            blockHeight: renderer.naturalHeight, allocatedHeight: Int(gtk_widget_get_allocated_height(widget)))
        let request = heightRequest ?? NaturalHeightRequest()
        heightRequest = request
        request.request(needed, on: widget)
    }

    private func queueRedraw() {
        guard isAttached else { return }
        gtk_widget_queue_draw(widget)
    }

    /// Disconnects every handler and lets go of the buffer and the Pango
    /// objects. Called when the widget is destroyed; safe to call more than
    /// once. The widget keeps the (now inert) controller until it is
    /// finalized, so late calls through a Swift object still holding the
    /// widget see a detached controller and do nothing.
    func detach() {
        guard isAttached else { return }
        accessibleDescription.update(nil, on: widget)
        heightRequest?.restore(on: widget)
        isAttached = false
        buffer = nil
        watchAllocation(false)
        router.disconnectAll(on: UnsafeMutableRawPointer(view))
        releaseRenderer()
    }

    // MARK: - Drawing

    private func draw(_ cr: OpaquePointer) {
        guard visibility.isVisible,
            let window = gtk_text_view_get_window(view, GTK_TEXT_WINDOW_TEXT),
            gtk_cairo_should_draw_window(cr, window) != 0
        else { return }
        let metrics = currentMetrics
        let renderer = renderer(for: metrics.spec)
        let y = metrics.geometry.lineTop + metrics.geometry.verticalOffset(
            blockHeight: renderer.visibleHeight, placement: settings.verticalPlacement)
        cairo_save(cr)
        gtk_cairo_transform_to_window(cr, widget, window)
        cairo_rectangle(
            cr, 0, 0, Double(gdk_window_get_width(window)), Double(gdk_window_get_height(window)))
        cairo_clip(cr)
        renderer.paint(
            into: cr, x: metrics.geometry.boxLeft, y: y, color: resolvedColor)
        cairo_restore(cr)
    }

    /// The view's metrics now.
    private var currentMetrics: TextViewMetrics {
        let insets = cachedInsets ?? TextViewInsets(of: widget)
        cachedInsets = insets
        return TextViewMetrics(of: view, insets: insets)
    }

    /// Whether the last drawn placeholder had to be ellipsized to fit.
    var rendererIsEllipsized: Bool { lease?.renderer.isEllipsized ?? false }

    /// The renderer this view draws with, if it has drawn: for tests.
    var currentRenderer: PlaceholderRenderer? { lease?.renderer }

    /// A renderer laid out for `spec`: shared with every view showing the
    /// same placeholder in the same style at the same size.
    private func renderer(for spec: PlaceholderLayoutSpec) -> PlaceholderRenderer {
        let key = RendererPool.Key(
            content: settings.content, style: lease?.key.style ?? TextStyleKey(of: widget), spec: spec)
        let widget = self.widget
        let current = RendererPool.shared.lease(for: key, replacing: lease) {
            gtk_widget_create_pango_context(widget)
        }
        lease = current
        return current.renderer
    }

    private func releaseRenderer() {
        RendererPool.shared.release(lease)
        lease = nil
    }
}
