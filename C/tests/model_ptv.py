"""A model-based random test of the C library from Python (PyGObject),
through the installed typelib; run under a display by CLibraryTests.
    python3 model_ptv.py GTK SEED OPERATIONS
Drives GtkTextViews and PtvPlaceholder objects (faces) with operations
chosen at random from SEED, keeps a model of what every live face's
properties must read, and compares them after each operation. Prints the
seed first, so that a failure can be replayed with the same arguments;
exits non-zero at the first mismatch with the tail of the operation log.

The model's rules, from C/ptv.h and the library's ownership:
- all faces on one view share one controller and its settings; a face
  attached to a view brings the values set on it while it had none (the
  last attached wins), else it adopts the view's;
- a controller is dormant until its settings need the view (a placeholder,
  a limit, a Return behaviour): until then the faces own it and its
  settings go with the last of them; once active the view owns it;
- moving a face to another view carries its settings; NULL detaches it,
  keeping the values it read;
- destroying the view makes its controller inert: text-view NULL, showing
  FALSE, setters ignored, the count that of an empty text;
- a face dropped is finalized at once (nothing else holds it).
- GTK 4 follows a buffer set on the view at the next main-loop iteration:
  until then showing and the count are not compared.
Not modelled: a face attached to a GTK 3 view destroyed while no face was on
it. The library marks a destruction only where a controller saw it, so such
a face gets a live controller on the dead widget (text-view set, showing
TRUE) where the header promises an inert one. Focus is GTK's: a view has it when GTK says so (under Xvfb, GTK 4
focuses a presented window's view; GTK 3 without a window manager never)."""
import collections
import gc
import random
import sys
import warnings

import gi

GTK, SEED, OPERATIONS = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
gi.require_version("Gtk", GTK + ".0")
gi.require_version("Gdk", GTK + ".0")
gi.require_version("Ptv", GTK + ".0")
from gi.repository import Gdk, GLib, GObject, Gtk, Pango, Ptv  # noqa: E402

print("model_ptv.py: GTK %s, seed %d, %d operations (replay: model_ptv.py %s %d %d)"
      % (GTK, SEED, OPERATIONS, GTK, SEED, OPERATIONS), flush=True)
rng = random.Random(SEED)
log = collections.deque(maxlen=40)
logged = []  # (level, message) of the domain "Ptv"
GLib.log_set_handler("Ptv", GLib.LogLevelFlags.LEVEL_MASK | GLib.LogLevelFlags.FLAG_FATAL
                     | GLib.LogLevelFlags.FLAG_RECURSION, lambda _d, level, message, *_: logged.append((int(level), message)), None)
WARNING, CRITICAL = int(GLib.LogLevelFlags.LEVEL_WARNING), int(GLib.LogLevelFlags.LEVEL_CRITICAL)

TEXTS = ["Plain", "x", "Write something…", "é😀 wide", "<i>not markup</i>", "a & b",
         "A longer placeholder that runs on and on past the width of a small view"]
MARKUPS = ["<i>Rich</i> text", "a &amp; b", "<span foreground='red'>red</span>", "<b></b>", "<b>bold</b> and <tt>mono</tt>"]
BAD_MARKUPS = ["<b>unterminated", "<i>x</b>", "a & b", "<nonsense>x</nonsense>"]
COLORS = ["#336699", "red", "rgba(0,0,0,0.5)", "rgb(1,2,3)", "#abc"]
BAD_COLORS = ["nonsense", "#12345", "rgb(1,2)", "blue-ish", "transparent"]
TYPED = ["a", "bc", "é", "😀", "\n", "hello world", "x\ny\nz", "long" * 8]
DEFAULTS = dict(content=("none", ""), color="", hide_while_focused=False, centered=False, natural_height=False,
                max_length=0, max_lines=0, limit_mode=0, return_behavior=0, shows_counter=False)
SETTINGS = list(DEFAULTS)


class Failure(Exception):
    pass


def needs_view(s):
    return s["content"][1] != "" or s["max_length"] > 0 or s["max_lines"] > 0 or s["return_behavior"] != 0


def plain_text(content):
    kind, source = content
    if kind == "markup":
        return Pango.parse_markup(source, -1, "\0")[2]
    return source


