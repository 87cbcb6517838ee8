import CPlaceholderGtk4
import PlaceholderCore
import PlaceholderGObject
import PlaceholderRendering

/// The placeholder's state and behaviour for one GTK 4 `GtkTextView`: the
/// one object that follows the widget's life, shared by every face attached
/// to the view (Swift facades, `PtvPlaceholder` objects).
///
/// It starts *dormant*: it holds the settings and watches only the widget's
/// `destroy`; nothing is stored on the widget and no child is added. The
/// first non-empty placeholder *activates* it: the widget then holds it
/// (object data), so it keeps working when every face is dropped; it adds
/// the placeholder layer (an overlay child that paints) and connects to the
/// view, its buffer, its scroll adjustments and the keyboard. When the
/// widget is destroyed (disposed) it disconnects everything and stays inert.
@MainActor
final class PlaceholderController: PlaceholderHost {
    /// The controllers not stored on their views yet, so that every face
    /// on a view shares one.
    static let registry = ViewRegistry<PlaceholderController>(name: "gtk4")

    /// The object-data key an active controller is stored under on its view.
    static let attachmentKey = "placeholder-text-view-gtk4-controller"

    /// The view (not referenced: the view owns an active controller, and the
    /// faces hold their own references or none).
    let view: UnsafeMutablePointer<GtkTextView>
    /// The view as a widget.
    var widget: UnsafeMutablePointer<GtkWidget> {
        UnsafeMutableRawPointer(view).assumingMemoryBound(to: GtkWidget.self)
    }

    /// What the app chose.
    private(set) var settings = PlaceholderSettings()
    /// Whether the widget is still alive (false once it is destroyed).
    private(set) var isAttached = true
    /// Whether the controller lives on the widget and paints.
    private(set) var isActive = false
    /// Whether an input method is showing pre-edit text.
    var preeditIsActive = false
    /// Told of every change.
    let observers = PlaceholderObservers()

    /// One box for all the controller's handlers.
    private(set) lazy var router = SignalRouter { [unowned self] id, argument in
        if let signal = ViewSignal(id: id) { self.handle(signal, argument) }
    }
    /// The buffer followed (rebound after the view's `buffer` changes).
    var buffer: BufferBinding?
    /// The scroll adjustments followed.
    var scrolling: ScrollBinding?
    /// The keyboard whose direction is watched, referenced while it is (a
    /// device can go before the view).
    var keyboard: OpaquePointer?
    /// The overlay that paints, once active.
    private(set) var layer: PlaceholderLayer?
    /// The view's share of a pooled renderer, once it has painted.
    var lease: RendererLease?
    /// Whether the placeholder showed at the last check.
    var wasVisible = false
    /// Whether the buffer was empty at the last check.
    var bufferWasEmpty = true
    /// The placeholder as assistive technologies get it.
    let accessiblePlaceholder = AccessiblePlaceholder()
    /// Follows a new buffer after the view's `notify::buffer` (reading the
    /// buffer from that handler could make GTK create one while the view is
    /// being disposed).
    private(set) lazy var bufferRebind = DeferredCall { [weak self] in self?.rebindBuffer() }
    /// Finds out how GTK composites the layer, right after a frame.
    private(set) lazy var compositionProbe = AfterFrameCall { [weak self] in self?.probeComposition() }
    /// Measures the layer again for the natural-height option, outside size
    /// allocation.
    private(set) lazy var heightRemeasure = DeferredCall { [weak self] in self?.remeasureHeight() }
    /// The height the layer last measured.
    var measuredHeightRequest: Int?
    /// The text window's size and scroll position when last seen.
    var textWindowRect: GdkRectangle?

    private init(view: UnsafeMutablePointer<GtkTextView>) {
        self.view = view
    }

    isolated deinit {
        Self.registry.forget(view)
        if isAttached { router.disconnectAll(on: UnsafeMutableRawPointer(view)) }
    }

    /// The active controller living on `view`, if any.
    static func existing(on view: UnsafeMutablePointer<GtkTextView>) -> PlaceholderController? {
        ObjectAttachment<PlaceholderController>.value(on: view, key: attachmentKey)
    }

    /// The controller of `view`: the one living on it or held by another
    /// face (even a detached one: the widget was destroyed), else a new
    /// dormant one watching the widget's destruction.
    static func of(_ view: UnsafeMutablePointer<GtkTextView>) -> PlaceholderController {
        if let active = existing(on: view) { return active }
        if let held = registry.controller(of: view) { return held }
        let controller = PlaceholderController(view: view)
        // A view destroyed before any face stayed gets an inert controller.
        guard !registry.isDestroyed(view) else {
            controller.isAttached = false
            return controller
        }
        registry.register(controller, for: view)
        _ = ViewSignal.destroy.connect(UnsafeMutableRawPointer(view), to: controller.router)
        return controller
    }

