import CPlaceholderGtk4
import CPlaceholderTestGtk4
import PlaceholderBehaviourKit
import PlaceholderGObject

/// GTK 4 set-up for widget tests, which need a display (Xvfb in CI).
@MainActor
public enum GtkHarness {
    private static var initialized: Bool?

    /// Initialises GTK once; false when no X11 display (with XTEST, for real
    /// key and button events) can be opened. Callers must fail (not skip)
    /// then: CI always provides one.
    public static func initialize() -> Bool {
        if let initialized { return initialized }
        // X11, as under Xvfb; GTK 4 also runs on Wayland, but the tests
        // type and click through X11's XTEST extension.
        setenv("GDK_BACKEND", "x11", 0)
        // The built-in input method, so Ctrl+Shift+U gives real pre-edit text.
        setenv("GTK_IM_MODULE", "gtk-im-context-simple", 1)
        // Accessibility through GTK's in-process test backend: no D-Bus
        // session bus is needed, and properties can be read back.
        setenv("GTK_A11Y", "test", 0)
        // GTK 4's default renderer (GL) works under Xvfb with Mesa's software
        // driver, but is not always there in CI and gains nothing for these
        // tests: render with Cairo, the same everywhere, unless told otherwise.
        setenv("GSK_RENDERER", "cairo", 0)
        let ok = gtk_init_check() != 0 && ptv_test_has_x11() != 0
        // A steady caret: renders of a focused view do not depend on when
        // they are taken.
        if ok { ObjectProperties(GtkCalls.settings).set("gtk-cursor-blink", false) }
        initialized = ok
        return ok
    }

    /// Runs the main loop until `condition` holds or `timeout` seconds pass;
    /// returns whether it held.
    @discardableResult
    public static func pump(timeout: Double = 2, until condition: () -> Bool = { false }) -> Bool {
        MainLoop.pump(timeout: timeout, until: condition)
    }

    /// Runs the main loop until `widget`'s frame clock has run a whole frame
    /// (styles, layout, painting) after everything pending, twice: what GTK
    /// queued is then applied.
    public static func settle(_ widget: UnsafeMutablePointer<GtkWidget>? = nil) {
        pump(timeout: 0.005)
        guard let widget, let clock = gtk_widget_get_frame_clock(widget) else {
            pump(timeout: 0.02)
            return
        }
        for _ in 0..<2 { waitForFrame(clock) }
        pump(timeout: 0.002)
    }

    private static func waitForFrame(_ clock: OpaquePointer) {
        let counter = SignalCounter(UnsafeMutableRawPointer(clock), "after-paint")
        gdk_frame_clock_request_phase(clock, GDK_FRAME_CLOCK_PHASE_LAYOUT)
        pump(timeout: 1) { counter.count > 0 }
    }

    /// Renders `widget` as GTK draws it (its border box, on white) into a new
    /// image of `scale` device pixels per pixel, with the renderer of its
    /// window.
    public static func render(_ widget: UnsafeMutablePointer<GtkWidget>, scale: Int = 1) -> Raster {
        settle(widget)
        let paintable = gtk_widget_paintable_new(widget)!
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
        let width = Double(gdk_paintable_get_intrinsic_width(paintable))
        let height = Double(gdk_paintable_get_intrinsic_height(paintable))
        let inner = gtk_snapshot_new()!
        gdk_paintable_snapshot(paintable, inner, width, height)
        let content = gtk_snapshot_free_to_node(inner)
        defer { if let content { gsk_render_node_unref(content) } }
        var bounds = graphene_rect_t(), viewport = graphene_rect_t()
        graphene_rect_init(&bounds, 0, 0, Float(max(width, 1)), Float(max(height, 1)))
        graphene_rect_scale(&bounds, Float(scale), Float(scale), &viewport)
        let outer = gtk_snapshot_new()!
        gtk_snapshot_scale(outer, Float(scale), Float(scale))
        var white = GdkRGBA(red: 1, green: 1, blue: 1, alpha: 1)
        gtk_snapshot_append_color(outer, &white, &bounds)
        if let content { gtk_snapshot_append_node(outer, content) }
        let node = gtk_snapshot_free_to_node(outer)!
        defer { gsk_render_node_unref(node) }
        let renderer = gtk_native_get_renderer(gtk_widget_get_native(widget))
        let texture = gsk_renderer_render_texture(renderer, node, &viewport)!
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        return Raster(texture: texture)
    }
}

extension Raster {
    /// The pixels of a GDK texture.
    @MainActor
    init(texture: OpaquePointer) {
        let width = gdk_texture_get_width(texture), height = gdk_texture_get_height(texture)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        defer { cairo_surface_destroy(surface) }
        cairo_surface_flush(surface)
        gdk_texture_download(texture, cairo_image_surface_get_data(surface), gsize(cairo_image_surface_get_stride(surface)))
        cairo_surface_mark_dirty(surface)
        self.init(surface: surface)
    }
}

extension GtkHarness {
    /// What X shows of `window` now (the frames GTK painted on screen, not
    /// a snapshot made anew), after the pending frames; nil without X.
    public static func screen(_ window: UnsafeMutablePointer<GtkWidget>) -> Raster? {
        settle(window)
        let width = Int(gtk_widget_get_width(window)), height = Int(gtk_widget_get_height(window))
        var rgb = [guint32](repeating: 0, count: width * height)
        guard width > 0, height > 0, ptv_test_screen_pixels(window, Int32(width), Int32(height), &rgb) != 0 else { return nil }
        return Raster(width: width, pixels: rgb.map {
            Pixel(red: Int($0 >> 16 & 0xFF), green: Int($0 >> 8 & 0xFF), blue: Int($0 & 0xFF))
        })
    }

    /// The type name of the renderer that draws `widget`'s window
    /// (`GskGLRenderer`, `GskCairoRenderer`…), for failure messages.
    public static func rendererName(of widget: UnsafeMutablePointer<GtkWidget>) -> String {
        guard let native = gtk_widget_get_native(widget), let renderer = gtk_native_get_renderer(native) else {
            return "no renderer"
        }
        return String(cString: g_type_name_from_instance(
            UnsafeMutableRawPointer(renderer).assumingMemoryBound(to: GTypeInstance.self)))
    }
}