def css(color):
    rgba = Gdk.RGBA()
    return rgba.to_string() if rgba.parse(color) else None


class View:
    """A GtkTextView, in a shown window or not; `text` mirrors its buffer."""
    count = 0

    def __init__(self, shown):
        View.count += 1
        self.name = "v%d" % View.count
        self.widget = Gtk.TextView()
        self.window = None
        if shown:
            self.window = Gtk.Window(default_width=200, default_height=120)
            if GTK == "3":
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


class Controller:
    def __init__(self, view):
        self.view = view
        self.settings = dict(DEFAULTS)
        self.active = False
        self.alive = view.alive
        self.faces = set()

    def update(self, settings):
        if not self.alive or settings == self.settings:
            return
        self.settings = dict(settings)
        if needs_view(settings):
            self.active = True


class Face:
    count = 0

    def __init__(self, obj):
        Face.count += 1
        self.name = "f%d" % Face.count
        self.obj = obj
        self.controller = None
        self.own = dict(DEFAULTS)
        self.explicit = set()
        self.showing_notified = 0
        self.last_showing = obj.props.showing
        obj.connect("notify::showing", self.on_showing)

    def on_showing(self, *_):
        self.showing_notified += 1

    def __repr__(self):
        return self.name

    @property
    def settings(self):
        return self.controller.settings if self.controller else self.own

    @property
    def live_view(self):
        c = self.controller
        return c.view if c and c.alive else None


views, faces = [], []


def host_of(view):
    if view.controller is None:
        view.controller = Controller(view)
        if not view.alive:
            assert view.marked
    return view.controller


def release(face, controller):
    controller.faces.discard(face)
    if not controller.active and not controller.faces and controller.view.controller is controller:
        controller.view.controller = None


def model_set(face, name, value):
    """The model of a face's setter: `value` already refused or not."""
    s = dict(face.settings)
    if name == "text":
        if not value:
            if s["content"][0] != "markup":
                s["content"] = ("none", "")
        else:
            s["content"] = ("plain", value)
    elif name == "markup":
        if not value:
            if s["content"][0] == "markup":
                s["content"] = ("none", "")
        else:
            s["content"] = ("markup", value)
    else:
        s[name] = value
    if face.controller:
        face.controller.update(s)
    else:
        composes = name in ("text", "markup") and not value
        if s != face.own or not composes:
            face.explicit.add("content" if name in ("text", "markup") else name)
        face.own = s


def model_attach(face, view):
    old = face.controller
    if view is face.live_view and not (view is None and old is not None):
        return
    if view is not None:
        host = host_of(view)
        if old is not None:
            carried = dict(old.settings)
        else:
            carried = dict(host.settings)
            for name in face.explicit:
                carried[name] = face.own[name]
        face.controller = host
        host.faces.add(face)
        if old is not None and old is not host:
            release(face, old)
        host.update(carried)
    else:
        face.own = dict(face.settings)
        face.explicit = set(SETTINGS)
        face.controller = None
        release(face, old)


def expected_count(face):
    s = face.settings
    c = face.controller
    limit_set = s["max_length"] > 0 or s["max_lines"] > 0
    if c is None:
        chars, lines = 0, 0
    elif not limit_set:
        return 0, 0, False
    elif c.alive:
        chars, lines = len(c.view.text), c.view.text.count("\n") + 1
    else:
        chars, lines = 0, 0
    if s["max_lines"] > 0:
        length, limit = lines, s["max_lines"]
    else:
        length, limit = chars, s["max_length"]
    return length, (limit - length if limit > 0 else 0), limit > 0 and length > limit


