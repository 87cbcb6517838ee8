"""The operations of model_ptv.py on GtkTextViews: create, destroy and drop
views, edit their buffers, give them focus, iterate the main loop. Each
takes the RunState and returns a description for the log, or None when it
does not apply (the runner then draws another).
Imported after model_ptv.py has chosen the GTK version (gi.require_version)."""
import gc

from gi.repository import GLib, Gtk

from ptv_checks import Failure
from ptv_model import DEFAULTS

TYPED = ["a", "bc", "é", "😀", "\n", "hello world", "x\ny\nz", "long" * 8]


class View:
    """A GtkTextView, in a shown window or not; `text` mirrors its buffer."""
    count = 0

    def __init__(self, gtk, shown):
        View.count += 1
        self.name = "v%d" % View.count
        self.widget = Gtk.TextView()
        self.window = None
        if shown:
            self.window = Gtk.Window(default_width=200, default_height=120)
            if gtk == "3":
                self.window.add(self.widget)
                self.window.show_all()
            else:
                self.window.set_child(self.widget)
                self.window.present()
        self.alive = True
        self.marked = False  # destroyed while it had a controller: new faces get an inert one
        self.controller = None  # the active one on it, or the dormant one its faces share
        self.text = ""
        self.stale = False  # GTK 4 follows a new buffer at the next iteration

    def __repr__(self):
        return self.name


def iterate(run):
    while GLib.MainContext.default().iteration(False):
        pass
    for view in run.views:
        view.stale = False


def op_create_view(run):
    if len([v for v in run.views if v.alive]) >= 6:
        return None
    view = View(run.gtk, shown=run.rng.random() < 0.4)
    run.views.append(view)
    return "create %s (%s)" % (view, "shown" if view.window else "no window")


def op_destroy_view(run):
    alive = [v for v in run.views if v.alive]
    if not alive:
        return None
    view = run.rng.choice(alive)
    keep = run.gtk == "3" and run.rng.random() < 0.5  # GTK 3: destroyed views stay usable objects
    how = "drop"
    if run.gtk == "3":
        if view.window and run.rng.random() < 0.5:
            view.window.destroy()
            view.window = None
            how = "window.destroy()"
        elif keep or view.window:
            view.widget.destroy()
            how = "destroy()"
    elif view.window:
        view.window.set_child(None)
        how = "unparent"
    if view.window:
        view.window.destroy()
        view.window = None
    view.alive = False
    if view.controller:
        view.controller.alive = False
        view.marked = True
    if not keep:
        finalize_view(run, view)
    return "%s %s%s" % (how, view, "" if keep else ", dropped")


def finalize_view(run, view):
    """Drops the last reference to `view`'s widget, which must then be
    finalized: nothing of the library may keep a view alive."""
    finalized = []
    view.widget.weak_ref(lambda: finalized.append(True))
    view.widget = None
    run.views.remove(view)
    gc.collect()
    if not finalized:
        raise Failure("%s was not finalized when dropped: something holds it" % view)
    c = view.controller
    if c is not None and not c.faces:
        view.controller = None


def op_drop_destroyed_view(run):
    dead = [v for v in run.views if not v.alive]
    if not dead:
        return None
    view = run.rng.choice(dead)
    finalize_view(run, view)
    return "drop destroyed %s" % view


def live_views(run):
    """Views whose buffer the model knows: alive, and (GTK 4) following their buffer."""
    return [v for v in run.views if v.alive and not v.stale]


def op_set_buffer_text(run):
    candidates = live_views(run)
    if not candidates:
        return None
    view = run.rng.choice(candidates)
    text = run.rng.choice(["", "", "abc", "a\nb\nc", "é😀", "line one\nline two", "x" * 20,
                           "1\n2\n3\n4\n5\n6"])
    view.widget.get_buffer().set_text(text)
    view.text = text
    return "%s.buffer.set_text(%r)" % (view, text)


def op_type(run):
    """Inserts text as the user would; a blocking limit cuts it only in a focused view."""
    candidates = live_views(run)
    if not candidates:
        return None
    view = run.rng.choice(candidates)
    buffer = view.widget.get_buffer()
    text = run.rng.choice(TYPED)
    focused = view.widget.has_focus()
    buffer.place_cursor(buffer.get_end_iter())
    buffer.begin_user_action()
    buffer.insert_interactive_at_cursor(text, -1, True)
    buffer.end_user_action()
    c = view.controller
    s = c.settings if c else DEFAULTS
    limited = s["max_length"] > 0 or s["max_lines"] > 0
    if focused and c and c.active and s["limit_mode"] == 0 and limited:
        fits = text
        if s["max_length"] > 0:
            fits = fits[:max(0, s["max_length"] - len(view.text))]
        if s["max_lines"] > 0:
            # Without wrapping a line is a paragraph; over the limit already, nothing fits.
            room = s["max_lines"] - (view.text.count("\n") + 1)
            fits = "\n".join(fits.split("\n")[:room + 1]) if room >= 0 else ""
        view.text += fits
    else:
        view.text += text
    return "type %r into %s%s" % (text, view, " (focused)" if focused else "")


def op_empty(run):
    candidates = live_views(run)
    if not candidates:
        return None
    view = run.rng.choice(candidates)
    buffer = view.widget.get_buffer()
    buffer.delete(buffer.get_start_iter(), buffer.get_end_iter())
    view.text = ""
    return "empty %s" % view


def op_new_buffer(run):
    candidates = live_views(run)
    if not candidates:
        return None
    view = run.rng.choice(candidates)
    text = run.rng.choice(["", "new", "n\ne\nw"])
    view.widget.set_buffer(Gtk.TextBuffer(text=text))
    view.text = text
    view.stale = run.gtk == "4"
    return "%s.set_buffer(%r)" % (view, text)


def op_focus(run):
    candidates = [v for v in run.views if v.alive and v.window]
    if not candidates:
        return None
    view = run.rng.choice(candidates)
    view.widget.grab_focus()
    return "focus %s" % view


def op_iterate(run):
    iterate(run)
    return "iterate"
