"""The lifetime checks of test_ptv.py: the placeholder a view keeps, found
again with Ptv.Placeholder.get_for_view, and an object whose view was
destroyed, whose every setting is refused with a critical of the domain Ptv
and changes nothing. Imported after test_ptv.py has chosen the GTK version."""
from gi.repository import GLib, Gtk, Ptv

CRITICAL = GLib.LogLevelFlags.LEVEL_CRITICAL
ALIVE = "assertion 'the placeholder's view is alive' failed"


def logged_by(action):
    """What `action` logs in the domain Ptv, as (level, message): caught, so
    that nothing is printed and a fatal critical does not end the test."""
    logged = []
    handler = GLib.log_set_handler(
        "Ptv", GLib.LogLevelFlags.LEVEL_MASK | GLib.LogLevelFlags.FLAG_FATAL | GLib.LogLevelFlags.FLAG_RECURSION,
        lambda _domain, level, message, *_: logged.append((level & CRITICAL, message)), None)
    try:
        action()
    finally:
        GLib.log_remove_handler("Ptv", handler)
    return logged


def destroy(view, window):
    """Destroys `window` and `view` in it, which this script still references.
    (GTK 4 disposes a child only when its last reference goes: unparent it
    and dispose it, as GTK would.)"""
    if Gtk.get_major_version() == 4:
        window.set_child(None)
        view.run_dispose()
    window.destroy()


def check_found_again(check, view_in_window, settle):
    window, view = view_in_window()
    check(Ptv.Placeholder.get_for_view(view) is None, "no placeholder before one is attached")
    first = Ptv.Placeholder.new(view, "Kept by the view")
    found = Ptv.Placeholder.get_for_view(view)
    check(found is not None and found is not first and found.props.text == "Kept by the view", "found")
    first.props.centered = True
    check(found.props.centered, "a change through one object is seen through the other")
    found.set_text("Changed through the found one")
    check(first.get_text() == "Changed through the found one", "and the other way")
    del first, found
    settle()
    again = Ptv.Placeholder.get_for_view(view)
    check(again is not None and again.props.text == "Changed through the found one" and again.props.showing,
          "found after every object was dropped")
    # (What is not a text view PyGObject refuses itself; test-ptv-faces.c checks the critical.)
    destroy(view, window)
    settle()
    check(again.props.text_view is None, "the view destroyed")


def check_dead_view(check, view_in_window, settle):
    window, view = view_in_window()
    placeholder = Ptv.Placeholder.new(view, "Before")
    placeholder.set_max_length(9)
    destroy(view, window)
    settle()
    check(placeholder.props.text_view is None and not placeholder.props.showing, "inert after destroy")
    notified = []
    placeholder.connect("notify", lambda _, spec: notified.append(spec.name))
    markup = []
    sets = [
        ("props.text", lambda: setattr(placeholder.props, "text", "After"), "ptv_placeholder_set_property (PtvPlaceholder:text)"),
        ("set_property", lambda: placeholder.set_property("centered", True),
         "ptv_placeholder_set_property (PtvPlaceholder:centered)"),
        ("set_text", lambda: placeholder.set_text("After"), "ptv_placeholder_set_text"),
        ("set_max_length", lambda: placeholder.set_max_length(3), "ptv_placeholder_set_max_length"),
        ("set_return_behavior", lambda: placeholder.set_return_behavior(Ptv.ReturnBehavior.MOVES_FOCUS),
         "ptv_placeholder_set_return_behavior"),
        ("set_markup", lambda: markup.append(placeholder.set_markup("<b>After</b>")), "ptv_placeholder_set_markup"),
    ]
    for name, action, function in sets:
        logged = logged_by(action)
        check(len(logged) == 1 and logged[0][0] and logged[0][1] == "%s: %s" % (function, ALIVE),
              "%s after destroy: one critical naming %s, not %r" % (name, function, logged))
    check(markup == [False], "set_markup: False without an error: %r" % markup)
    check(notified == [], "nothing notified: %r" % notified)
    check(placeholder.props.text == "Before" and placeholder.props.markup is None, "the text kept")
    check(not placeholder.props.centered and placeholder.props.max_length == 9, "the settings kept")
    check(placeholder.props.return_behavior == Ptv.ReturnBehavior.NEWLINE, "the Return behaviour kept")
    # Moving the object on is no setting: no critical, and the new view takes it.
    window, view = view_in_window()
    check(logged_by(lambda: setattr(placeholder.props, "text_view", view)) == [], "moved to a new view silently")
    placeholder.props.text = "On the next view"
    check(placeholder.props.showing and placeholder.props.text == "On the next view", "working on the next view")
    window.destroy()
    settle()


def check_object_dropped_first(check, view_in_window, settle):
    """The object dropped, then the view destroyed: the placeholder stays until then."""
    window, view = view_in_window()
    placeholder = Ptv.Placeholder.new(view, "Stays")
    del placeholder
    settle()
    check(Ptv.Placeholder.new(view, None).props.text == "Stays", "the placeholder stays on the view")
    window.destroy()
    settle()


def run(check, view_in_window, settle):
    check_found_again(check, view_in_window, settle)
    check_dead_view(check, view_in_window, settle)
    check_object_dropped_first(check, view_in_window, settle)