def check(op):
    if logged:
        raise Failure("unexpected log after %s: %r" % (op, logged))
    for view in views:
        if view.alive and not view.stale:
            actual = view.widget.get_buffer().props.text
            if actual != view.text:
                raise Failure("%s's buffer reads %r, the model %r (settings %r)"
                              % (view, actual, view.text, view.controller and view.controller.settings))
    for face in faces:
        s, obj = face.settings, face.obj
        expected = {
            "text": plain_text(s["content"]),
            "markup": s["content"][1] if s["content"][0] == "markup" else None,
            "color": css(s["color"]) if s["color"] else "",
            "hide-while-focused": s["hide_while_focused"], "centered": s["centered"],
            "natural-height": s["natural_height"], "max-length": s["max_length"], "max-lines": s["max_lines"],
            "limit-mode": s["limit_mode"], "return-behavior": s["return_behavior"], "shows-counter": s["shows_counter"],
        }
        actual = {name: obj.get_property(name) for name in expected}
        actual["limit-mode"] = int(actual["limit-mode"])
        actual["return-behavior"] = int(actual["return-behavior"])
        view = face.live_view
        actual_view = obj.props.text_view
        if actual_view is not (view.widget if view else None):
            raise Failure("%s: text-view is %r, the model says %r" % (face, actual_view, view))
        if not (view and view.stale):
            length, remaining, over = expected_count(face)
            expected.update({"length": length, "remaining": remaining, "over-limit": over})
            actual.update({name: obj.get_property(name) for name in ("length", "remaining", "over-limit")})
            showing = obj.props.showing
            hidden = s["hide_while_focused"] and view and view.widget.has_focus()
            expected["showing"] = bool(view and s["content"][1] and not view.text and not hidden)
            actual["showing"] = showing
            if showing != face.last_showing and face.showing_notified == 0:
                raise Failure("%s: showing became %s without notify::showing" % (face, showing))
            if showing == face.last_showing and face.showing_notified % 2:
                raise Failure("%s: notify::showing %d times, showing still %s" % (face, face.showing_notified, showing))
            face.last_showing, face.showing_notified = showing, 0
        if actual != expected:
            diff = {k: (actual.get(k), expected[k]) for k in expected if actual.get(k) != expected[k]}
            raise Failure("%s on %r: (library, model) differ: %r" % (face, view, diff))


def expect_log(level, action):
    """Runs `action`, which must log once at `level` in the domain Ptv."""
    action()
    if len(logged) != 1 or logged[0][0] & level == 0:
        raise Failure("expected one log at level %d, got %r" % (level, logged))
    logged.clear()


def iterate():
    while GLib.MainContext.default().iteration(False):
        pass
    for view in views:
        view.stale = False


# Operations: each returns a description for the log, or None when it does not apply.

def op_create_view():
    if len([v for v in views if v.alive]) >= 6:
        return None
    view = View(shown=rng.random() < 0.4)
    views.append(view)
    return "create %s (%s)" % (view, "shown" if view.window else "no window")


def attachable_views():
    # A GTK 3 view destroyed while no face was on it reads as alive to the library: not modelled.
    return [v for v in views if v.alive or v.marked]


def op_new_face():
    if len(faces) >= 10:
        return None
    candidates = attachable_views()
    view = rng.choice(candidates) if candidates and rng.random() < 0.85 else None
    way = rng.randrange(3)
    text = rng.choice(TEXTS + [None, ""])
    if view is not None and way == 0:
        face = Face(Ptv.Placeholder.new(view.widget, text))
        faces.append(face)
        model_attach(face, view)
        if text is not None:
            model_set(face, "text", text)
        return "%s = Ptv.Placeholder.new(%s, %r)" % (face, view, text)
    kwargs = {}
    if text is not None:
        kwargs["text"] = text
    if rng.random() < 0.3:
        kwargs["centered"] = True
    items = list(kwargs.items())
    if view is not None:
        items.insert(rng.randrange(len(items) + 1), ("text_view", view.widget))
    face = Face(GObject.new(Ptv.Placeholder, **dict(items)))
    faces.append(face)
    for name, value in items:  # GObject sets them in the order given
        if name == "text_view":
            model_attach(face, view)
        else:
            model_set(face, name, value)
    return "%s = GObject.new(Ptv.Placeholder, %s)" % (face, ", ".join(
        "%s=%s" % (k, view if k == "text_view" else repr(v)) for k, v in items))


def op_drop_face():
    if not faces:
        return None
    face = faces.pop(rng.randrange(len(faces)))
    finalized = []
    face.obj.weak_ref(lambda: finalized.append(True))
    if face.controller:
        release(face, face.controller)
    face.obj = None
    gc.collect()
    if not finalized:
        raise Failure("%s was not finalized when dropped" % face)
    return "drop %s" % face


