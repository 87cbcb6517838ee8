"""The operations of model_ptv.py on faces (PtvPlaceholder objects): make
them in every way the API allows, drop them, move them between views, set
each property through props, set_property and the C setter, with valid and
refused values. Each takes the RunState, updates the model as the library
must have changed, and returns a description for the log, or None when it
does not apply (the runner then draws another).
Imported after model_ptv.py has chosen the GTK version (gi.require_version)."""
import gc
import warnings

from gi.repository import GLib, GObject, Ptv

from ptv_checks import CRITICAL, WARNING, Failure, expect_log
from ptv_model import Face, model_attach, model_set, release

TEXTS = ["Plain", "x", "Write something…", "é😀 wide", "<i>not markup</i>", "a & b",
         "A longer placeholder that runs on and on past the width of a small view"]
MARKUPS = ["<i>Rich</i> text", "a &amp; b", "<span foreground='red'>red</span>", "<b></b>",
           "<b>bold</b> and <tt>mono</tt>"]
BAD_MARKUPS = ["<b>unterminated", "<i>x</b>", "a & b", "<nonsense>x</nonsense>"]
COLORS = ["#336699", "red", "rgba(0,0,0,0.5)", "rgb(1,2,3)", "#abc"]
BAD_COLORS = ["nonsense", "#12345", "rgb(1,2)", "blue-ish", "transparent"]


def view_is_gone(face):
    """Whether `face` had a view that was destroyed: each setting then logs a critical."""
    return face.controller is not None and not face.controller.alive


def attachable_views(run):
    # A GTK 3 view destroyed while no face was on it reads as alive to the library: not modelled.
    return [v for v in run.views if v.alive or v.marked]


def op_new_face(run):
    if len(run.faces) >= 10:
        return None
    candidates = attachable_views(run)
    view = run.rng.choice(candidates) if candidates and run.rng.random() < 0.85 else None
    way = run.rng.randrange(3)
    text = run.rng.choice(TEXTS + [None, ""])
    if view is not None and way == 0:
        face = Face(Ptv.Placeholder.new(view.widget, text))
        run.faces.append(face)
        model_attach(face, view)
        if text is not None and not view_is_gone(face):
            model_set(face, "text", text)
        # A text for a destroyed view is refused with a critical.
        expect_log(run, CRITICAL, lambda: None, 1 if text is not None and view_is_gone(face) else 0)
        return "%s = Ptv.Placeholder.new(%s, %r)" % (face, view, text)
    kwargs = {}
    if text is not None:
        kwargs["text"] = text
    if run.rng.random() < 0.3:
        kwargs["centered"] = True
    items = list(kwargs.items())
    if view is not None:
        items.insert(run.rng.randrange(len(items) + 1), ("text_view", view.widget))
    face = Face(GObject.new(Ptv.Placeholder, **dict(items)))
    run.faces.append(face)
    refused = 0
    for name, value in items:  # GObject sets them in the order given
        if name == "text_view":
            model_attach(face, view)
        elif view_is_gone(face):
            refused += 1  # after a destroyed view: a critical each
        else:
            model_set(face, name, value)
    expect_log(run, CRITICAL, lambda: None, refused)
    return "%s = GObject.new(Ptv.Placeholder, %s)" % (face, ", ".join(
        "%s=%s" % (k, view if k == "text_view" else repr(v)) for k, v in items))


def op_drop_face(run):
    """Drops the only reference to a face, which must then be finalized."""
    if not run.faces:
        return None
    face = run.faces.pop(run.rng.randrange(len(run.faces)))
    finalized = []
    face.obj.weak_ref(lambda: finalized.append(True))
    if face.controller:
        release(face, face.controller)
    face.obj = None
    gc.collect()
    if not finalized:
        raise Failure("%s was not finalized when dropped" % face)
    return "drop %s" % face


def op_move_face(run):
    if not run.faces:
        return None
    face = run.rng.choice(run.faces)
    candidates = attachable_views(run)
    view = run.rng.choice(candidates) if candidates and run.rng.random() < 0.8 else None
    if run.rng.random() < 0.5:
        face.obj.props.text_view = view.widget if view else None
    else:
        face.obj.set_text_view(view.widget if view else None)
    model_attach(face, view)
    return "%s -> %s" % (face, view)


def op_set_property(run):
    """Sets one property of a face; a refused value must be reported the
    way its path reports it and leave the model as it was."""
    if not run.faces:
        return None
    rng = run.rng
    face = rng.choice(run.faces)
    obj = face.obj
    name = rng.choice(["text", "text", "markup", "markup", "color", "hide-while-focused",
                       "centered", "natural-height", "max-length", "max-lines", "limit-mode",
                       "return-behavior", "shows-counter"])
    way = rng.randrange(3)  # props, set_property, the C setter

    def setprop(value):
        if way == 0:
            setattr(obj.props, name.replace("-", "_"), value)
        else:
            obj.set_property(name, value)

    key = name.replace("-", "_")
    if view_is_gone(face):
        return set_after_destroy(run, face, name, way, setprop)
    if name in ("text", "markup"):
        if name == "markup" and rng.random() < 0.3:
            value = rng.choice(BAD_MARKUPS)
            if way == 2:
                try:
                    obj.set_markup(value)
                    raise Failure("invalid markup %r raised nothing" % value)
                except GLib.Error as error:
                    if not error.matches(Ptv.PlaceholderError.quark(),
                                         Ptv.PlaceholderError.INVALID_MARKUP):
                        raise Failure("invalid markup: %s" % error)
            else:
                expect_log(run, WARNING, lambda: setprop(value))
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
            expect_log(run, WARNING, lambda: obj.set_color(value) if way == 2 else setprop(value))
            return "%s.color = %r (refused)" % (face, value)
        value = rng.choice(COLORS + ["", None])
        obj.set_color(value) if way == 2 else setprop(value)
        model_set(face, "color", value or "")
    elif name in ("max-length", "max-lines"):
        value = rng.choice([0, 0, 1, 3, 5, 12, -1, -7])
        if value < 0:
            # The C setter logs a critical; GObject refuses a value outside the
            # property's range itself, with a Python warning.
            if way == 2:
                expect_log(run, CRITICAL, lambda: getattr(obj, "set_" + key)(value))
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


def set_after_destroy(run, face, name, way, setprop):
    """Sets `name` on `face`, whose view was destroyed: one critical, nothing
    changed (the model stays), whichever way; set_markup returns False and
    raises nothing. A negative limit GObject's range check refuses first (a
    Python warning, no critical), so it is not drawn here."""
    obj, key = face.obj, name.replace("-", "_")
    value = {"text": run.rng.choice(TEXTS), "markup": run.rng.choice(MARKUPS + BAD_MARKUPS),
             "color": run.rng.choice(COLORS + BAD_COLORS), "max-length": run.rng.choice([0, 1, 5]),
             "max-lines": run.rng.choice([0, 1, 5]), "limit-mode": Ptv.LimitMode(run.rng.randrange(2)),
             "return-behavior": Ptv.ReturnBehavior(run.rng.randrange(3))}.get(name, run.rng.random() < 0.5)
    returned = []
    expect_log(run, CRITICAL, lambda: returned.append(getattr(obj, "set_" + key)(value)) if way == 2 else setprop(value))
    if name == "markup" and way == 2 and returned != [False]:
        raise Failure("set_markup after destroy returned %r" % returned)
    return "%s.%s = %r (gone view, %s)" % (face, name, value, ["props", "set_property", "setter"][way])
