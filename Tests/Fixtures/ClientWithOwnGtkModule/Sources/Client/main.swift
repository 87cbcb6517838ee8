// Creates a text view through the app's own CGtk module, attaches a
// placeholder with the typed pointer that module gives, and writes two
// PNGs of the window: the placeholder, then the same text typed. Then
// loads a .ui file declaring a PtvPlaceholder without registering the type.
//   Client OUTPUT_DIRECTORY
import CGtk
import Foundation
import PlaceholderTextView

let text = "Tell us about yourself: what you do, what you like, and what brought you here today."

@MainActor
func main() {
    guard CommandLine.arguments.count == 2 else { fail("usage: Client OUTPUT_DIRECTORY", status: 2) }
    let output = CommandLine.arguments[1]
    guard gtk_init_check(nil, nil) != 0 else { fail("Client: cannot open a display", status: 2) }
    // The app's own types: GtkTextView here is CGtk's.
    let view: UnsafeMutablePointer<GtkTextView> =
        UnsafeMutableRawPointer(gtk_text_view_new()!).assumingMemoryBound(to: GtkTextView.self)
    gtk_text_view_set_wrap_mode(view, GTK_WRAP_WORD)
    gtk_text_view_set_left_margin(view, 14)
    gtk_text_view_set_top_margin(view, 9)
    gtk_text_view_set_indent(view, 11)

    let placeholder: PlaceholderTextView
    do {
        placeholder = try PlaceholderTextView(attachingTo: view)
    } catch {
        fail("Client: \(error)")
    }
    placeholder.placeholder = text
    // In the view's own text colour, so that ink compares with typed text.
    var rgba = GdkRGBA()
    let style = gtk_widget_get_style_context(placeholder.widget)
    gtk_style_context_get_color(style, gtk_style_context_get_state(style), &rgba)
    placeholder.color = .custom(PlaceholderColor(red: rgba.red, green: rgba.green, blue: rgba.blue))

    let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
    gtk_window_set_default_size(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self), 300, 160)
    gtk_container_add(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkContainer.self), placeholder.widget)
    gtk_widget_show_all(window)
    settle()
    guard placeholder.isPlaceholderVisible, write(window, to: output + "/placeholder.png") else { exit(1) }
    gtk_text_buffer_set_text(gtk_text_view_get_buffer(view), text, -1)
    settle()
    guard !placeholder.isPlaceholderVisible, write(window, to: output + "/typed.png") else { exit(1) }
    gtk_widget_destroy(window)
    loadPlaceholderFromBuilderWithoutRegistering()
}

/// GtkBuilder finds `PtvPlaceholder` through `ptv_placeholder_get_type`,
/// exported from this executable, with no call to register it (or exits 1).
@MainActor
func loadPlaceholderFromBuilderWithoutRegistering() {
    guard g_type_from_name("PtvPlaceholder") == 0 else {
        fail("Client: PtvPlaceholder was registered before the builder asked for it")
    }
    let xml = """
        <interface>
          <object class="PtvPlaceholder" id="placeholder">
            <property name="text-view">view</property>
            <property name="text">From a .ui file</property>
          </object>
          <object class="GtkTextView" id="view"/>
        </interface>
        """
    let builder = gtk_builder_new()!
    defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
    var error: UnsafeMutablePointer<GError>?
    guard gtk_builder_add_from_string(builder, xml, gsize.max, &error) != 0 else {
        fail("Client: GtkBuilder refused the file: \(error.map { String(cString: $0.pointee.message) } ?? "?")")
    }
    let view: UnsafeMutablePointer<GtkTextView> =
        UnsafeMutableRawPointer(gtk_builder_get_object(builder, "view")!).assumingMemoryBound(to: GtkTextView.self)
    guard let placeholder = try? PlaceholderTextView(attachingTo: view), placeholder.placeholder == "From a .ui file"
    else { fail("Client: the view has no placeholder from the .ui file") }
    print("PtvPlaceholder found by GtkBuilder without registration")
}

/// Writes one line to standard error and exits with `status`.
func fail(_ message: String, status: Int32 = 1) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(status)
}

/// Runs the main loop until the window is shown, allocated and drawn.
@MainActor
func settle() {
    for _ in 0..<20 {
        while gtk_events_pending() != 0 { gtk_main_iteration_do(0) }
        usleep(5_000)
    }
}

/// Draws `window` into an image at its allocated size and saves it.
@MainActor
func write(_ window: UnsafeMutablePointer<GtkWidget>, to path: String) -> Bool {
    let width = gtk_widget_get_allocated_width(window), height = gtk_widget_get_allocated_height(window)
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
    defer { cairo_surface_destroy(surface) }
    let cr = cairo_create(surface)!
    gtk_widget_draw(window, cr)
    cairo_destroy(cr)
    return cairo_surface_write_to_png(surface, path) == CAIRO_STATUS_SUCCESS
}

MainActor.assumeIsolated { main() }
