import CPlaceholderGObject
import PlaceholderCore
import PlaceholderTestGObject
import XCTest

/// A Swift object let go on another thread (a task, a queue or a plain
/// thread may hold an app's last reference): nothing of GTK's is let go
/// there; it is, on GTK's thread, once its main loop runs.
extension LifetimeBehaviour {
    /// A facade with a placeholder, a limit and a counter dropped on another
    /// thread: first beside the app's own reference to the view, then as the
    /// last holder of a destroyed view. The view's references do not move
    /// on that thread; the view, its buffer and the library's state go on
    /// GTK's thread when the loop runs.
    public func testAFacadeDroppedOnAnotherThreadLetsGoOfGtkOnGtksThread() throws {
        let view = try harness.makeView()
        var placeholder: (any PlaceholderFacade)? = try facade(of: view)
        placeholder!.limit = try TextLimit(maxLength: 10)
        placeholder!.showsCounter = true
        view.settle()
        let object = view.object.assumingMemoryBound(to: GObject.self)
        let gtksThread = FinalizationThreadProbe.currentThread

        var second: (any PlaceholderFacade)? = try view.attachFacade()
        let references = g_atomic_int_get(&object.pointee.ref_count)
        let secondReference = Unmanaged.passRetained(second! as AnyObject)
        second = nil
        releaseOnAnotherThread(secondReference)
        XCTAssertEqual(g_atomic_int_get(&object.pointee.ref_count), references, "no unref on the other thread")
        view.settle()
        XCTAssertEqual(g_atomic_int_get(&object.pointee.ref_count), references - 1, "let go on GTK's thread")

        let stateExists = view.watchPlaceholderState()
        let viewGone = FinalizationThreadProbe(view.object)
        let bufferGone = FinalizationThreadProbe(view.buffer)
        view.destroyView()
        view.dropOwnReference()
        XCTAssertEqual(g_atomic_int_get(&object.pointee.ref_count), 1, "the facade holds the view's last reference")
        let last = Unmanaged.passRetained(placeholder! as AnyObject)
        placeholder = nil
        releaseOnAnotherThread(last)
        XCTAssertNil(viewGone.thread, "the view was not finalized on the other thread")
        XCTAssertTrue(stateExists(), "the library's state waits for GTK's thread")
        // The loop alone: the view goes in it, so nothing may touch the view now.
        for _ in 0..<10 { while g_main_context_iteration(nil, 0) != 0 {} }
        XCTAssertEqual(viewGone.thread, gtksThread, "the view finalized on GTK's thread")
        XCTAssertEqual(bufferGone.thread, gtksThread, "its buffer too (GTK 3's went with the destroyed view)")
        XCTAssertFalse(stateExists(), "the library's state freed with it")
    }
}
