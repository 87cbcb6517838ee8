import CPlaceholderGObject
import CPlaceholderGtkCalls
import PlaceholderBehaviourSuite
import PlaceholderTestGObject

/// A toolkit's top-level test window (each test support's `TestWindow`),
/// as the behaviour views and hosts written once in this kit use it.
@MainActor
public protocol BehaviourWindow: AnyObject {
    /// A window holding `child` (a `GtkWidget`): shown at `size`, once GTK
    /// has mapped and allocated the child, or never shown for nil.
    init(holding child: UnsafeMutableRawPointer, shownAt size: (width: Int32, height: Int32)?)
    /// Asks the window for a new size.
    func resize(width: Int32, height: Int32)
    /// Makes `widget`, which the window holds, its default widget.
    func setDefault(_ widget: UnsafeMutableRawPointer)
    /// Destroys the window (GTK 3: with every child; GTK 4: with what only
    /// it references); safe to call twice.
    func destroy()
}

/// What every toolkit's test window does alike: it holds its window until
/// destroying it once, by `destroy()` or when dropped, and lets GTK run
/// after destroying a window it showed.
@MainActor
open class TestWindowBase {
    /// The window, as a GObject (this object holds a reference).
    public let windowObject: UnsafeMutableRawPointer
    /// Whether the window was shown.
    private let shown: Bool
    /// Whether `destroy` ran.
    private var destroyed = false

    /// Holds `windowObject` (sinking a floating reference); `shown` says
    /// whether the window will be shown.
    public init(windowObject: UnsafeMutableRawPointer, shown: Bool) {
        self.windowObject = windowObject
        self.shown = shown
        g_object_ref_sink(windowObject)
    }

    /// Destroys the window (as `BehaviourWindow.destroy` says), then lets
    /// GTK run if it was shown; safe to call twice.
    public func destroy() {
        guard !destroyed else { return }
        destroyed = true
        destroyWindow()
        g_object_unref(windowObject)
        if shown { runAfterDestroying() }
    }

    /// The toolkit's call that destroys the window.
    open func destroyWindow() {}
    /// What the toolkit runs after destroying a shown window.
    open func runAfterDestroying() {}

    isolated deinit { destroy() }
}

/// A shown window of the harness's toolkit holding a vertical box, for
/// scenarios with several views in one window.
@MainActor
final class BehaviourHostWindow<Harness: GtkBehaviourHarness>: BehaviourHost {
    private let harness: Harness
    private let box: UnsafeMutableRawPointer
    private let window: Harness.Window

    /// A `width`×`height` window, shown, holding an empty vertical box.
    init(harness: Harness, width: Int32, height: Int32) {
        self.harness = harness
        box = UnsafeMutableRawPointer(ptv_gtk_box_new(Int32(PTV_GTK_ORIENTATION_VERTICAL), 0)!)
        window = Harness.Window(holding: box, shownAt: (width, height))
    }

    /// Packs `view` into the box, expanding, and shows it.
    func add(_ view: any BehaviourView) { harness.packExpanding(view.object, into: box) }
    /// Puts `view` into the box's one scrolled window and shows it.
    func putInScrolledWindow(_ view: any BehaviourView) { harness.putInScrolledWindow(view.object, firstIn: box) }
    /// Asks the window for a new size.
    func resize(width: Int32, height: Int32) { window.resize(width: width, height: height) }
    /// Packs a "Send" button and makes it the window's default widget; the
    /// closure counts its activations.
    func addDefaultButton() -> () -> Int {
        let button = UnsafeMutableRawPointer(ptv_gtk_button_new_with_label("Send")!)
        harness.packExpanding(button, into: box)
        window.setDefault(button)
        let clicks = SignalCounter(button, "clicked")
        return { clicks.count }
    }
    /// Destroys the window and what it holds.
    func destroy() { window.destroy() }
}
