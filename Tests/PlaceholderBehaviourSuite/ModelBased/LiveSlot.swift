/// One slot of the live world: a window holding a scrolled window holding
/// a text view, with the app's Swift object for it if it keeps one.
@MainActor
final class LiveSlot {
    /// The toolkit.
    private let harness: any BehaviourHarness
    /// The window (a vertical box holding the scrolled window).
    private(set) var host: any BehaviourHost
    /// The text view; its `facade` is the app's Swift object, if it keeps one.
    private(set) var view: any BehaviourView

    /// A new window, shown and mapped (the host waits for it), with a fresh
    /// view put in its scrolled window (mapped when the main loop next runs).
    init(harness: any BehaviourHarness, wrapped: Bool) throws {
        self.harness = harness
        host = try harness.makeHost(width: 320, height: 160)
        view = try harness.makeUnshownView(wrapped: wrapped)
        host.putInScrolledWindow(view)
    }

    /// What a replaced view leaves for the checks: the view, destroyed but
    /// still referenced, and the app's Swift object for it, if any.
    typealias Replaced = (view: any BehaviourView, facade: (any PlaceholderFacade)?)

    /// Destroys the text view alone and puts a fresh one in its place.
    func replaceDestroyedView(wrapped: Bool) throws -> Replaced {
        let old: Replaced = (view, view.facade)
        view.destroyView()
        view = try harness.makeUnshownView(wrapped: wrapped)
        host.putInScrolledWindow(view)
        return old
    }

    /// Destroys the whole window and makes a new one with a fresh view.
    /// Where the old view outlives its window
    /// (`BehaviourHarness.viewOutlivesItsWindow`), `outlived` looks at it
    /// first; then the app lets go of it, which destroys it.
    func replaceDestroyedWindow(wrapped: Bool, outlived: (Replaced) -> Void) throws -> Replaced {
        let old: Replaced = (view, view.facade)
        view.facade = nil
        host.destroy()
        if harness.viewOutlivesItsWindow {
            outlived(old)
            old.view.destroyView()
        }
        host = try harness.makeHost(width: 320, height: 160)
        view = try harness.makeUnshownView(wrapped: wrapped)
        host.putInScrolledWindow(view)
        return old
    }

    /// Runs the main loop until the view is mapped and has a size, which
    /// key events, focus and rendering need.
    func ensureMapped() {
        let view = view
        guard !view.isMapped || view.allocatedSize.width <= 1 else { return }
        harness.pump(timeout: 3) { view.isMapped && view.allocatedSize.width > 1 }
    }

    /// Destroys the window and lets go of everything.
    func tearDown() {
        view.facade = nil
        host.destroy()
    }
}
