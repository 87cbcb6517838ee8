"""Runs one of the C library's Python scripts as an app on the wheel does:
``import placeholdertextview`` and nothing else (no environment variable),
then checks that the Ptv typelib and library in use are the wheel's.
    python through_wheel.py SCRIPT [ARGUMENT...]
Exits with the script's status, or 1 (with a message) when the Ptv in use
came from anywhere but the installed wheel."""
import os
import runpy
import sys

import placeholdertextview  # the one import the README documents

script = os.path.abspath(sys.argv[1])
sys.argv = [script] + sys.argv[2:]
sys.path.insert(0, os.path.dirname(script))
status = 0
try:
    runpy.run_path(script, run_name="__main__")
except SystemExit as exit:
    status = exit.code if isinstance(exit.code, int) else (0 if exit.code is None else 1)

import gi  # noqa: E402

package = os.path.dirname(placeholdertextview.__file__)
typelib = gi.Repository.get_default().get_typelib_path("Ptv")
with open("/proc/self/maps") as maps:
    libraries = sorted({line.split()[-1] for line in maps if "libptv-" in line})
print("through_wheel.py: Ptv from %s; loaded: %s" % (typelib, ", ".join(libraries)))
if not typelib.startswith(placeholdertextview.TYPELIB_DIR + os.sep) or not libraries \
        or any(not library.startswith(placeholdertextview.LIBRARY_DIR + os.sep) for library in libraries):
    print("through_wheel.py: the Ptv in use is not the wheel's (%s)" % package, file=sys.stderr)
    status = status or 1
sys.exit(status)