def op_move_face():
    if not faces:
        return None
    face = rng.choice(faces)
    candidates = attachable_views()
    view = rng.choice(candidates) if candidates and rng.random() < 0.8 else None
    if rng.random() < 0.5:
        face.obj.props.text_view = view.widget if view else None
    else:
        face.obj.set_text_view(view.widget if view else None)
    model_attach(face, view)
    return "%s -> %s" % (face, view)


def op_destroy_view():
    alive = [v for v in views if v.alive]
    if not alive:
        return None
    view = rng.choice(alive)
    keep = GTK == "3" and rng.random() < 0.5  # GTK 3: destroyed views stay usable objects
    how = "drop"
    if GTK == "3":
        if view.window and rng.random() < 0.5:
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
        finalize_view(view)
    return "%s %s%s" % (how, view, "" if keep else ", dropped")


def finalize_view(view):
    finalized = []
    view.widget.weak_ref(lambda: finalized.append(True))
    view.widget = None
    views.remove(view)
    gc.collect()
    if not finalized:
        raise Failure("%s was not finalized when dropped: something holds it" % view)
    c = view.controller
    if c is not None and not c.faces:
        view.controller = None


def op_drop_destroyed_view():
    dead = [v for v in views if not v.alive]
    if not dead:
        return None
    view = rng.choice(dead)
    finalize_view(view)
    return "drop destroyed %s" % view


def op_set_property():
    if not faces:
        return None
    face = rng.choice(faces)
    obj = face.obj
    name = rng.choice(["text", "text", "markup", "markup", "color", "hide-while-focused", "centered", "natural-height",
                       "max-length", "max-lines", "limit-mode", "return-behavior", "shows-counter"])
    way = rng.randrange(3)  # props, set_property, the C setter

    def setprop(value):
        if way == 0:
            setattr(obj.props, name.replace("-", "_"), value)
        else:
            obj.set_property(name, value)

    key = name.replace("-", "_")
    if name in ("text", "markup"):
        if name == "markup" and rng.random() < 0.3:
            value = rng.choice(BAD_MARKUPS)
            if way == 2:
                try:
                    obj.set_markup(value)
                    raise Failure("invalid markup %r raised nothing" % value)
                except GLib.Error as error:
                    if not error.matches(Ptv.PlaceholderError.quark(), Ptv.PlaceholderError.INVALID_MARKUP):
                        raise Failure("invalid markup: %s" % error)
            else:
                expect_log(WARNING, lambda: setprop(value))
            return "%s.markup = %r (refused)" % (face, value)
        value = rng.choice((TEXTS if name == "text" else MARKUPS) + ["", None])
        if way == 2 and value is None:
            value = ""
        if way == 2:
            ok = obj.set_text(value) if name == "text" else obj.set_markup(value)
            if name == "markup" and ok is not True:
                raise Failure("set_markup(%r) returned %r" % (value, ok))
        else:
            setprop(value)
        model_set(face, name, value)
    elif name == "color":
        if rng.random() < 0.3:
            value = rng.choice(BAD_COLORS)
            expect_log(WARNING, lambda: obj.set_color(value) if way == 2 else setprop(value))
            return "%s.color = %r (refused)" % (face, value)
        value = rng.choice(COLORS + ["", None])
        obj.set_color(value) if way == 2 else setprop(value)
        model_set(face, "color", value or "")
    elif name in ("max-length", "max-lines"):
        value = rng.choice([0, 0, 1, 3, 5, 12, -1, -7])
        if value < 0:
            if way == 2:
                expect_log(CRITICAL, lambda: getattr(obj, "set_" + key)(value))
            else:
                with warnings.catch_warnings(record=True) as caught:
                    warnings.simplefilter("always")
                    setprop(value)
                if not any("out of range" in str(w.message) for w in caught):
                    raise Failure("no GObject warning for %s = %d: %r" % (name, value, caught))
            return "%s.%s = %d (refused)" % (face, name, value)
        getattr(obj, "set_" + key)(value) if way == 2 else setprop(value)
        model_set(face, key, value)
    elif name in ("limit-mode", "return-behavior"):
        enum = Ptv.LimitMode if name == "limit-mode" else Ptv.ReturnBehavior
        value = rng.randrange(2 if name == "limit-mode" else 3)
        getattr(obj, "set_" + key)(enum(value)) if way == 2 else setprop(enum(value))
        model_set(face, key, value)
    else:
        value = rng.random() < 0.5
        getattr(obj, "set_" + key)(value) if way == 2 else setprop(value)
        model_set(face, key, value)
    return "%s.%s = %r (%s)" % (face, name, value, ["props", "set_property", "setter"][way])


