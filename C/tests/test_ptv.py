"""The C library from Python (PyGObject), through the installed typelib;
run under a display by CLibraryTests.
    python3 test_ptv.py OUTPUT_DIRECTORY [3|4]      (GTK 3 by default)
Writes placeholder.png and typed.png (the test compares their ink) and
exits non-zero, with a message, when any check fails."""
import ctypes
import os
import sys

import gi

GTK = sys.argv[2] if len(sys.argv) > 2 else "3"
gi.require_version("Gtk", GTK + ".0")
gi.require_version("Ptv", GTK + ".0")
from gi.repository import GLib, GObject, Gtk, Ptv  # noqa: E402

if GTK == "3":
    import cairo  # noqa: E402

TEXT = "Tell us about yourself: what you do, what you like, and what brought you here today."
failures = []


def check(condition, what):
    if not condition:
        failures.append(what)
        print("check failed: " + what, file=sys.stderr)


def settle():
    for _ in range(20):
        while GLib.MainContext.default().iteration(False):
            pass
        GLib.usleep(5000)


def write_png(widget, path):
    if GTK == "3":
        allocation = widget.get_allocation()
        surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, allocation.width, allocation.height)
        context = cairo.Context(surface)
        context.set_source_rgb(1, 1, 1)
        context.paint()
        widget.draw(context)
        surface.write_to_png(path)
        return
    # PyGObject 3.42 (Debian 12) cannot hold a GskRenderNode: render the
    # widget's paintable through GTK's C functions instead.
    gtk = ctypes.CDLL("libgtk-4.so.1")
    for name, result in [("gtk_widget_paintable_new", ctypes.c_void_p), ("gtk_snapshot_new", ctypes.c_void_p),
                         ("gtk_snapshot_free_to_node", ctypes.c_void_p), ("gtk_widget_get_native", ctypes.c_void_p),
                         ("gtk_native_get_renderer", ctypes.c_void_p), ("gsk_renderer_render_texture", ctypes.c_void_p),
                         ("gdk_texture_save_to_png", ctypes.c_int)]:
        getattr(gtk, name).restype = result
    ctypes.pythonapi.PyCapsule_GetPointer.restype = ctypes.c_void_p
    ctypes.pythonapi.PyCapsule_GetPointer.argtypes = [ctypes.py_object, ctypes.c_char_p]
    pointer = ctypes.c_void_p(ctypes.pythonapi.PyCapsule_GetPointer(widget.__gpointer__, None))
    width, height = widget.get_width(), widget.get_height()
    bounds = (ctypes.c_float * 4)(0, 0, width, height)
    white = (ctypes.c_float * 4)(1, 1, 1, 1)
    paintable = ctypes.c_void_p(gtk.gtk_widget_paintable_new(pointer))
    snapshot = ctypes.c_void_p(gtk.gtk_snapshot_new())
    gtk.gtk_snapshot_append_color(snapshot, white, bounds)
    gtk.gdk_paintable_snapshot(paintable, snapshot, ctypes.c_double(width), ctypes.c_double(height))
    node = ctypes.c_void_p(gtk.gtk_snapshot_free_to_node(snapshot))
    renderer = ctypes.c_void_p(gtk.gtk_native_get_renderer(ctypes.c_void_p(gtk.gtk_widget_get_native(pointer))))
    texture = ctypes.c_void_p(gtk.gsk_renderer_render_texture(renderer, node, bounds))
    saved = gtk.gdk_texture_save_to_png(texture, path.encode())
    gtk.g_object_unref(texture)
    gtk.gsk_render_node_unref(node)
    gtk.g_object_unref(paintable)
    check(saved != 0, "saved " + path)


def view_in_window():
    # No caret in the pictures (GTK 4 focuses the view).
    view = Gtk.TextView(wrap_mode=Gtk.WrapMode.WORD, left_margin=14, top_margin=9, indent=11, cursor_visible=False)
    window = Gtk.Window(default_width=300, default_height=160)
    if GTK == "3":
        window.add(view)
        window.show_all()
    else:
        window.set_child(view)
        window.present()
    settle()
    return window, view


def text_color(widget):
    """The widget's CSS colour: GTK 4.10 replaces style contexts with Gtk.Widget.get_color."""
    if hasattr(Gtk.Widget, "get_color"):
        return widget.get_color()
    style = widget.get_style_context()
    return style.get_color(style.get_state()) if GTK == "3" else style.get_color()


# A .ui file with a PtvPlaceholder loads after Ptv.init(): PyGObject loads
# the library privately, so GtkBuilder cannot find the type by itself.
UI = """<interface>
  <object class="GtkTextView" id="view"/>
  <object class="PtvPlaceholder" id="placeholder">
    <property name="text-view">view</property>
    <property name="text">From the file</property>
    <property name="markup"></property>
  </object>
</interface>"""
builder = Gtk.Builder()
try:
    builder.add_from_string(UI)
    check(False, "a .ui file loaded before Ptv.init(): the test would not show that init is needed")
except GLib.Error as error:
    check("PtvPlaceholder" in error.message, "before Ptv.init(): " + error.message)
Ptv.init()
Ptv.init()
builder = Gtk.Builder()
builder.add_from_string(UI)
from_file = builder.get_object("placeholder")
check(from_file.props.text == "From the file" and from_file.props.markup is None,
      "the .ui file's placeholder (an empty markup after the text leaves it)")
check(from_file.props.text_view is builder.get_object("view"), "the .ui file's view")
del builder, from_file

