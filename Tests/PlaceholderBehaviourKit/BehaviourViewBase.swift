import CPlaceholderGObject
import CPlaceholderGtkCalls
import PlaceholderBehaviourSuite
import PlaceholderTestGObject
@_spi(Internals) import PlaceholderEngine

/// What every toolkit's behaviour view keeps: its text view (referenced),
/// the object under test (the toolkit's `Facade`), its layout, how it is to
/// be shown, and the toolkit's `Window`s holding it. Each toolkit's view
/// class adds what its toolkit does its own way (`GtkBehaviourView`).
@MainActor
open class BehaviourViewBase<Facade: PlaceholderFacade, Window: BehaviourWindow> {
    /// The text view, as a GObject (this object holds a reference).
    public let viewObject: UnsafeMutableRawPointer
    /// The object under test, as the toolkit's product types it.
    public var wrapper: Facade?
    /// The size of the window the view is shown in.
    public let size: (width: Int32, height: Int32)
    /// What holds the view in its window.
    public let placement: ViewPlacement
    /// The window holding the view, once shown.
    public private(set) var window: Window?
    /// The window of `packIntoHiddenWindow`, never shown.
    private var hiddenWindow: Window?
    /// Whether `dropOwnReference` ran.
    private var droppedOwnReference = false

    /// The view's layout options; setting applies what changed (through
    /// the toolkit's `GtkBehaviourView` conformance).
    public var geometry: ViewGeometry {
        didSet { toolkitView?.applyGeometry(geometry, over: oldValue) }
    }

    /// `viewObject` (referenced by this object; a floating reference is
    /// sunk), wrapped by `wrapper` if any, laid out as `geometry`, to be
    /// shown as `placement` says in a `width`×`height` window (by default
    /// GTK's layout, in a scrolled window of 320×160).
    public required init(viewObject: UnsafeMutableRawPointer, wrapper: Facade?, geometry: ViewGeometry = ViewGeometry(),
                         placement: ViewPlacement = .scrolled, width: Int32 = 320, height: Int32 = 160) {
        self.viewObject = viewObject
        self.wrapper = wrapper
        self.geometry = geometry
        self.placement = placement
        size = (width, height)
        g_object_ref_sink(viewObject)
        toolkitView?.applyGeometry(geometry, over: ViewGeometry())
    }

    /// This view as its toolkit's class extends it.
    private var toolkitView: (any GtkBehaviourView)? { self as? any GtkBehaviourView }

    /// The object under test; nil for a bare view or once dropped.
    public var facade: (any PlaceholderFacade)? {
        get { wrapper }
        set { wrapper = newValue as? Facade }
    }

    /// The text view, as the shared GTK calls take it.
    public var textView: OpaquePointer { OpaquePointer(viewObject) }

    /// Shows the view in its own window, held as `placement` says (the
    /// toolkit's `windowContent`); does nothing once shown.
    public func show() {
        guard window == nil, let toolkitView else { return }
        window = Window(holding: toolkitView.windowContent(), shownAt: size)
        toolkitView.windowShown()
    }

    /// Asks the view's window, once shown, for a new size.
    public func resizeWindow(width: Int32, height: Int32) { window?.resize(width: width, height: height) }

    /// Puts the view into a window that is never shown.
    public func packIntoHiddenWindow() { hiddenWindow = Window(holding: viewObject, shownAt: nil) }

    /// Destroys the view's windows, if any.
    public func destroy() {
        window?.destroy()
        window = nil
        hiddenWindow?.destroy()
        hiddenWindow = nil
    }

    /// Lets go of this object's own reference to the view now.
    public func dropOwnReference() {
        guard !droppedOwnReference else { return }
        droppedOwnReference = true
        g_object_unref(viewObject)
    }

    isolated deinit {
        destroy()
        dropOwnReference()
    }
}