def live_views():
    return [v for v in views if v.alive and not v.stale]


def op_set_buffer_text():
    candidates = live_views()
    if not candidates:
        return None
    view = rng.choice(candidates)
    text = rng.choice(["", "", "abc", "a\nb\nc", "é😀", "line one\nline two", "x" * 20, "1\n2\n3\n4\n5\n6"])
    view.widget.get_buffer().set_text(text)
    view.text = text
    return "%s.buffer.set_text(%r)" % (view, text)


def op_type():
    candidates = live_views()
    if not candidates:
        return None
    view = rng.choice(candidates)
    buffer = view.widget.get_buffer()
    text = rng.choice(TYPED)
    focused = view.widget.has_focus()
    buffer.place_cursor(buffer.get_end_iter())
    buffer.begin_user_action()
    buffer.insert_interactive_at_cursor(text, -1, True)
    buffer.end_user_action()
    c = view.controller
    s = c.settings if c else DEFAULTS
    if focused and c and c.active and s["limit_mode"] == 0 and (s["max_length"] > 0 or s["max_lines"] > 0):
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


def op_empty():
    candidates = live_views()
    if not candidates:
        return None
    view = rng.choice(candidates)
    buffer = view.widget.get_buffer()
    buffer.delete(buffer.get_start_iter(), buffer.get_end_iter())
    view.text = ""
    return "empty %s" % view


def op_new_buffer():
    candidates = live_views()
    if not candidates:
        return None
    view = rng.choice(candidates)
    text = rng.choice(["", "new", "n\ne\nw"])
    view.widget.set_buffer(Gtk.TextBuffer(text=text))
    view.text = text
    view.stale = GTK == "4"
    return "%s.set_buffer(%r)" % (view, text)


def op_focus():
    candidates = [v for v in views if v.alive and v.window]
    if not candidates:
        return None
    view = rng.choice(candidates)
    view.widget.grab_focus()
    return "focus %s" % view


def op_iterate():
    iterate()
    return "iterate"


OPERATIONS_WEIGHTED = [
    (op_create_view, 4), (op_new_face, 8), (op_drop_face, 5), (op_move_face, 7), (op_destroy_view, 3),
    (op_drop_destroyed_view, 1), (op_set_property, 30), (op_set_buffer_text, 8), (op_type, 8), (op_empty, 4),
    (op_new_buffer, 2), (op_focus, 2), (op_iterate, 6),
]
choices = [op for op, weight in OPERATIONS_WEIGHTED for _ in range(weight)]

Ptv.init()
done = 0
tally = collections.Counter()
try:
    while done < OPERATIONS:
        operation = rng.choice(choices)
        description = operation()
        if description is None:
            continue
        done += 1
        tally[operation.__name__[3:]] += 1
        for event in ("focused", "refused", "shown"):
            tally[event] += "(%s" % event in description
        log.append("%d: %s" % (done, description))
        check(description)
    # The end: everything dropped, the main loop run.
    while faces:
        op_drop_face()
    while views:
        view = views[0]
        if view.window:
            view.window.destroy()
            view.window = None
        finalize_view(view)
    iterate()
except Failure as failure:
    print("\n".join(log), file=sys.stderr)
    print("model_ptv.py: operation %d: %s (seed %d: model_ptv.py %s %d %d)"
          % (done, failure, SEED, GTK, SEED, OPERATIONS), file=sys.stderr)
    sys.exit(1)
print("model_ptv.py: operations: " + ", ".join("%s %d" % item for item in sorted(tally.items())))
print("model_ptv.py: all checks passed (%d operations, seed %d)" % (done, SEED))