    // MARK: - State

    /// The inputs of the visibility rule, read now.
    var visibility: PlaceholderVisibility {
        guard isActive, isAttached, let buffer else {
            return PlaceholderVisibility(hasPlaceholder: false, bufferIsEmpty: true)
        }
        return PlaceholderVisibility(
            hasPlaceholder: !settings.content.isEmpty,
            bufferIsEmpty: buffer.isEmpty,
            preeditIsActive: preeditIsActive,
            viewHasFocus: gtk_widget_has_focus(widget) != 0,
            focusBehavior: settings.focusBehavior)
    }

    /// Whether the placeholder shows now.
    var isShowing: Bool { visibility.isVisible }

    /// Applies new settings, activating the controller for its first
    /// placeholder, and repaints. Markup must be valid already. Ignored once
    /// the widget is destroyed.
    func update(_ newSettings: PlaceholderSettings) {
        guard isAttached, newSettings != settings else { return }
        let old = settings
        settings = newSettings
        if !isActive {
            guard !newSettings.content.isEmpty else { return observers.settingsChanged(from: old) }
            activate()
        } else if newSettings.content != old.content {
            releaseRenderer()
        }
        settingsChanged(from: old)
        observers.settingsChanged(from: old)
    }

    /// Stores the controller on its view, connects it, and adds the layer.
    private func activate() {
        isActive = true
        Self.registry.unregister(view)
        ObjectAttachment.attach(self, to: view, key: Self.attachmentKey)
        for signal in ViewSignal.onView {
            _ = signal.connect(UnsafeMutableRawPointer(view), to: router)
        }
        keyboard = TextViewMetrics.keyboard(of: widget)
        if let keyboard {
            g_object_ref(UnsafeMutableRawPointer(keyboard))
            _ = ViewSignal.notify.connect(UnsafeMutableRawPointer(keyboard), to: router, detail: "direction")
        }
        bindBuffer()
        bindScrolling()
        layer = PlaceholderLayer(attachingTo: view)
    }

    private func settingsChanged(from old: PlaceholderSettings) {
        if case .custom = settings.color { layer?.useCustomColor(true) } else { layer?.useCustomColor(false) }
        let state = visibility
        bufferWasEmpty = state.bufferIsEmpty
        emptinessChanged()
        if old.requestsNaturalHeight != settings.requestsNaturalHeight { heightRemeasure.schedule() }
        layer?.redraw()
        showingMayHaveChanged(to: state.isVisible)
    }

    /// Records whether the placeholder shows and tells the observers when
    /// that changed.
    func showingMayHaveChanged(to visible: Bool) {
        guard visible != wasVisible else { return }
        wasVisible = visible
        observers.showingChanged()
    }

    /// Repaints only when the placeholder appears or disappears: an ordinary
    /// keystroke in a non-empty view costs one O(1) character count.
    func visibilityMayHaveChanged(force: Bool = false) {
        let state = visibility
        if force || state.bufferIsEmpty != bufferWasEmpty {
            bufferWasEmpty = state.bufferIsEmpty
            emptinessChanged()
        }
        guard force || state.isVisible != wasVisible else { return }
        layer?.redraw()
        showingMayHaveChanged(to: state.isVisible)
    }

    /// What depends on the buffer being empty rather than on the placeholder
    /// being drawn: the accessible placeholder and the natural height.
    func emptinessChanged() {
        let placeholder = settings.content.isEmpty || !bufferWasEmpty
            ? nil : PlaceholderMarkup.plainText(of: settings.content)
        accessiblePlaceholder.update(placeholder, on: view)
        if settings.requestsNaturalHeight { heightRemeasure.schedule() }
    }

    /// Disconnects every handler and lets go of the buffer, the layer and
    /// the Pango objects. Called when the widget is destroyed; safe to call
    /// more than once. The widget keeps an active (now inert) controller
    /// until it is finalized, so late calls through a face see a detached
    /// controller and do nothing.
    func detach() {
        guard isAttached else { return }
        Self.registry.markDestroyed(view)
        isAttached = false
        bufferRebind.cancel()
        heightRemeasure.cancel()
        compositionProbe.cancel()
        buffer = nil
        scrolling = nil
        if let keyboard {
            router.disconnectAll(on: UnsafeMutableRawPointer(keyboard))
            g_object_unref(UnsafeMutableRawPointer(keyboard))
        }
        keyboard = nil
        router.disconnectAll(on: UnsafeMutableRawPointer(view))
        layer = nil
        releaseRenderer()
        showingMayHaveChanged(to: false)
        observers.hostDetached()
    }
}
