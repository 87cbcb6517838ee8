import CPlaceholderGtk3
import PlaceholderCore
import PlaceholderGObject
import PlaceholderRendering

/// The placeholder's state and behaviour for one `GtkTextView`: the one
/// object that follows the widget's life, shared by every face attached to
/// the view (Swift facades, `PtvPlaceholder` objects).
///
/// It starts *dormant*: it holds the settings and watches only the widget's
/// `destroy`, and nothing is stored on the widget. The first non-empty
/// placeholder *activates* it: the widget then holds it (object data), so it
/// keeps working when every face is dropped, and it connects to the view's
/// drawing and buffer. When the widget is destroyed it disconnects
/// everything and stays inert.
@MainActor
final class PlaceholderController: PlaceholderHost {
    /// The controllers not stored on their views yet, so that every face
    /// on a view shares one.
    static let registry = ViewRegistry<PlaceholderController>(name: "gtk3")

    /// The object-data key an active controller is stored under on its view.
    static let attachmentKey = "placeholder-text-view-controller"

    /// The view (not referenced: the view owns an active controller, and the
    /// faces hold their own references or none).
    let view: UnsafeMutablePointer<GtkTextView>
    var widget: UnsafeMutablePointer<GtkWidget> {
        UnsafeMutableRawPointer(view).assumingMemoryBound(to: GtkWidget.self)
    }

    /// What the app chose.
    private(set) var settings = PlaceholderSettings()
    /// Whether the widget is still alive (false once it is destroyed).
    private(set) var isAttached = true
    /// Whether the controller lives on the widget and draws.
    private(set) var isActive = false
    /// Whether an input method is showing pre-edit text.
    var preeditIsActive = false
    /// Told of every change.
    let observers = PlaceholderObservers()

    /// One box for all the controller's handlers.
    private(set) lazy var router = SignalRouter { [unowned self] id, argument in
        if let signal = ViewSignal(id: id) { self.handle(signal, argument) }
    }
    /// `size-allocate`, watched only while the natural-height option is on.
    var allocationWatch: SignalConnection?
    var buffer: BufferBinding?
    /// The view's share of a pooled renderer, once it has drawn.
    var lease: RendererLease?
    var themeColor: PlaceholderColor??
    /// The view's CSS padding and border, read once per style.
    var cachedInsets: TextViewInsets?
    /// Whether the placeholder showed at the last check.
    var wasVisible = false
    var bufferWasEmpty = true
    /// Made the first time the natural-height option needs it.
    var heightRequest: NaturalHeightRequest?
    /// The placeholder as assistive technologies get it.
    private(set) lazy var accessibleDescription = AccessibleDescription(widget: widget)

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
        guard isActive, isAttached else {
            return PlaceholderVisibility(hasPlaceholder: false, bufferIsEmpty: true)
        }
        return PlaceholderVisibility(
            hasPlaceholder: !settings.content.isEmpty,
            bufferIsEmpty: gtk_text_buffer_get_char_count(gtk_text_view_get_buffer(view)) == 0,
            preeditIsActive: preeditIsActive,
            viewHasFocus: gtk_widget_has_focus(widget) != 0,
            focusBehavior: settings.focusBehavior)
    }

    /// Whether the placeholder shows now.
    var isShowing: Bool { visibility.isVisible }

    /// The colour the placeholder is painted in now.
    var resolvedColor: PlaceholderColor {
        if themeColor == nil, isAttached {
            themeColor = .some(TextViewMetrics.themePlaceholderColor(of: view))
        }
        return settings.color.resolved(themeColor: themeColor ?? nil)
    }

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
        settingsChanged()
        observers.settingsChanged(from: old)
    }

    /// Stores the controller on its view and connects it to the view's and
    /// buffer's signals.
    private func activate() {
        isActive = true
        Self.registry.unregister(view)
        ObjectAttachment.attach(self, to: view, key: Self.attachmentKey)
        for signal in ViewSignal.alwaysOnView where signal != .destroy {
            _ = signal.connect(UnsafeMutableRawPointer(view), to: router)
        }
        bindBuffer()
    }

    private func settingsChanged() {
        watchAllocation(settings.requestsNaturalHeight)
        let state = visibility
        bufferWasEmpty = state.bufferIsEmpty
        emptinessChanged()
        queueRedraw()
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
        queueRedraw()
        showingMayHaveChanged(to: state.isVisible)
    }

    /// What depends on the buffer being empty rather than on the placeholder
    /// being drawn: the accessible description and the size request.
    func emptinessChanged() {
        let placeholder = settings.content.isEmpty || !bufferWasEmpty
            ? nil : PlaceholderMarkup.plainText(of: settings.content)
        accessibleDescription.update(placeholder, on: widget)
        updateHeightRequest()
    }

    func queueRedraw() {
        guard isAttached else { return }
        gtk_widget_queue_draw(widget)
    }

    /// Disconnects every handler and lets go of the buffer and the Pango
    /// objects. Called when the widget is destroyed; safe to call more than
    /// once. The widget keeps an active (now inert) controller until it is
    /// finalized, so late calls through a face see a detached controller and
    /// do nothing.
    func detach() {
        guard isAttached else { return }
        Self.registry.markDestroyed(view)
        if isActive {
            accessibleDescription.update(nil, on: widget)
            heightRequest?.restore(on: widget)
        }
        isAttached = false
        buffer = nil
        watchAllocation(false)
        router.disconnectAll(on: UnsafeMutableRawPointer(view))
        releaseRenderer()
        showingMayHaveChanged(to: false)
        observers.hostDetached()
    }
}
