"""The last reference to a Ptv.Placeholder dropped in a Python thread (as
garbage collection may do), the face with a placeholder, a limit and a
counter set: the library touches nothing of GTK's on that thread (the
view's and the buffer's reference counts do not move there), the face tells
nothing once gone, and what it let go of is let go on GTK's thread once the
main loop runs; the view keeps its placeholder. Run under a display.
    python3 thread_drop_ptv.py [3|4]
Prints "all checks passed" or exits non-zero with the failed checks."""
import sys
import threading

import gi

GTK = sys.argv[1] if len(sys.argv) > 1 else "3"
gi.require_version("Gtk", GTK + ".0")
gi.require_version("Ptv", GTK + ".0")
from gi.repository import GLib, Gtk, Ptv  # noqa: E402

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


view = Gtk.TextView()
window = Gtk.Window()
if GTK == "3":
    window.add(view)
    window.show_all()
else:
    window.set_child(view)
    window.present()
buffer = view.get_buffer()
held = [Ptv.Placeholder(text_view=view, text="Dropped elsewhere", max_length=10, shows_counter=True)]
settle()
finalized_on = []
held[0].weak_ref(lambda: finalized_on.append(threading.get_ident()))
references = (view.__grefcount__, buffer.__grefcount__)

dropper = threading.Thread(target=held.clear)
dropper.start()
dropper.join()
check(finalized_on == [dropper.ident], "the face finalized on the thread that dropped it: %s" % finalized_on)
check((view.__grefcount__, buffer.__grefcount__) == references,
      "the view's and buffer's references did not move off GTK's thread: %s, then %s"
      % (references, (view.__grefcount__, buffer.__grefcount__)))
# The view's faces are told of a change before the main loop ran: the dropped one is not.
buffer.set_text("typed", -1)
buffer.set_text("", -1)
settle()
face = Ptv.Placeholder(text_view=view)
check(face.props.text == "Dropped elsewhere" and face.props.max_length == 10 and face.props.shows_counter,
      "the view keeps its placeholder, limit and counter")
check(face.props.showing, "the placeholder shows on the emptied view")
del face
window.destroy()
settle()
if failures:
    print("thread_drop_ptv.py: %d checks failed" % len(failures), file=sys.stderr)
    sys.exit(1)
print("thread_drop_ptv.py: all checks passed")