output = sys.argv[1]
window, view = view_in_window()
placeholder = Ptv.Placeholder(text_view=view, text=TEXT)
placeholder.props.color = text_color(view).to_string()
settle()
check(placeholder.props.showing, "showing while empty")
write_png(view, os.path.join(output, "placeholder.png"))
view.get_buffer().set_text(TEXT)
settle()
check(not placeholder.get_showing(), "hidden with text")
write_png(view, os.path.join(output, "typed.png"))

# hide-while-focused defaults to the toolkit's entry's rule: GTK 3's GtkEntry
# hides its placeholder while focused, GTK 4's GtkText keeps it.
check(placeholder.props.hide_while_focused is (GTK == "3"), "hide-while-focused's default")
check(Ptv.Placeholder.find_property("hide-while-focused").default_value is (GTK == "3"),
      "hide-while-focused's declared default")

# Properties round-trip.
placeholder.props.text = "Plain"
check(placeholder.get_text() == "Plain" and placeholder.props.markup is None, "text")
placeholder.set_markup("<i>Rich</i> text")
check(placeholder.props.markup == "<i>Rich</i> text" and placeholder.props.text == "Rich text", "markup")
placeholder.set_color("#336699")
check(placeholder.props.color == "rgb(51,102,153)", "color: " + placeholder.props.color)
for name in ("hide-while-focused", "centered", "natural-height"):
    placeholder.set_property(name, True)
    check(placeholder.get_property(name) is True, name)
check(placeholder.props.text_view is view, "text-view")

# Invalid markup is a GLib.Error; the previous placeholder stays.
try:
    placeholder.set_markup("<b>unterminated")
    check(False, "invalid markup raised nothing")
except GLib.Error as error:
    check(error.matches(Ptv.PlaceholderError.quark(), Ptv.PlaceholderError.INVALID_MARKUP) and "line 1" in error.message,
          "error: " + str(error))
check(placeholder.props.markup == "<i>Rich</i> text", "markup kept")

# notify::showing exactly on flips.
placeholder.props.hide_while_focused = False
flips = []
placeholder.connect("notify::showing", lambda *_: flips.append(placeholder.props.showing))
buffer = view.get_buffer()
buffer.set_text("")
buffer.insert_at_cursor("a")
buffer.insert_at_cursor("b")
buffer.set_text("")
check(flips == [True, False, True], "showing flips: %r" % flips)

# The limit and a label of the app's bound to the count.
counter = Gtk.Label()
placeholder.bind_property("length", counter, "label", GObject.BindingFlags.SYNC_CREATE, lambda _, n: "%d / 4" % n)
placeholder.props.max_length = 4
check(placeholder.props.limit_mode == Ptv.LimitMode.BLOCK, "blocking by default")
buffer.set_text("longer")
check(buffer.props.text == "longer", "text set by code is never cut")
check(counter.get_label() == "6 / 4" and placeholder.props.over_limit and placeholder.get_remaining() == -2,
      "count: %s" % counter.get_label())
placeholder.set_limit_mode(Ptv.LimitMode.WARN)
check(placeholder.get_limit_mode() == Ptv.LimitMode.WARN, "warn mode")
placeholder.props.max_length = 0
check(counter.get_label() == "0 / 4" and not placeholder.props.over_limit, "no limit, no count")
buffer.set_text("")

# Return's behaviour, as an enum bindings see, and the activate signal.
check(placeholder.props.return_behavior == Ptv.ReturnBehavior.NEWLINE, "Return is a new line by default")
placeholder.set_return_behavior(Ptv.ReturnBehavior.ACTIVATES_DEFAULT)
check(placeholder.get_return_behavior() == Ptv.ReturnBehavior.ACTIVATES_DEFAULT, "activates the default")
activations = []
handler = placeholder.connect("activate", lambda _: activations.append(True))
placeholder.emit("activate")
check(activations == [True], "activate is a signal of the object")
placeholder.disconnect(handler)
placeholder.props.return_behavior = Ptv.ReturnBehavior.NEWLINE

# The built-in counter: a boolean property, and room below the text.
placeholder.props.max_length = 10
placeholder.props.shows_counter = True
check(placeholder.get_shows_counter(), "shows-counter")
if GTK == "4":
    gutter = view.get_gutter(Gtk.TextWindowType.BOTTOM)  # GTK hands back the box it wraps the label in
    check(isinstance(gutter, Gtk.Label) or isinstance(gutter.get_first_child(), Gtk.Label), "a label in the bottom gutter")
else:
    check(view.get_border_window_size(Gtk.TextWindowType.BOTTOM) > 0, "a bottom border window")
placeholder.set_shows_counter(False)
placeholder.props.max_length = 0

# A line limit: the length is counted in lines the view displays.
placeholder.props.max_lines = 2
buffer.set_text("a\nb\nc")
check(placeholder.get_max_lines() == 2 and placeholder.props.length == 3 and placeholder.props.over_limit,
      "lines: %d" % placeholder.props.length)
placeholder.set_max_lines(0)
buffer.set_text("")

# Lifetimes: the view's placeholder found again, an object whose view was
# destroyed, the object dropped first (ptv_lifetime.py, beside this file).
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.dont_write_bytecode = True
import ptv_lifetime  # noqa: E402

ptv_lifetime.run(check, view_in_window, settle)

if failures:
    print("test_ptv.py: %d checks failed" % len(failures), file=sys.stderr)
    sys.exit(1)
print("test_ptv.py: all checks passed")
