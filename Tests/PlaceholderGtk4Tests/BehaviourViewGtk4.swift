import CPlaceholderGtk4
import PlaceholderBehaviourSuite
import PlaceholderTestSupportGtk4
import PlaceholderTextViewGtk4

/// A GTK 4 text view for the behaviour suite, in its own window; wrapped
/// by a `PlaceholderTextView` or bare. Input and GTK calls are in
/// BehaviourViewGtk4+Input.swift.
@MainActor
final class Gtk4BehaviourView: BehaviourView {
    /// The text view.
    let view: UnsafeMutablePointer<GtkTextView>
    /// The window holding it, once shown.
    private(set) var window: TestWindow?
    /// The object under test, if the view is wrapped.
    var wrapper: PlaceholderTextView?
    private let size: (width: Int32, height: Int32)
    private let placement: ViewPlacement
    /// Whether `dropOwnReference` ran.
    private var droppedOwnReference = false
    /// The window of `packIntoHiddenWindow`, never shown.
    private var hiddenWindow: UnsafeMutablePointer<GtkWidget>?

    /// `view` (referenced by this object; wrapped by `wrapper`, if any),
    /// to be shown as `placement` says in a `width`×`height` window.
    init(view: UnsafeMutablePointer<GtkTextView>, wrapper: PlaceholderTextView?, geometry: ViewGeometry,
         placement: ViewPlacement, width: Int32, height: Int32) {
        self.view = view
        self.wrapper = wrapper
        self.placement = placement
        size = (width, height)
        g_object_ref_sink(UnsafeMutableRawPointer(view))
        self.geometry = geometry
        Gtk4BehaviourHarness.apply(geometry, over: ViewGeometry(), to: view)
    }

    var facade: (any PlaceholderFacade)? {
        get { wrapper }
        set { wrapper = newValue as? PlaceholderTextView }
    }
    var object: UnsafeMutableRawPointer { UnsafeMutableRawPointer(view) }
    var buffer: UnsafeMutableRawPointer { UnsafeMutableRawPointer(view.buffer) }
    func setBuffer(_ buffer: UnsafeMutableRawPointer) {
        gtk_text_view_set_buffer(view, buffer.assumingMemoryBound(to: GtkTextBuffer.self))
    }
    var geometry: ViewGeometry {
        didSet { Gtk4BehaviourHarness.apply(geometry, over: oldValue, to: view) }
    }

    func show() {
        guard window == nil else { return }
        let widget = view.asWidget
        switch placement {
        case .scrolled: window = TestWindow(child: scrolled(widget), width: size.width, height: size.height)
        case .box: window = TestWindow(child: verticalBox([widget]), width: size.width, height: size.height)
        case .window: window = TestWindow(child: widget, width: size.width, height: size.height)
        }
        // GTK 4.8 leaves a text view first allocated before its lines were
        // measured at height 0 until something queues a resize: queue one.
        if placement == .box { queueResize() }
    }

    func setWindowVisible(_ visible: Bool) {
        guard let window else { return }
        gtk_widget_set_visible(window.window, visible ? 1 : 0)
        if visible { gtk_window_set_focus(window.gtkWindow, nil) }
        GtkHarness.pump(timeout: 3) { (gtk_widget_get_mapped(self.view.asWidget) != 0) == visible }
    }

    var isMapped: Bool { gtk_widget_get_mapped(view.asWidget) != 0 }
    var isRealized: Bool { gtk_widget_get_realized(view.asWidget) != 0 }

    func packIntoHiddenWindow() {
        let window = gtk_window_new()!
        g_object_ref_sink(UnsafeMutableRawPointer(window))
        gtk_window_set_child(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self), view.asWidget)
        hiddenWindow = window
    }
    func settle() { GtkHarness.settle(view.asWidget) }
    func render(scale: Int) -> Raster { GtkHarness.render(view.asWidget, scale: scale) }
    var scaleFactor: Int { Int(gtk_widget_get_scale_factor(view.asWidget)) }
    var allocatedSize: (width: Int32, height: Int32) { (gtk_widget_get_width(view.asWidget), gtk_widget_get_height(view.asWidget)) }

    var measuredSizes: [Int32] {
        var result: [Int32] = []
        for orientation in [GTK_ORIENTATION_HORIZONTAL, GTK_ORIENTATION_VERTICAL] {
            var minimum: Int32 = 0, natural: Int32 = 0
            gtk_widget_measure(view.asWidget, orientation, -1, &minimum, &natural, nil, nil)
            result += [minimum, natural]
        }
        return result
    }

    func queueResize() {
        gtk_widget_queue_resize(view.asWidget)
        GtkHarness.settle(view.asWidget)
    }

    var sizeRequest: (width: Int32, height: Int32) {
        var width: Int32 = 0, height: Int32 = 0
        gtk_widget_get_size_request(view.asWidget, &width, &height)
        return (width, height)
    }

    func setSizeRequest(width: Int32, height: Int32) { gtk_widget_set_size_request(view.asWidget, width, height) }

    func resizeWindow(width: Int32, height: Int32) {
        guard let window else { return }
        gtk_window_set_default_size(window.gtkWindow, width, height)
    }

    func attachFacade() throws -> any PlaceholderFacade { try PlaceholderTextView(attachingTo: view) }

    func dropOwnReference() {
        guard !droppedOwnReference else { return }
        droppedOwnReference = true
        g_object_unref(UnsafeMutableRawPointer(view))
    }

    func destroy() {
        window?.destroy()
        window = nil
        if let hiddenWindow {
            gtk_window_destroy(UnsafeMutableRawPointer(hiddenWindow).assumingMemoryBound(to: GtkWindow.self))
            g_object_unref(UnsafeMutableRawPointer(hiddenWindow))
            self.hiddenWindow = nil
        }
    }

    isolated deinit {
        destroy()
        dropOwnReference()
    }
}
