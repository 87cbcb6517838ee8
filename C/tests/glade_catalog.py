"""Glade's own library (libgladeui, through introspection) loads the
installed catalog placeholder-text-view.xml and, from the installed
libptv-3.so, the PtvPlaceholder type, with its palette icon; opens a .ui
file in a design view and counts the placeholder's ink in the text view
Glade draws; saves a project with a placeholder and a text view, as
Glade's Save would; prints the properties Glade offers.
    python3 glade_catalog.py DIRECTORY    (files go there)
Run by CLibraryTests with GLADE_CATALOG_SEARCH_PATH,
GLADE_MODULE_SEARCH_PATH and XDG_DATA_DIRS pointing into the prefix."""
import os
import sys

import cairo
import gi

gi.require_version("Gtk", "3.0")
gi.require_version("Gladeui", "2.0")
from gi.repository import GLib, Gladeui, Gtk  # noqa: E402

UI = """<?xml version="1.0" encoding="UTF-8"?>
<interface>
  <requires lib="gtk+" version="3.24"/>
  <requires lib="placeholder-text-view" version="1.0"/>
  <object class="GtkWindow" id="window">
    <property name="default-width">300</property>
    <property name="default-height">120</property>
    <child><object class="GtkTextView" id="view"><property name="visible">True</property></object></child>
  </object>
  <object class="PtvPlaceholder" id="placeholder">
    <property name="text-view">view</property>
    <property name="text">Drawn in Glade</property>
  </object>
</interface>
"""


def settle():
    for _ in range(40):
        while GLib.MainContext.default().iteration(False):
            pass
        GLib.usleep(5000)


def ink(widget):
    """Pixels of `widget`, drawn on white, that are not white."""
    allocation = widget.get_allocation()
    surface = cairo.ImageSurface(cairo.FORMAT_RGB24, allocation.width, allocation.height)
    context = cairo.Context(surface)
    context.set_source_rgb(1, 1, 1)
    context.paint()
    widget.draw(context)
    surface.flush()
    data, stride = surface.get_data(), surface.get_stride()
    return sum(1 for y in range(allocation.height) for x in range(allocation.width)
               if min(data[y * stride + 4 * x: y * stride + 4 * x + 3]) < 200)


Gladeui.App.get()
adaptor = Gladeui.WidgetAdaptor.get_by_name("PtvPlaceholder")
if adaptor is None:
    print("Glade did not load PtvPlaceholder", file=sys.stderr)
    sys.exit(1)
print("type:", adaptor.get_object_type().name)
print("icon:", Gtk.IconTheme.get_default().has_icon("widget-placeholder-text-view-placeholder"))

# A .ui file opened in a design view, as Glade's window shows it (Glade
# warns that it cannot parent the file's window: its own design layout does).
path = os.path.join(sys.argv[1], "drawn.ui")
with open(path, "w") as file:
    file.write(UI)
shown = Gladeui.Project.new()
window = Gtk.Window(default_width=500, default_height=400)
window.add(Gladeui.DesignView.new(shown))
window.show_all()
shown.load_from_file(path)
shown.selection_set(shown.get_widget_by_name("window").get_object(), True)
settle()
view = shown.get_widget_by_name("view").get_object()
placeholder = shown.get_widget_by_name("placeholder").get_object()
print("mapped:", view.get_mapped(), "showing:", placeholder.props.showing)
print("ink with the placeholder:", ink(view))
placeholder.props.text = ""
settle()
print("ink without it:", ink(view))
window.destroy()
project = Gladeui.Project.new()
Gladeui.App.add_project(project)
for name in ["PtvPlaceholder", "GtkTextView"]:
    Gladeui.Command.create(Gladeui.WidgetAdaptor.get_by_name(name), None, None, project)
if not project.save(os.path.join(sys.argv[1], "saved.ui")):
    print("Glade could not save the project", file=sys.stderr)
    sys.exit(1)
# Last: after reading property definitions through introspection, Glade
# 3.40's next allocations abort now and then (heap corruption: 6 runs in
# 10 with the project made after this loop, none with it before), and so
# may the interpreter's clean-up: the script ends without one.
for name in ["text-view", "text", "markup", "color", "hide-while-focused", "centered", "natural-height", "showing"]:
    definition = adaptor.get_property_def(name)
    if definition is not None:
        print("property:", name, "=", definition.get_name())
sys.stdout.flush()
os._exit(0)
