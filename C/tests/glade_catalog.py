"""Glade's own library (libgladeui, through introspection) loads the
catalog Resources/glade/placeholder-text-view.xml and, from the installed
libptv-3.so, the PtvPlaceholder type; saves a project with a placeholder
and a text view to the file given as argument, as Glade's Save would;
prints the properties Glade offers. Run by CLibraryTests with
GLADE_CATALOG_SEARCH_PATH and GLADE_MODULE_SEARCH_PATH set."""
import sys

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("Gladeui", "2.0")
from gi.repository import Gladeui  # noqa: E402

Gladeui.App.get()
adaptor = Gladeui.WidgetAdaptor.get_by_name("PtvPlaceholder")
if adaptor is None:
    print("Glade did not load PtvPlaceholder", file=sys.stderr)
    sys.exit(1)
print("type:", adaptor.get_object_type().name)
project = Gladeui.Project.new()
Gladeui.App.add_project(project)
for name in ["PtvPlaceholder", "GtkTextView"]:
    Gladeui.Command.create(Gladeui.WidgetAdaptor.get_by_name(name), None, None, project)
if not project.save(sys.argv[1]):
    print("Glade could not save the project", file=sys.stderr)
    sys.exit(1)
# Last: after reading property definitions through introspection, Glade
# 3.40's next allocations abort now and then (heap corruption: 6 runs in
# 10 with the project made after this loop, none with it before).
for name in ["text-view", "text", "markup", "color", "hide-while-focused", "centered", "natural-height", "showing"]:
    definition = adaptor.get_property_def(name)
    if definition is not None:
        print("property:", name, "=", definition.get_name())
