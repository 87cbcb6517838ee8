import CPlaceholderGtk4
import PlaceholderGObject

/// A window's frame clock, driven by the benchmark: GTK's own painting of
/// the window is held back (as GTK 3's stages freeze window updates), so
/// that the benchmark decides when a frame is drawn and times it with the
/// change that caused it; the layout phase is run on demand, by the same
/// signal emission the clock itself makes.
@MainActor
struct FrameClockPhases {
    private let clock: UnsafeMutableRawPointer
    private let surface: UnsafeMutableRawPointer
    private static let layoutSignal = g_signal_lookup("layout", gdk_frame_clock_get_type())
    private static let paintSignal = g_signal_lookup("paint", gdk_frame_clock_get_type())
    /// A surface's paint handler is matched by signal and data: GDK
    /// connects each surface's with the surface as data.
    private static let paintHandlerMatch = GLibFlags.union(GLibFlags.matchID, GLibFlags.matchData)

    /// The phases of `window`'s clock, with GTK's painting of `window` held
    /// back until `release()`.
    init(of window: UnsafeMutablePointer<GtkWidget>) {
        clock = UnsafeMutableRawPointer(gtk_widget_get_frame_clock(window)!)
        surface = UnsafeMutableRawPointer(gtk_native_get_surface(gtk_widget_get_native(window))!)
        g_signal_handlers_block_matched(clock, Self.paintHandlerMatch, Self.paintSignal, 0, nil, nil, surface)
    }

    /// Lets GTK paint the window again.
    func release() {
        g_signal_handlers_unblock_matched(clock, Self.paintHandlerMatch, Self.paintSignal, 0, nil, nil, surface)
    }

    /// Asks the clock for a frame whose painting (held back) is followed
    /// by its `after-paint` phase, as every frame GTK paints is: work that
    /// widgets queue for after their snapshot runs at the next iteration
    /// of the main loop.
    func requestAfterPaint() {
        gdk_frame_clock_request_phase(OpaquePointer(clock), GDK_FRAME_CLOCK_PHASE_AFTER_PAINT)
    }

    /// The clock's layout phase, as a frame runs it: the window's style
    /// validation and pending size allocations (`GtkRoot`'s handler, while
    /// one is needed) and the surface's layout.
    func layout() {
        var instance = GValue()
        g_value_init(&instance, gdk_frame_clock_get_type())
        g_value_set_object(&instance, clock)
        g_signal_emitv(&instance, Self.layoutSignal, 0, nil)
        g_value_unset(&instance)
    }
}
