"""The resident memory the C library adds to a Python GTK app: the same
window with a text view, with and without a placeholder (Ptv.init(), one
PtvPlaceholder, drawn), and with what apps write by hand instead (a dimmed
GtkLabel over the view in a GtkOverlay), each in a fresh interpreter;
prints the median of RUNS of each and the differences, in KiB (VmRSS after
the window has drawn).
    python3 resident_memory.py [3|4] [RUNS]
Run it where the library is installed (make install, or the Debian
packages), under a display (xvfb-run)."""
import statistics
import subprocess
import sys

GTK = sys.argv[1] if len(sys.argv) > 1 else "3"
RUNS = int(sys.argv[2]) if len(sys.argv) > 2 else 7

CHILD = """
import sys
import gi
gi.require_version("Gtk", "{gtk}.0")
from gi.repository import GLib, Gtk
if "{mode}" == "placeholder":
    gi.require_version("Ptv", "{gtk}.0")
    from gi.repository import Ptv
if "{gtk}" == "3":
    Gtk.init(None)
view = Gtk.TextView()
window = Gtk.Window(default_width=300, default_height=160)
child = view
if "{mode}" == "placeholder":
    Ptv.init()
    placeholder = Ptv.Placeholder(text_view=view, text="Tell us about yourself")
elif "{mode}" == "label":
    label = Gtk.Label(label="Tell us about yourself", halign=Gtk.Align.START, valign=Gtk.Align.START, opacity=0.5)
    child = Gtk.Overlay()
    if "{gtk}" == "3":
        child.add(view)
    else:
        child.set_child(view)
    child.add_overlay(label)
if "{gtk}" == "3":
    window.add(child)
    window.show_all()
else:
    window.set_child(child)
    window.present()
for _ in range(30):
    while GLib.MainContext.default().iteration(False):
        pass
    GLib.usleep(5000)
with open("/proc/self/status") as status:
    print(next(int(line.split()[1]) for line in status if line.startswith("VmRSS:")))
"""


def resident(mode):
    code = CHILD.format(gtk=GTK, mode=mode)
    return int(subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True).stdout)


if __name__ == "__main__":
    without, placeholder, label = (statistics.median(resident(mode) for _ in range(RUNS))
                                   for mode in ("none", "placeholder", "label"))
    print(f"GTK {GTK}, median of {RUNS}: without {without:.0f} KiB, with a placeholder {placeholder:.0f} KiB "
          f"(+{placeholder - without:.0f}), with a label over the view {label:.0f} KiB (+{label - without:.0f})")
