"""Which Ptv an app gets when a system-wide libptv (the Debian packages) is
installed beside the wheel, as docs/packaging.md says:
    python precedence.py GTK imported-first   run through through_wheel.py,
        which imports placeholdertextview first and checks that the wheel's
        typelib and library are the ones used
    python precedence.py GTK loaded-first     Ptv loaded from the system
        before the import: it stays in use, and the import warns
Prints "all checks passed" or exits non-zero with a message."""
import glob
import sys
import warnings

import gi

GTK, MODE = sys.argv[1], sys.argv[2]
system = glob.glob("/usr/lib/*/girepository-1.0/Ptv-%s.0.typelib" % GTK)
if not system:
    sys.exit("precedence.py: no system-wide Ptv-%s.0 typelib: install the Debian packages first" % GTK)
gi.require_version("Gtk", GTK + ".0")
gi.require_version("Ptv", GTK + ".0")
from gi.repository import Gtk, Ptv  # noqa: E402

if MODE == "loaded-first":
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        import placeholdertextview  # noqa: F401
    used = gi.Repository.get_default().get_typelib_path("Ptv")
    if used not in system:
        sys.exit("precedence.py: Ptv was loaded from %s, not the system's %s" % (used, system))
    if not any("stays in use" in str(warning.message) for warning in caught):
        sys.exit("precedence.py: the import did not warn that the loaded Ptv stays: %s" % caught)
view = Gtk.TextView()
placeholder = Ptv.Placeholder(text_view=view, text="Write your notes here")
if placeholder.props.text != "Write your notes here" or not placeholder.props.showing:
    sys.exit("precedence.py: the placeholder reads %r, showing %s" % (placeholder.props.text, placeholder.props.showing))
if MODE == "loaded-first":
    with open("/proc/self/maps") as maps:
        libraries = sorted({line.split()[-1] for line in maps if "libptv-" in line})
    if not libraries or any(not library.startswith("/usr/lib/") for library in libraries):
        sys.exit("precedence.py: the system's typelib goes with the system's library, not %s" % libraries)
print("precedence.py: %s: %s" % (MODE, gi.Repository.get_default().get_typelib_path("Ptv")))
print("precedence.py: all checks passed")
