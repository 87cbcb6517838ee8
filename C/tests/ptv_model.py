"""The model of model_ptv.py: what every live face (PtvPlaceholder) must
read, kept beside the library's objects and updated by each operation.
Plain Python: it needs no GObject.

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
  FALSE, the count that of an empty text, and every setting but text-view
  refused with one critical (ptv_face_operations.py expects it);
- a face dropped is finalized at once (nothing else holds it).
- GTK 4 follows a buffer set on the view at the next main-loop iteration:
  until then showing and the count are not compared.
Not modelled: a face attached to a GTK 3 view destroyed while no face was on
it. The library marks a destruction only where a controller saw it, so such
a face gets a live controller on the dead widget (text-view set, showing
TRUE) where the header promises an inert one. Focus is GTK's: a view has it
when GTK says so (under Xvfb, GTK 4 focuses a presented window's view; GTK 3
without a window manager never)."""

# Settings by the model's names; "content" is (kind, source), kind one of
# "none", "plain" and "markup", since text and markup share one value.
DEFAULTS = dict(content=("none", ""), color="", hide_while_focused=False, centered=False,
                natural_height=False, max_length=0, max_lines=0, limit_mode=0, return_behavior=0,
                shows_counter=False)
SETTINGS = list(DEFAULTS)


def use_toolkit(gtk):
    """Sets the defaults of GTK `gtk` ("3" or "4"): hide-while-focused is
    the toolkit's entry's rule, TRUE where GtkEntry hides its placeholder
    while focused (GTK 3), FALSE where GtkText keeps it (GTK 4)."""
    DEFAULTS["hide_while_focused"] = gtk == "3"


def needs_view(s):
    """Whether settings `s` wake a dormant controller (C/ptv.h)."""
    return (s["content"][1] != "" or s["max_length"] > 0 or s["max_lines"] > 0
            or s["return_behavior"] != 0)


class Controller:
    """The model of the controller the library keeps per view."""

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
    """A PtvPlaceholder and its model: its controller, or, while it has
    none, its own settings and which of them were set (`explicit`), which
    it brings to the next view it is attached to."""
    count = 0

    def __init__(self, obj):
        Face.count += 1
        self.name = "f%d" % Face.count
        self.obj = obj
        self.controller = None
        self.own = dict(DEFAULTS)
        self.explicit = set()
        # notify::showing is counted between checks: a change must notify.
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


def host_of(view):
    """The controller a face attached to `view` joins, made if it has none."""
    if view.controller is None:
        view.controller = Controller(view)
        if not view.alive:
            assert view.marked
    return view.controller


def release(face, controller):
    """`face` leaves `controller`; a dormant one goes with its last face."""
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
    """The model of setting a face's text-view to `view` (None detaches)."""
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
    """(length, remaining, over-limit) as `face` must read them."""
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
