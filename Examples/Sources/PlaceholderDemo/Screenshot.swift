import CPlaceholderGtk3
import PlaceholderDemoKit

/// Renders a GTK 3 window to a PNG file, without user interaction.
extension Gtk3Demo {
    /// Shows `window` at its default size, lets GTK lay it out, and writes
    /// what it draws to `path`, at the window's scale factor. Writes nothing
    /// if anything fails.
    static func screenshot(_ window: gpointer, to path: String) throws(DemoFailure) {
        let window = window.assumingMemoryBound(to: GtkWidget.self)
        gtk_widget_show_all(window)
        // Nothing focused, so every placeholder shows, the entry's included.
        gtk_window_set_focus(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self), nil)
        let deadline = g_get_monotonic_time() + 5_000_000
        while gtk_widget_get_allocated_width(window) <= 1 || gtk_events_pending() != 0 {
            if g_get_monotonic_time() > deadline { break }
            gtk_main_iteration_do(0)
        }
        let width = gtk_widget_get_allocated_width(window)
        let height = gtk_widget_get_allocated_height(window)
        guard width > 1, height > 1 else { throw DemoFailure("the window was never laid out") }
        let scale = gtk_widget_get_scale_factor(window)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width * scale, height * scale)
        defer { cairo_surface_destroy(surface) }
        cairo_surface_set_device_scale(surface, Double(scale), Double(scale))
        let cr = cairo_create(surface)
        gtk_widget_draw(window, cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        try ScreenshotFile.write(to: path) { temporary throws(DemoFailure) in
            let status = cairo_surface_write_to_png(surface, temporary)
            guard status == CAIRO_STATUS_SUCCESS else {
                throw DemoFailure("cannot write \(path): \(String(cString: cairo_status_to_string(status)))")
            }
        }
    }
}
