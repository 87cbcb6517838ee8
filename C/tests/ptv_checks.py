"""The checks of model_ptv.py: after each operation, every live face's
properties and every view's buffer against the model, and no message
logged in the domain Ptv unless the operation expected it.
Imported after model_ptv.py has chosen the GTK version (gi.require_version)."""
from gi.repository import Gdk, GLib, Pango

from ptv_model import expected_count

WARNING, CRITICAL = int(GLib.LogLevelFlags.LEVEL_WARNING), int(GLib.LogLevelFlags.LEVEL_CRITICAL)


class Failure(Exception):
    """A mismatch between the library and the model: ends the run."""


def capture_ptv_log(logged):
    """Appends every message of the domain Ptv to `logged` as (level,
    message), fatal ones included, so that a check can fail on it rather
    than GLib printing it or ending the process."""
    GLib.log_set_handler("Ptv", GLib.LogLevelFlags.LEVEL_MASK | GLib.LogLevelFlags.FLAG_FATAL
                         | GLib.LogLevelFlags.FLAG_RECURSION,
                         lambda _d, level, message, *_: logged.append((int(level), message)), None)


def plain_text(content):
    kind, source = content
    if kind == "markup":
        return Pango.parse_markup(source, -1, "\0")[2]
    return source


def css(color):
    """`color` as the library reads it back (GdkRGBA's string), None if GDK refuses it."""
    rgba = Gdk.RGBA()
    return rgba.to_string() if rgba.parse(color) else None


def expect_log(run, level, action, count=1):
    """Runs `action`, which must log `count` times at `level` in the domain Ptv."""
    action()
    if len(run.logged) != count or any(logged & level == 0 for logged, _ in run.logged):
        raise Failure("expected %d logs at level %d, got %r" % (count, level, run.logged))
    run.logged.clear()


def check(run, op):
    """Compares the library with the model after operation `op`."""
    if run.logged:
        raise Failure("unexpected log after %s: %r" % (op, run.logged))
    for view in run.views:
        if view.alive and not view.stale:
            actual = view.widget.get_buffer().props.text
            if actual != view.text:
                settings = view.controller and view.controller.settings
                raise Failure("%s's buffer reads %r, the model %r (settings %r)"
                              % (view, actual, view.text, settings))
    for face in run.faces:
        check_face(face)


def check_face(face):
    s, obj = face.settings, face.obj
    expected = {
        "text": plain_text(s["content"]),
        "markup": s["content"][1] if s["content"][0] == "markup" else None,
        "color": css(s["color"]) if s["color"] else "",
        "hide-while-focused": s["hide_while_focused"], "centered": s["centered"],
        "natural-height": s["natural_height"], "max-length": s["max_length"],
        "max-lines": s["max_lines"], "limit-mode": s["limit_mode"],
        "return-behavior": s["return_behavior"], "shows-counter": s["shows_counter"],
    }
    actual = {name: obj.get_property(name) for name in expected}
    actual["limit-mode"] = int(actual["limit-mode"])
    actual["return-behavior"] = int(actual["return-behavior"])
    view = face.live_view
    actual_view = obj.props.text_view
    if actual_view is not (view.widget if view else None):
        raise Failure("%s: text-view is %r, the model says %r" % (face, actual_view, view))
    # GTK 4 has not yet followed a new buffer (view.stale): showing and the count wait for it.
    if not (view and view.stale):
        length, remaining, over = expected_count(face)
        expected.update({"length": length, "remaining": remaining, "over-limit": over})
        actual.update({name: obj.get_property(name)
                       for name in ("length", "remaining", "over-limit")})
        showing = obj.props.showing
        hidden = s["hide_while_focused"] and view and view.widget.has_focus()
        expected["showing"] = bool(view and s["content"][1] and not view.text and not hidden)
        actual["showing"] = showing
        # Changes since the last check may cancel out: a change needs a
        # notification, no change an even count of them.
        if showing != face.last_showing and face.showing_notified == 0:
            raise Failure("%s: showing became %s without notify::showing" % (face, showing))
        if showing == face.last_showing and face.showing_notified % 2:
            raise Failure("%s: notify::showing %d times, showing still %s"
                          % (face, face.showing_notified, showing))
        face.last_showing, face.showing_notified = showing, 0
    if actual != expected:
        diff = {k: (actual.get(k), expected[k]) for k in expected if actual.get(k) != expected[k]}
        raise Failure("%s on %r: (library, model) differ: %r" % (face, view, diff))
