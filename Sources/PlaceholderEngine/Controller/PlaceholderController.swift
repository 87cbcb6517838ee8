import CPlaceholderGObject
import CPlaceholderGtkCalls
import PlaceholderCore
import PlaceholderGObject
import PlaceholderRendering

/// The placeholder's state and behaviour for one `GtkTextView`, in either
/// toolkit: the one object that follows the widget's life, shared by every
/// face attached to the view (Swift facades, `PtvPlaceholder` objects). What
/// GTK 3 and GTK 4 do differently is its backend's.
///
/// It starts *dormant*: it holds the settings and watches only the widget's
/// `destroy`; nothing is stored on or added to the widget. The first
/// non-empty placeholder *activates* it: the widget then holds it (object
/// data), so it keeps working when every face is dropped, and it connects to
/// the view, its buffer and (through the backend) the view's drawing. When
/// the widget is destroyed it disconnects everything and stays inert.
package final class PlaceholderController: PlaceholderHost {
    /// The view (not referenced: the view owns an active controller, and the
    /// faces hold their own references or none).
    package let view: UnsafeMutableRawPointer
    /// The toolkit's side of this view.
    package private(set) var backend: (any ToolkitBackend)!
    /// The backend type: which registry and attachment key are this
    /// toolkit's (shared by the toolkit's controllers).
    let toolkit: BackendKind

    /// What the app chose.
    package private(set) var settings = PlaceholderSettings()
    /// Whether the widget is still alive (false once it is destroyed).
    package private(set) var viewIsAlive = true
    /// Whether the controller lives on the widget and paints.
    package private(set) var isActive = false
    /// Whether an input method is showing pre-edit text.
    var preeditIsActive = false
    /// Told of every change: made when the first face observes (a Swift
    /// facade never does), so that a view without such a face pays nothing.
    package var observers: PlaceholderObservers {
        if let observerList { return observerList }
        let made = PlaceholderObservers()
        observerList = made
        return made
    }
    /// The observers, once any face asked for them.
    private(set) var observerList: PlaceholderObservers?

    /// One box for all the controller's handlers, and the backend's.
    /// (The controller owns the router, which `deinit` disconnects; the
    /// router hands it to the handler, which captures nothing.)
    package private(set) lazy var router = SignalRouter(receiver: Unmanaged.passUnretained(self).toOpaque()) {
        receiver, id, argument in
        guard let receiver else { return }
        // Held strongly until the handler returns, as an OwnerReference's call does.
        let controller = Unmanaged<PlaceholderController>.fromOpaque(receiver).takeUnretainedValue()
        if let signal = EngineSignal(id: id) { controller.handle(signal, argument) } else {
            controller.backend.handle(signal: id, argument: argument)
        }
    }
    /// The buffer followed (bound again when the view's `buffer` changes).
    var buffer: BufferBinding?
    /// Whether the view shows a buffer not followed yet (between
    /// `notify::buffer` and a deferred rebind): layouts then read the
    /// view's own, since GTK measures lines only in the buffer it shows.
    var followedBufferIsStale = false
    /// Follows a new buffer soon after `notify::buffer`, where the toolkit
    /// asks for that.
    private(set) lazy var bufferRebind = DeferredCall { [owner = OwnerReference(self)] in owner.object.rebindBuffer() }
    /// The view's share of a pooled renderer, once it has painted.
    var lease: RendererLease?
    /// The view's layout properties, until one of them changes.
    var properties: TextViewProperties?
    /// Whether the placeholder showed at the last check.
    package internal(set) var wasVisible = false
    /// Whether the buffer was empty at the last check (the buffer's watch
    /// calls back only when that no longer holds).
    var bufferWasEmpty = true {
        didSet { buffer?.seenEmpty = bufferWasEmpty }
    }
    /// A composer's state (limits, counts, handlers), once the app uses it.
    var composer: ComposerState?

    private init(view: UnsafeMutableRawPointer, toolkit: BackendKind) {
        GtkThread.claim()
        self.view = view
        self.toolkit = toolkit
        backend = toolkit.makeBackend(view: view, controller: self)
    }

    deinit {
        onGtkThread {
            Self.registry(for: toolkit).forget(view, of: self)
            if viewIsAlive { router.disconnectAll(on: view) }
        }
    }

    private static var registries: [String: ViewRegistry<PlaceholderController>] = [:]

    /// The controllers of `toolkit` not stored on their views yet, so that
    /// every face on a view shares one.
    private static func registry(for toolkit: BackendKind) -> ViewRegistry<PlaceholderController> {
        let registry = registries[toolkit.name] ?? ViewRegistry(name: toolkit.name)
        registries[toolkit.name] = registry
        return registry
    }

    /// The active controller living on `view`, if any.
    package static func existing<Backend: ToolkitBackend>(
        on view: gpointer, toolkit: Backend.Type
    ) -> PlaceholderController? {
        ObjectAttachment<PlaceholderController>.value(on: view, key: Backend.attachmentKey)
    }

    /// The controller every face on `view` shares now, without making one:
    /// the one living on it, or the dormant one other faces hold; nil when
    /// there is none (nothing attached, or every face went before anything
    /// needed the view) or the view was destroyed.
    package static func shared<Backend: ToolkitBackend>(
        by view: UnsafeMutableRawPointer, toolkit: Backend.Type
    ) -> PlaceholderController? {
        let found = existing(on: view, toolkit: toolkit) ?? registry(for: BackendKind.of(toolkit)).controller(of: view)
        return found?.viewIsAlive == true ? found : nil
    }

    /// The controller of `view` (a `GtkTextView` of `toolkit`): the one
    /// living on it or held by another face (even a detached one: the widget
    /// was destroyed), else a new dormant one watching the widget's
    /// destruction.
    package static func of<Backend: ToolkitBackend>(
        _ view: UnsafeMutableRawPointer, toolkit: Backend.Type
    ) -> PlaceholderController {
        if let active = existing(on: view, toolkit: toolkit) { return active }
        let kind = BackendKind.of(toolkit)
        let registry = registry(for: kind)
        if let held = registry.controller(of: view) { return held }
        let controller = PlaceholderController(view: view, toolkit: kind)
        // A view destroyed before any face stayed gets an inert controller.
        guard !registry.isDestroyed(view) else {
            controller.viewIsAlive = false
            return controller
        }
        registry.register(controller, for: view)
        EngineSignal.destroy.connect(view, to: controller.router)
        return controller
    }

    /// Applies new settings, activating the controller for its first
    /// placeholder, and repaints. Markup must be valid already. Ignored once
    /// the widget is destroyed.
    package func update(_ newSettings: PlaceholderSettings) {
        guard viewIsAlive, newSettings != settings else { return }
        let old = settings
        settings = newSettings
        if !isActive {
            guard newSettings.needsTheView else {
                observerList?.notify { $0.placeholderSettingsChanged(from: old) }
                return
            }
            activate()
        } else if newSettings.content != old.content {
            releaseRenderer()
        }
        let state = visibility
        bufferWasEmpty = state.bufferIsEmpty
        emptinessChanged(heightOptionChanged: old.requestsNaturalHeight != settings.requestsNaturalHeight)
        backend.repaint()
        showingMayHaveChanged(to: state.isVisible)
        if newSettings.limit != old.limit { limitMayHaveChanged() }
        if newSettings.showsCounter != old.showsCounter { counterMayHaveChanged() }
        if newSettings.returnBehavior != old.returnBehavior { returnBehaviorMayHaveChanged() }
        observerList?.notify { $0.placeholderSettingsChanged(from: old) }
    }

    /// Stores the controller on its view and connects it to the view, its
    /// buffer and (through the backend) its drawing: the first placeholder,
    /// limit or Return behaviour was set.
    private func activate() {
        isActive = true
        Self.registry(for: toolkit).unregister(view)
        ObjectAttachment.attach(self, to: view, key: toolkit.attachmentKey)
        for signal in EngineSignal.onView { signal.connect(view, to: router) }
        bindBuffer()
        backend.activate()
    }

    /// Disconnects every handler and lets go of the buffer, the backend's
    /// hold on the view and the Pango objects. Called when the widget is
    /// destroyed; safe to call more than once. The widget keeps an active
    /// (now inert) controller until it is finalized, so late calls through a
    /// face see a detached controller and do nothing.
    func detach() {
        guard viewIsAlive else { return }
        Self.registry(for: toolkit).markDestroyed(view)
        if isActive { backend.detach() }
        viewIsAlive = false
        bufferRebind.cancel()
        composer?.lineRecount?.cancel()
        limiter = nil
        lineCounter = nil
        buffer = nil
        router.disconnectAll(on: view)
        releaseRenderer()
        showingMayHaveChanged(to: false)
        // The app's handlers may hold what holds the view, and may reach
        // widgets its window destroyed first: let go of them before the
        // last count change, which only the faces hear.
        countHandler = nil
        activateHandler = nil
        countMayHaveChanged()
        observerList?.notify { $0.placeholderHostDetached() }
    }
}
