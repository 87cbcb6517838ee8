"""Cambalache's own window draws the placeholder: a Cambalache project
holding a text view with a PtvPlaceholder is opened in Cambalache under
this display, twice, with the placeholder's text and without it, and the
whole screen is taken once it stops changing; the pixels that differ are
the placeholder, drawn by Cambalache's workspace (its renderer, merengue,
shown through its Wayland compositor).
    python3 cambalache_window.py GTK DIRECTORY
prints "placeholder pixels: N". Modes used by itself: `project GTK TEXT
FILE` (writes the project with Cambalache's library), `screen FILE` (a
screenshot, from a GTK 3 client)."""
import importlib.util
import os
import subprocess
import sys
import time


def project(gtk, text, path):
    import gi
    sys.path[1:1] = ["/usr/share/cambalache",
                     os.path.join(os.path.dirname(importlib.util.find_spec("cambalache").origin), "priv")]
    gi.require_version("Gtk", "4.0")
    from cambalache import CmbProject
    ui = os.path.join(os.path.dirname(path), "window.ui")
    with open(ui, "w") as file:
        file.write("""<?xml version="1.0" encoding="UTF-8"?>
<interface>
  <requires lib="%s"/>
  <requires lib="ptv" version="%s.0"/>
  <object class="GtkWindow" id="window">
    <property name="default-width">300</property>
    <property name="default-height">120</property>
    <child><object class="GtkTextView" id="view"><property name="cursor-visible">False</property></object></child>
  </object>
  <object class="PtvPlaceholder" id="placeholder">
    <property name="text-view">view</property>
    <property name="text">%s</property>
  </object>
</interface>
""" % ('gtk" version="4.0' if gtk == "4" else 'gtk+" version="3.24', gtk, text))
    made = CmbProject(target_tk="gtk-4.0" if gtk == "4" else "gtk+-3.0", filename=path)
    library = getattr(made, "library_info", {}).get("ptv")
    if library is not None:
        library.enabled = True  # Cambalache 1.0: what the project settings' switch does
    made.import_file(ui)
    made.save()


def screen(path):
    import gi
    gi.require_version("Gdk", "3.0")
    gi.require_version("Gtk", "3.0")
    from gi.repository import Gdk, Gtk
    Gtk.init(None)
    root = Gdk.get_default_root_window()
    Gdk.pixbuf_get_from_window(root, 0, 0, root.get_width(), root.get_height()).savev(path, "png", [], [])


def shown(gtk, text, directory, name):
    """The screen once Cambalache shows the project and stops changing."""
    me = [sys.executable, os.path.abspath(__file__)]
    # The same path both times: Cambalache shows it in its title.
    folder = os.path.join(directory, "project")
    subprocess.run(["rm", "-rf", folder], check=True)
    os.makedirs(folder)
    path = os.path.join(folder, "project.cmb")
    made = subprocess.run(me + ["project", gtk, text, path], capture_output=True, text=True)
    if made.returncode != 0:
        raise SystemExit("making the project failed:\n" + made.stderr)
    app = subprocess.Popen(["cambalache", path], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    shot, previous, start = os.path.join(directory, name + ".png"), None, time.monotonic()
    try:
        while time.monotonic() - start < 60:
            time.sleep(2)
            subprocess.run(me + ["screen", shot], check=True, capture_output=True)
            with open(shot, "rb") as file:
                current = file.read()
            if current == previous and time.monotonic() - start > 8:
                return shot
            previous = current
        raise SystemExit("Cambalache's window never settled")
    finally:
        app.terminate()
        app.wait()


def differing(first, second):
    import cairo
    a, b = cairo.ImageSurface.create_from_png(first), cairo.ImageSurface.create_from_png(second)
    data_a, data_b, stride = a.get_data(), b.get_data(), a.get_stride()
    return sum(1 for y in range(a.get_height()) for x in range(a.get_width())
               if data_a[y * stride + 4 * x: y * stride + 4 * x + 3] != data_b[y * stride + 4 * x: y * stride + 4 * x + 3])


if sys.argv[1] == "project":
    project(*sys.argv[2:5])
elif sys.argv[1] == "screen":
    screen(sys.argv[2])
else:
    gtk, directory = sys.argv[1], sys.argv[2]
    with_text = shown(gtk, "Drawn in Cambalache", directory, "with")
    without = shown(gtk, "", directory, "without")
    print("placeholder pixels:", differing(with_text, without))
