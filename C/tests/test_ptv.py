"""The C library from Python (PyGObject), through the installed typelib;
run under a display by CLibraryTests.
    python3 test_ptv.py OUTPUT_DIRECTORY
Writes placeholder.png and typed.png (the test compares their ink) and
exits non-zero, with a message, when any check fails."""
import os
import sys

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("Ptv", "3.0")
import cairo  # noqa: E402
from gi.repository import GLib, Gtk, Ptv  # noqa: E402

TEXT = "Tell us about yourself: what you do, what you like, and what brought you here today."
failures = []


def check(condition, what):
    if not condition:
        failures.append(what)
        print("check failed: " + what, file=sys.stderr)


def settle():
    for _ in range(20):
        while Gtk.events_pending():
            Gtk.main_iteration_do(False)
        GLib.usleep(5000)


def write_png(widget, path):
    allocation = widget.get_allocation()
    surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, allocation.width, allocation.height)
    context = cairo.Context(surface)
    context.set_source_rgb(1, 1, 1)
    context.paint()
    widget.draw(context)
    surface.write_to_png(path)


def view_in_window():
    view = Gtk.TextView(wrap_mode=Gtk.WrapMode.WORD, left_margin=14, top_margin=9, indent=11)
    window = Gtk.Window(default_width=300, default_height=160)
    window.add(view)
    window.show_all()
    settle()
    return window, view


output = sys.argv[1]
window, view = view_in_window()
placeholder = Ptv.Placeholder(text_view=view, text=TEXT)
style = view.get_style_context()
placeholder.props.color = style.get_color(style.get_state()).to_string()
settle()
check(placeholder.props.showing, "showing while empty")
write_png(view, os.path.join(output, "placeholder.png"))
view.get_buffer().set_text(TEXT)
settle()
check(not placeholder.get_showing(), "hidden with text")
write_png(view, os.path.join(output, "typed.png"))

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
    check(error.domain == "ptv-placeholder-error-quark" and "line 1" in error.message, "error: " + str(error))
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

# The view destroyed, then the object dropped.
window.destroy()
settle()
check(placeholder.props.text_view is None and not placeholder.props.showing, "inert after destroy")
placeholder.props.text = "ignored"
del placeholder

# The object dropped, then the view destroyed.
window, view = view_in_window()
placeholder = Ptv.Placeholder.new(view, "Stays")
del placeholder
settle()
check(Ptv.Placeholder.new(view, None).props.text == "Stays", "the placeholder stays on the view")
window.destroy()
settle()

if failures:
    print("test_ptv.py: %d checks failed" % len(failures), file=sys.stderr)
    sys.exit(1)
print("test_ptv.py: all checks passed")
