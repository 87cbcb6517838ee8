"""Cambalache (GTK 4's designer) with the installed catalog: its project
knows PtvPlaceholder, imports a .ui file that declares one and writes it
back with its view; the workspace file it hands its renderer (merengue) is
then loaded and drawn as merengue does (the library's namespace loaded and
its types ensured, then GtkBuilder), in a GTK GTK process, and the
placeholder's ink counted in the text view.
    python3 cambalache_catalog.py GTK DIRECTORY    (files go there)
Run by CLibraryTests (XDG_DATA_DIRS pointing into the prefix) and by
installed.sh, where the release ships Cambalache."""
import importlib.util
import os
import subprocess
import sys

import gi

# As Cambalache's launcher sets itself up (1.0 needs its private modules).
sys.path[1:1] = ["/usr/share/cambalache", os.path.join(os.path.dirname(importlib.util.find_spec("cambalache").origin), "priv")]
gi.require_version("Gtk", "4.0")
from cambalache import CmbProject  # noqa: E402

GTK, DIRECTORY = sys.argv[1], sys.argv[2]
UI = """<?xml version="1.0" encoding="UTF-8"?>
<interface>
  <requires lib="%s"/>
  <requires lib="ptv" version="%s.0"/>
  <object class="GtkWindow" id="window">
    <property name="default-width">300</property>
    <property name="default-height">120</property>
    <child><object class="GtkTextView" id="view"/></child>
  </object>
  <object class="PtvPlaceholder" id="placeholder">
    <property name="text-view">view</property>
    <property name="text">Drawn in Cambalache</property>
  </object>
</interface>
""" % ('gtk" version="4.0' if GTK == "4" else 'gtk+" version="3.24', GTK)

path = os.path.join(DIRECTORY, "placeholder.ui")
with open(path, "w") as file:
    file.write(UI)
project = CmbProject(target_tk="gtk-4.0" if GTK == "4" else "gtk+-3.0")
# Cambalache 1.0 lists third-party catalogs and loads the types of those a
# project enables (its settings, or a file that requires the library).
library = getattr(project, "library_info", {}).get("ptv")
if library is not None:
    print("listed as a third-party catalog:", bool(library.third_party))
    library.enabled = True  # what the project settings' switch does
ui = project.import_file(path)[0]
print("type:", "PtvPlaceholder" in project.type_info)
saved = project.db.tostring(ui.ui_id)
print("saved with its view:", '<property name="text-view">view</property>' in saved)
print("saved requires:", '<requires lib="ptv" version="%s.0"/>' % GTK in saved)
workspace = os.path.join(DIRECTORY, "workspace.ui")
with open(workspace, "w") as file:
    file.write(project.db.tostring(ui.ui_id, merengue=True))
drawn = subprocess.run([sys.executable, os.path.join(os.path.dirname(__file__), "workspace_render.py"), GTK, workspace,
                        DIRECTORY], capture_output=True, text=True)
sys.stdout.write(drawn.stdout)
sys.stderr.write(drawn.stderr)
sys.exit(drawn.returncode)
