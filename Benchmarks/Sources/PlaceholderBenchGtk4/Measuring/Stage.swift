import CPlaceholderGtk4
import PlaceholderBenchSupport
import PlaceholderGObject

/// A contender in its own shown 400×200 window whose painting by GTK is held
/// back, so that the benchmark, not the frame clock, decides when a frame is
/// drawn, and times it with the change that caused it.
@MainActor
final class Stage: BenchStage {
    let contender: any Contender
    let window: UnsafeMutablePointer<GtkWidget>
    private let phases: FrameClockPhases
    private let frames: FrameRenderer
    /// How many settles ran, and how many of them found something
    /// invalidated and drew a frame.
    private(set) var settles = 0, framesDrawn = 0

    init(_ contender: any Contender) {
        self.contender = contender
        window = gtk_window_new()
        let gtkWindow = UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)
        gtk_window_set_default_size(gtkWindow, Int32(StageSize.width), Int32(StageSize.height))
        gtk_window_set_resizable(gtkWindow, 0)
        StageSize.request(for: contender.root)
        let root = contender.root.assumingMemoryBound(to: GtkWidget.self)
        gtk_window_set_child(gtkWindow, root)
        gtk_window_present(gtkWindow)
        MainLoop.pump(timeout: 5, until: { gtk_widget_get_mapped(root) != 0 && gtk_widget_get_width(root) >= StageSize.width })
        // No focus, so no caret: every column draws the same steady frame.
        gtk_window_set_focus(gtkWindow, nil)
        MainLoop.drain()
        phases = FrameClockPhases(of: window)
        frames = FrameRenderer(window: window, content: root, width: StageSize.width, height: StageSize.height)
        settle()
    }

    /// The renderer the window draws with.
    var rendererName: String? { frames.rendererName }

    /// How many settles drew a frame.
    var settleSummary: String? { "drew a frame in \(framesDrawn) of \(settles) settles" }

    /// Destroys the window and everything in it.
    func close() {
        frames.close()
        phases.release()
        gtk_window_destroy(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self))
        MainLoop.drain()
    }

    /// Invalidates every widget of the contender (untimed): the next frame
    /// runs all their snapshot functions instead of reusing their render
    /// nodes, as GTK 3 redraws everything.
    func invalidateAll() {
        WidgetTree.forEach(contender.root.assumingMemoryBound(to: GtkWidget.self)) { gtk_widget_queue_draw($0) }
    }

    /// Invalidates what a caret blink does (untimed): the text view (or
    /// the entry's text) alone; its children keep their render nodes.
    func invalidateRedraw() { gtk_widget_queue_draw(contender.redrawWidget.assumingMemoryBound(to: GtkWidget.self)) }

    /// Whether the view, fully redrawn, shows any text or image (an empty
    /// view's placeholder must), once what its first frames queued (after
    /// a frame, or on timers) has run.
    func showsTextOrImage() -> Bool {
        for _ in 0..<5 {
            invalidateAll()
            settle()
            if frames.lastFrameDrewTextOrImage { return true }
            MainLoop.pump(timeout: 0.05, until: { false })
        }
        return false
    }

    /// One frame: snapshot and render, whatever was invalidated.
    func drawFrame() { frames.draw() }

    /// Runs everything the main loop has pending (idle validation, signal
    /// work), the frame clock's layout phase, then a frame if anything was
    /// invalidated, as the next frame would; that frame's `after-paint`
    /// work runs in the next iteration of the main loop.
    func settle() {
        settles += 1
        MainLoop.drain()
        phases.layout()
        guard frames.draw(onlyIfChanged: true) else { return }
        framesDrawn += 1
        phases.requestAfterPaint()
    }
}
