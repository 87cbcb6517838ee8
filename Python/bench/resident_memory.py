"""The resident memory the wheel adds to a Python GTK app, measured inside one
process: VmRSS once two text views are shown, then again after
``import placeholdertextview`` and a placeholder on each view (drawn); against
the same with what apps write by hand instead, a dimmed GtkLabel over each
view (the views sit in a GtkOverlay in both). Each run is a fresh
interpreter; prints the median of RUNS differences of each, in KiB.
    python resident_memory.py [3|4] [RUNS]
Run it with the Python that has the wheel installed, under a display
(xvfb-run -a)."""
import statistics
import subprocess
import sys

GTK = sys.argv[1] if len(sys.argv) > 1 else "4"
RUNS = int(sys.argv[2]) if len(sys.argv) > 2 else 5
TEXT = "Tell us about yourself"

CHILD = """
import gi
gi.require_version("Gtk", "{gtk}.0")
from gi.repository import GLib, Gtk

def settle():
    for _ in range(30):
        while GLib.MainContext.default().iteration(False):
            pass
        GLib.usleep(5000)

def resident():
    with open("/proc/self/status") as status:
        return next(int(line.split()[1]) for line in status if line.startswith("VmRSS:"))

box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL)
window = Gtk.Window(default_width=300, default_height=320)
views, overlays = [], []
for _ in range(2):
    view, overlay = Gtk.TextView(vexpand=True), Gtk.Overlay()
    if "{gtk}" == "3":
        overlay.add(view)
        box.pack_start(overlay, True, True, 0)
    else:
        overlay.set_child(view)
        box.append(overlay)
    views.append(view)
    overlays.append(overlay)
if "{gtk}" == "3":
    window.add(box)
    window.show_all()
else:
    window.set_child(box)
    window.present()
settle()
before = resident()
if "{mode}" == "placeholder":
    import placeholdertextview
    gi.require_version("Ptv", "{gtk}.0")
    from gi.repository import Ptv
    for view in views:
        Ptv.Placeholder(text_view=view, text="{text}")
else:
    for overlay in overlays:
        label = Gtk.Label(label="{text}", halign=Gtk.Align.START, valign=Gtk.Align.START)
        label.get_style_context().add_class("dim-label")
        overlay.add_overlay(label)
        label.show()
settle()
print(resident() - before)
"""


def added(mode):
    code = CHILD.format(gtk=GTK, mode=mode, text=TEXT)
    return int(subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True).stdout)


if __name__ == "__main__":
    placeholder, label = (statistics.median(added(mode) for _ in range(RUNS)) for mode in ("placeholder", "label"))
    print(f"GTK {GTK}, median of {RUNS}, added to two shown text views: the wheel's placeholders "
          f"+{placeholder:.0f} KiB, hand-written dimmed labels +{label:.0f} KiB")
