"""Loads a designer's workspace .ui file as Cambalache's renderer
(merengue) does: the Ptv namespace required and its types ensured, then
GtkBuilder; shows its window and prints the ink, in pixels, of its text
view drawn on white, with the placeholder and with its text emptied.
    python3 workspace_render.py GTK FILE DIRECTORY"""
import os
import sys

import cairo
import gi

GTK, FILE, DIRECTORY = sys.argv[1], sys.argv[2], sys.argv[3]
gi.require_version("Gtk", GTK + ".0")
gi.require_version("Ptv", GTK + ".0")
from gi.repository import GLib, GObject, Gtk, Ptv  # noqa: E402

if GTK == "4":
    gi.require_version("Gdk", "4.0")
    gi.require_version("Graphene", "1.0")
    from gi.repository import Gdk, Graphene  # noqa: E402


def settle():
    for _ in range(30):
        while GLib.MainContext.default().iteration(False):
            pass
        GLib.usleep(5000)


def ink(view):
    """Pixels of the view, drawn on white, that are not white."""
    png = os.path.join(DIRECTORY, "view.png")
    if GTK == "4":
        width, height = view.get_width(), view.get_height()
        bounds = Graphene.Rect().init(0, 0, width, height)
        snapshot = Gtk.Snapshot()
        white = Gdk.RGBA()
        white.parse("white")
        snapshot.append_color(white, bounds)
        Gtk.WidgetPaintable.new(view).snapshot(snapshot, width, height)
        view.get_native().get_renderer().render_texture(snapshot.to_node(), bounds).save_to_png(png)
        surface = cairo.ImageSurface.create_from_png(png)
    else:
        allocation = view.get_allocation()
        surface = cairo.ImageSurface(cairo.FORMAT_RGB24, allocation.width, allocation.height)
        context = cairo.Context(surface)
        context.set_source_rgb(1, 1, 1)
        context.paint()
        view.draw(context)
    surface.flush()
    data, stride = surface.get_data(), surface.get_stride()
    return sum(1 for y in range(surface.get_height()) for x in range(surface.get_width())
               if min(data[y * stride + 4 * x: y * stride + 4 * x + 3]) < 200)


if GTK == "3":
    Gtk.init(None)
GObject.type_ensure(Ptv.Placeholder.__gtype__)
builder = Gtk.Builder()
builder.add_from_file(FILE)
objects = builder.get_objects()
window = next(o for o in objects if isinstance(o, Gtk.Window))
view = next(o for o in objects if isinstance(o, Gtk.TextView))
placeholder = next(o for o in objects if isinstance(o, Ptv.Placeholder))
view.set_cursor_visible(False)
if GTK == "4":
    window.present()
else:
    window.show_all()
settle()
print("showing:", placeholder.props.showing)
print("ink with the placeholder:", ink(view))
placeholder.props.text = ""
settle()
print("ink without it:", ink(view))
