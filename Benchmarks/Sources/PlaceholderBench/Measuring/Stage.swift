import CPlaceholderGtk3
import PlaceholderBenchSupport
import PlaceholderGObject

/// A contender in its own shown 400×200 window whose updates are frozen, so
/// that the benchmark, not the frame clock, decides when invalidated areas
/// are repainted, and times that repaint with the change that caused it.
@MainActor
final class Stage: BenchStage {
    let contender: any Contender
    let window: UnsafeMutablePointer<GtkWidget>
    private let surface: OpaquePointer
    private let cr: OpaquePointer

    init(_ contender: any Contender) {
        self.contender = contender
        window = gtk_window_new(GTK_WINDOW_TOPLEVEL)
        let windowPointer = UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)
        gtk_window_set_default_size(windowPointer, Int32(StageSize.width), Int32(StageSize.height))
        gtk_window_set_resizable(windowPointer, 0)
        StageSize.request(for: contender.root)
        let root = contender.root.assumingMemoryBound(to: GtkWidget.self)
        gtk_container_add(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkContainer.self), root)
        gtk_widget_show_all(window)
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(StageSize.width), Int32(StageSize.height))
        cr = cairo_create(surface)
        MainLoop.pump(timeout: 5, until: { gtk_widget_get_mapped(self.window) != 0 })
        MainLoop.drain()
        gdk_window_freeze_updates(gtk_widget_get_window(window))
        settle()
    }

    /// Destroys the window and everything in it.
    func close() {
        gdk_window_thaw_updates(gtk_widget_get_window(window))
        gtk_widget_destroy(window)
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// One full draw of the contender's widget, as a frame paints it.
    func drawFrame() {
        gtk_widget_draw(contender.root.assumingMemoryBound(to: GtkWidget.self), cr)
    }

    /// GTK 3 has one renderer.
    var rendererName: String? { nil }
    /// Not told: GTK 3 repaints only what a settle finds invalidated.
    var settleSummary: String? { nil }
    /// Nothing: GTK 3 redraws every widget in each frame.
    func invalidateAll() {}
    /// Nothing: GTK 3 has no redraw measurement.
    func invalidateRedraw() {}

    /// Runs everything the main loop has pending, then the frame clock's
    /// layout phase, which frozen updates hold back.
    func layOut() {
        MainLoop.drain()
        gtk_container_check_resize(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkContainer.self))
    }

    /// Runs everything the main loop has pending (idle validation, signal
    /// work), then repaints what was invalidated, as the next frame would.
    func settle() {
        layOut()
        guard let gdkWindow = gtk_widget_get_window(window),
            let region = gdk_window_get_update_area(gdkWindow)
        else { return }
        defer { cairo_region_destroy(region) }
        cairo_save(cr)
        gdk_cairo_region(cr, region)
        cairo_clip(cr)
        gtk_widget_draw(window, cr)
        cairo_restore(cr)
    }
}
