import CPlaceholderGObject
import CPlaceholderGtkCalls
import PlaceholderBehaviourSuite
import PlaceholderTestGObject

/// What every toolkit's behaviour view keeps: its text view (referenced),
/// the object under test (the toolkit's `Facade`), its layout, and how it
/// is to be shown. Each toolkit's view class adds its windows and what its
/// toolkit does its own way.
@MainActor
open class BehaviourViewBase<Facade: PlaceholderFacade> {
    /// The text view, as a GObject (this object holds a reference).
    public let viewObject: UnsafeMutableRawPointer
    /// The object under test, as the toolkit's product types it.
    public var wrapper: Facade?
    /// The size of the window the view is shown in.
    public let size: (width: Int32, height: Int32)
    /// What holds the view in its window.
    public let placement: ViewPlacement
    /// Whether `dropOwnReference` ran.
    private var droppedOwnReference = false

    /// The view's layout options; setting applies what changed (through
    /// the toolkit's `GtkBehaviourView` conformance).
    public var geometry: ViewGeometry {
        didSet { (self as? any GtkBehaviourView)?.applyGeometry(geometry, over: oldValue) }
    }

    /// `viewObject` (referenced by this object; a floating reference is
    /// sunk), wrapped by `wrapper` if any, laid out as `geometry`, to be
    /// shown as `placement` says in a `width`×`height` window.
    public init(viewObject: UnsafeMutableRawPointer, wrapper: Facade?, geometry: ViewGeometry, placement: ViewPlacement,
                width: Int32, height: Int32) {
        self.viewObject = viewObject
        self.wrapper = wrapper
        self.geometry = geometry
        self.placement = placement
        size = (width, height)
        g_object_ref_sink(viewObject)
        (self as? any GtkBehaviourView)?.applyGeometry(geometry, over: ViewGeometry())
    }

    /// The object under test; nil for a bare view or once dropped.
    public var facade: (any PlaceholderFacade)? {
        get { wrapper }
        set { wrapper = newValue as? Facade }
    }

    /// The text view, as the shared GTK calls take it.
    public var textView: OpaquePointer { OpaquePointer(viewObject) }

    /// Lets go of this object's own reference to the view now.
    public func dropOwnReference() {
        guard !droppedOwnReference else { return }
        droppedOwnReference = true
        g_object_unref(viewObject)
    }

    isolated deinit { dropOwnReference() }
}

/// A shown window holding a vertical box, as a toolkit's harness makes it:
/// each member runs the toolkit's calls it was given.
@MainActor
public final class BehaviourHostWindow: BehaviourHost {
    private let pack: (UnsafeMutableRawPointer) -> Void
    private let putInScrolled: (UnsafeMutableRawPointer) -> Void
    private let resizeWindow: (Int32, Int32) -> Void
    private let makeDefault: (UnsafeMutableRawPointer) -> Void
    private let destroyWindow: () -> Void

    /// A host whose `add` packs a view (a GObject) with `pack`,
    /// `putInScrolledWindow` puts it with `putInScrolled`, `resize` asks
    /// for a size with `resize`, `makeDefault` makes a packed button the
    /// window's default widget, and `destroy` runs `destroy`.
    public init(pack: @escaping (UnsafeMutableRawPointer) -> Void,
                putInScrolled: @escaping (UnsafeMutableRawPointer) -> Void,
                resize: @escaping (Int32, Int32) -> Void, makeDefault: @escaping (UnsafeMutableRawPointer) -> Void,
                destroy: @escaping () -> Void) {
        self.pack = pack
        self.putInScrolled = putInScrolled
        resizeWindow = resize
        self.makeDefault = makeDefault
        destroyWindow = destroy
    }

    /// Packs `view` into the box, expanding, and shows it.
    public func add(_ view: any BehaviourView) { pack(view.object) }
    /// Puts `view` into the box's one scrolled window and shows it.
    public func putInScrolledWindow(_ view: any BehaviourView) { putInScrolled(view.object) }
    /// Asks the window for a new size.
    public func resize(width: Int32, height: Int32) { resizeWindow(width, height) }
    /// Packs a "Send" button and makes it the window's default widget; the
    /// closure counts its activations.
    public func addDefaultButton() -> () -> Int {
        let button = UnsafeMutableRawPointer(ptv_gtk_button_new_with_label("Send")!)
        pack(button)
        makeDefault(button)
        let clicks = SignalCounter(button, "clicked")
        return { clicks.count }
    }
    /// Destroys the window and what it holds.
    public func destroy() { destroyWindow() }
}
