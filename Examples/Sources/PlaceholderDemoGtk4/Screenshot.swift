import CPlaceholderGtk4
import Foundation
import PlaceholderDemoKit
import PlaceholderObjectProperties

/// Renders a window to a PNG file, without user interaction: GTK 4 draws
/// the window's widget tree into render nodes, which the window's own
/// renderer (GL, or Cairo with GSK_RENDERER=cairo) turns into a texture.
extension Gtk4Demo {
    /// Turns GTK's animations off for the process, so that a screenshot
    /// shows widgets at rest (not halfway through a CSS transition, such as
    /// the focus ring the first entry loses when focus is cleared).
    static func prepareScreenshot() {
        guard let settings = gtk_settings_get_default() else { return }
        ObjectProperties(UnsafeMutableRawPointer(settings)).set("gtk-enable-animations", false)
    }

    /// Shows `window` at its default size, lets GTK lay it out and paint
    /// it, and writes what it draws to `path`, at the window's scale factor.
    /// Writes nothing if anything fails.
    static func screenshot(_ object: gpointer, to path: String) throws(DemoFailure) {
        let window = object.assumingMemoryBound(to: GtkWidget.self)
        let gtkWindow = object.assumingMemoryBound(to: GtkWindow.self)
        // GTK 4 fits a window's default size into its monitor; a screenshot
        // is the fixed size whatever the screen (HiDPI on a small Xvfb too).
        gtk_widget_set_size_request(window, DemoWindow<Gtk4Demo>.size.width, DemoWindow<Gtk4Demo>.size.height)
        gtk_window_present(gtkWindow)
        // A guard against a window that never shows, not a budget: a busy
        // machine drawing at scale 2 with software GL can take seconds.
        let deadline = g_get_monotonic_time() + 60_000_000
        while gtk_widget_get_mapped(window) == 0 || gtk_widget_get_width(window) <= 1 {
            guard g_get_monotonic_time() < deadline else { throw DemoFailure("the window was never shown") }
            while g_main_context_iteration(nil, 0) != 0 {}
            g_usleep(1000)
        }
        try waitForFrames(of: window, until: deadline)
        // Nothing focused, so every placeholder shows as it does before the
        // user clicks. Cleared once the window is shown and painted: a
        // window that becomes active (under Xvfb with no window manager it
        // is as soon as the pointer is over it) focuses its first entry.
        gtk_window_set_focus(gtkWindow, nil)
        try waitForFrames(of: window, until: deadline)
        try write(render(window), to: path)
    }

    /// Lets the frame clock run whole frames (styles, layout, painting)
    /// after everything pending.
    private static func waitForFrames(of window: UnsafeMutablePointer<GtkWidget>, until deadline: gint64)
        throws(DemoFailure)
    {
        guard let clock = gtk_widget_get_frame_clock(window) else { throw DemoFailure("the window has no frame clock") }
        final class Counter { var frames = 0 }
        let counter = Counter()
        let handler = onSignal(UnsafeMutableRawPointer(clock), "after-paint") { counter.frames += 1 }
        defer { g_signal_handler_disconnect(UnsafeMutableRawPointer(clock), handler) }
        for frame in 1...3 {
            gdk_frame_clock_request_phase(clock, GDK_FRAME_CLOCK_PHASE_LAYOUT)
            while counter.frames < frame {
                guard g_get_monotonic_time() < deadline else { throw DemoFailure("the window was never painted") }
                _ = g_main_context_iteration(nil, 0)
                g_usleep(500)
            }
        }
        while g_main_context_iteration(nil, 0) != 0 {}
    }

    /// The window's pixels, as a texture of its size times its scale.
    private static func render(_ window: UnsafeMutablePointer<GtkWidget>) throws(DemoFailure) -> OpaquePointer {
        let scale = Float(gtk_widget_get_scale_factor(window))
        let paintable = gtk_widget_paintable_new(window)!
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
        let width = Float(gdk_paintable_get_intrinsic_width(paintable))
        let height = Float(gdk_paintable_get_intrinsic_height(paintable))
        guard width > 1, height > 1 else { throw DemoFailure("the window was never laid out") }
        let snapshot = gtk_snapshot_new()!
        gtk_snapshot_scale(snapshot, scale, scale)
        gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
        guard let node = gtk_snapshot_free_to_node(snapshot) else { throw DemoFailure("the window drew nothing") }
        defer { gsk_render_node_unref(node) }
        var viewport = graphene_rect_t(
            origin: graphene_point_t(x: 0, y: 0), size: graphene_size_t(width: width * scale, height: height * scale))
        guard let renderer = gtk_native_get_renderer(OpaquePointer(window)),
              let texture = gsk_renderer_render_texture(renderer, node, &viewport)
        else { throw DemoFailure("the window's renderer made no image") }
        return texture
    }

    /// Saves `texture` to `path` as PNG, through a temporary file renamed
    /// into place, and releases it.
    private static func write(_ texture: OpaquePointer, to path: String) throws(DemoFailure) {
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        try ScreenshotFile.write(to: path) { temporary throws(DemoFailure) in
            guard gdk_texture_save_to_png(texture, temporary) != 0 else { throw DemoFailure("cannot write \(path)") }
        }
    }
}
