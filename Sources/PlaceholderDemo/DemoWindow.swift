import CGtk
import PlaceholderTextView

/// The demo's window: an entry and a placeholder text view with the same
/// placeholder, and a second view with a long, multi-line placeholder.
@MainActor
final class DemoWindow {
    /// Fixed, so that screenshots of any texts compare pixel by pixel.
    static let size = (width: Int32(480), height: Int32(360))

    let window: UnsafeMutablePointer<GtkWidget>
    let first: PlaceholderTextView
    let second: PlaceholderTextView

    struct ScreenshotError: Error, CustomStringConvertible {
        let description: String
    }

    init(options: DemoOptions) {
        gtk_widget_set_default_direction(options.rightToLeft ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR)
        window = gtk_window_new(GTK_WINDOW_TOPLEVEL)
        let gtkWindow = UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)
        gtk_window_set_title(gtkWindow, "PlaceholderTextView demo")
        gtk_window_set_default_size(gtkWindow, Self.size.width, Self.size.height)
        gtk_window_set_resizable(gtkWindow, 1)
        let quit: GCallback = { gtk_main_quit() }
        g_signal_connect_data(window, "destroy", quit, nil, nil, GConnectFlags(rawValue: 0))

        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
        gtk_container_set_border_width(Self.container(box), 12)
        gtk_container_add(Self.container(window), box)

        func label(_ text: String) {
            let label = gtk_label_new(text)!
            gtk_label_set_xalign(UnsafeMutableRawPointer(label).assumingMemoryBound(to: GtkLabel.self), 0)
            gtk_box_pack_start(Self.box(box), label, 0, 0, 0)
        }

        label("GtkEntry")
        let entry = gtk_entry_new()!
        gtk_entry_set_placeholder_text(
            UnsafeMutableRawPointer(entry).assumingMemoryBound(to: GtkEntry.self), options.placeholder)
        gtk_box_pack_start(Self.box(box), entry, 0, 0, 0)

        label("PlaceholderTextView")
        first = try! PlaceholderTextView()
        first.placeholder = options.placeholder
        gtk_text_buffer_set_text(gtk_text_view_get_buffer(first.textView), options.text, -1)
        gtk_text_view_set_wrap_mode(first.textView, GTK_WRAP_WORD_CHAR)
        Self.pad(first.textView)
        gtk_box_pack_start(Self.box(box), Self.framed(first.widget), 1, 1, 0)

        label("Multi-line placeholder")
        second = try! PlaceholderTextView()
        if options.centered {
            first.verticalPlacement = .centered
            second.verticalPlacement = .centered
        }
        second.placeholder = """
            Dear reader,
            this placeholder runs over several lines and wraps at the view's width, \
            the way typed text would. It disappears on the first character and \
            comes back when the view is emptied.
            """
        gtk_text_view_set_wrap_mode(second.textView, GTK_WRAP_WORD)
        Self.pad(second.textView)
        gtk_box_pack_start(Self.box(box), Self.framed(second.widget), 1, 1, 0)
    }

    func present() {
        gtk_widget_show_all(window)
    }

    /// Shows the window at its default size, lets GTK lay it out, and writes
    /// what it draws to a PNG. Writes nothing if anything fails.
    func saveScreenshot(to path: String) throws {
        gtk_widget_show_all(window)
        let deadline = g_get_monotonic_time() + 5_000_000
        while gtk_widget_get_allocated_width(window) <= 1 || gtk_events_pending() != 0 {
            if g_get_monotonic_time() > deadline { break }
            gtk_main_iteration_do(0)
        }
        let width = gtk_widget_get_allocated_width(window)
        let height = gtk_widget_get_allocated_height(window)
        guard width > 1, height > 1 else { throw ScreenshotError(description: "the window was never laid out") }
        let scale = gtk_widget_get_scale_factor(window)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width * scale, height * scale)
        cairo_surface_set_device_scale(surface, Double(scale), Double(scale))
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)
        gtk_widget_draw(window, cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let temporary = path + ".partial"
        let status = cairo_surface_write_to_png(surface, temporary)
        guard status == CAIRO_STATUS_SUCCESS else {
            _ = unlink(temporary)
            throw ScreenshotError(description: "cannot write \(path): \(String(cString: cairo_status_to_string(status)))")
        }
        guard rename(temporary, path) == 0 else {
            _ = unlink(temporary)
            throw ScreenshotError(description: "cannot write \(path)")
        }
    }

    /// Margins that line the view's text up with the entry's.
    private static func pad(_ view: UnsafeMutablePointer<GtkTextView>) {
        gtk_text_view_set_left_margin(view, 8)
        gtk_text_view_set_right_margin(view, 8)
        gtk_text_view_set_top_margin(view, 6)
        gtk_text_view_set_bottom_margin(view, 6)
    }

    private static func framed(_ child: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        let scrolled = gtk_scrolled_window_new(nil, nil)!
        gtk_scrolled_window_set_shadow_type(
            UnsafeMutableRawPointer(scrolled).assumingMemoryBound(to: GtkScrolledWindow.self), GTK_SHADOW_IN)
        gtk_container_add(container(scrolled), child)
        return scrolled
    }

    private static func container(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkContainer> {
        UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkContainer.self)
    }

    private static func box(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkBox> {
        UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkBox.self)
    }
}
