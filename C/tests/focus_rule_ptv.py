"""The default focus rule, on screen: a GtkEntry and a GtkTextView with a
Ptv.Placeholder in one window, each focused in turn, read back from the X
server. The view's placeholder must do under focus what the toolkit's own
entry does with its own (GTK 3's GtkEntry hides it, GTK 4's keeps it), and
hide-while-focused must choose either rule. Run under a display.
    python3 focus_rule_ptv.py [3|4] [SCREENSHOT.png]
With SCREENSHOT, writes the window with the entry focused and with the view
focused, side by side. Prints "all checks passed" or exits non-zero with
the failed checks."""
import ctypes
import sys

import gi

GTK = sys.argv[1] if len(sys.argv) > 1 else "3"
gi.require_version("Gtk", GTK + ".0")
gi.require_version("Gdk", GTK + ".0")
gi.require_version("GdkX11", GTK + ".0")
gi.require_version("GdkPixbuf", "2.0")
gi.require_version("Ptv", GTK + ".0")
from gi.repository import Gdk, GdkPixbuf, GdkX11, GLib, Gtk, Ptv  # noqa: E402

failures = []


def check(condition, what):
    if not condition:
        failures.append(what)
        print("check failed: " + what, file=sys.stderr)


def settle(seconds=0.3):
    context = GLib.MainContext.default()
    end = GLib.get_monotonic_time() + int(seconds * 1e6)
    while GLib.get_monotonic_time() < end:
        context.iteration(False)


class XImage(ctypes.Structure):
    """The start of Xlib's XImage, up to what a 32-bit ZPixmap needs."""
    _fields_ = [(name, ctypes.c_int) for name in ("width", "height", "xoffset", "format")] + [
        ("data", ctypes.POINTER(ctypes.c_ubyte))] + [
        (name, ctypes.c_int) for name in ("byte_order", "bitmap_unit", "bitmap_bit_order", "bitmap_pad",
                                          "depth", "bytes_per_line", "bits_per_pixel")]


xlib = ctypes.CDLL("libX11.so.6")
xlib.XOpenDisplay.restype = ctypes.c_void_p
xlib.XGetImage.argtypes = [ctypes.c_void_p, ctypes.c_ulong] + [ctypes.c_int] * 2 + [ctypes.c_uint] * 2 + [
    ctypes.c_ulong, ctypes.c_int]
xlib.XGetImage.restype = ctypes.POINTER(XImage)
xlib.XDestroyImage = None  # a macro in Xlib: the images are small and few
display = xlib.XOpenDisplay(None)


def screen_of(window):
    """What the X server shows of `window`, as a GdkPixbuf."""
    surface = window.get_window() if GTK == "3" else window.get_surface()
    width, height = (surface.get_width(), surface.get_height())
    image = xlib.XGetImage(display, GdkX11.X11Window.get_xid(surface) if GTK == "3"
                           else GdkX11.X11Surface.get_xid(surface), 0, 0, width, height, 0xFFFFFFFF, 2).contents
    check(image.bits_per_pixel == 32, "a 32-bit X visual, not %d" % image.bits_per_pixel)
    raw = ctypes.string_at(image.data, image.bytes_per_line * height)
    rgb = bytearray()
    for y in range(height):
        row = raw[y * image.bytes_per_line:y * image.bytes_per_line + 4 * width]
        for x in range(width):
            rgb += bytes((row[4 * x + 2], row[4 * x + 1], row[4 * x]))
    return GdkPixbuf.Pixbuf.new_from_bytes(GLib.Bytes.new(bytes(rgb)), GdkPixbuf.Colorspace.RGB, False, 8,
                                           width, height, 3 * width)


def region(pixbuf, widget, window):
    """The pixels of `widget` in a capture of `window`."""
    x, y = widget.translate_coordinates(window, 0, 0)[-2:]
    width, height = widget.get_allocated_width(), widget.get_allocated_height()
    return pixbuf.new_subpixbuf(int(x), int(y), width, height).read_pixel_bytes().get_data()


def placeholder_drawn(widget, remove, restore):
    """Whether `widget` shows a placeholder now: its pixels change when the
    placeholder is removed (the caret, which does not blink, stays)."""
    settle()
    with_it = region(screen_of(window), widget, window)
    remove()
    settle()
    without = region(screen_of(window), widget, window)
    restore()
    settle()
    return with_it != without


Gtk.Settings.get_default().props.gtk_cursor_blink = False
window = Gtk.Window(title="GTK %s: the default focus rule" % GTK)
window.set_default_size(420, 230)
box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL, spacing=8)
for side in ("top", "bottom", "start", "end"):
    getattr(box, "set_margin_" + side)(12)
ENTRY_TEXT = "GtkEntry's own placeholder"
entry = Gtk.Entry(placeholder_text=ENTRY_TEXT)
view = Gtk.TextView(wrap_mode=Gtk.WrapMode.WORD, left_margin=6, top_margin=6)
view.set_size_request(-1, 120)
placeholder = Ptv.Placeholder(text_view=view, text="PtvPlaceholder in a GtkTextView")
default_rule = placeholder.props.hide_while_focused
label = Gtk.Label(label="hide-while-focused: %s, its default here" % default_rule)
frame = Gtk.Frame()
if GTK == "3":
    frame.add(view)
    for child in (entry, frame, label):
        box.pack_start(child, False, False, 0)
    window.add(box)
    window.show_all()
    settle()
    # Without a window manager X never activates the window: tell it, as X would.
    event = Gdk.Event.new(Gdk.EventType.FOCUS_CHANGE)
    event.focus_change.window = window.get_window()
    event.focus_change.in_ = 1
    window.send_focus_change(event)
else:
    frame.set_child(view)
    for child in (entry, frame, label):
        box.append(child)
    window.set_child(box)
    window.present()


def entry_drawn():
    return placeholder_drawn(entry, lambda: entry.set_placeholder_text(""),
                             lambda: entry.set_placeholder_text(ENTRY_TEXT))


def view_drawn():
    text = placeholder.props.text
    return placeholder_drawn(view, lambda: placeholder.set_text(""), lambda: placeholder.set_text(text))


check(default_rule is (GTK == "3"), "hide-while-focused defaults to %s on GTK %s" % (default_rule, GTK))
entry.grab_focus()
settle()
check(entry.has_focus() if GTK == "3" else entry.get_delegate().has_focus(), "the entry has the focus")
entry_hides = not entry_drawn()
check(entry_hides is (GTK == "3"), "GTK %s's GtkEntry %s its placeholder while focused"
      % (GTK, "hides" if entry_hides else "keeps"))
check(view_drawn(), "the unfocused view shows its placeholder")
entry_shot = screen_of(window)

view.grab_focus()
settle()
check(view.has_focus(), "the view has the focus")
check(placeholder.props.showing is not entry_hides and view_drawn() is not entry_hides,
      "focused, the view's placeholder does what the entry's does: %s" % ("hides" if entry_hides else "stays"))
check(entry_drawn(), "the unfocused entry shows its placeholder")
view_shot = screen_of(window)

for hide in (not default_rule, default_rule):
    placeholder.props.hide_while_focused = hide
    check(placeholder.props.showing is not hide and view_drawn() is not hide,
          "hide-while-focused = %s: the focused view's placeholder %s" % (hide, "hides" if hide else "stays"))

if len(sys.argv) > 2:
    width, height = entry_shot.get_width(), entry_shot.get_height()
    both = GdkPixbuf.Pixbuf.new(GdkPixbuf.Colorspace.RGB, False, 8, 2 * width + 8, height)
    both.fill(0x808080FF)
    entry_shot.copy_area(0, 0, width, height, both, 0, 0)
    view_shot.copy_area(0, 0, width, height, both, width + 8, 0)
    both.savev(sys.argv[2], "png", [], [])

if failures:
    sys.exit("%d checks failed" % len(failures))
print("all checks passed")
