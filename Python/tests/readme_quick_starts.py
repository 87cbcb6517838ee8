"""The Python quick starts, as written in README.md (GTK 3), in the wheel's
own Python/README.md (GTK 4) and in the API reference's usage page
(docs/reference/usage.md, GTK 4), each run in a fresh interpreter with
the wheel installed: the snippet as it is, its main loop replaced by a
few iterations, then a check that the view has its placeholder, showing.
    python readme_quick_starts.py
Prints "all checks passed" or exits non-zero with the failing snippet's output."""
import os
import re
import subprocess
import sys

PROJECT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CHECK = """
from gi.repository import GLib
for _ in range(50):
    GLib.MainContext.default().iteration(False)
face = Ptv.Placeholder.get_for_view(view)  # the view's placeholder, made by the snippet
assert face is not None, "the view has no placeholder"
assert face.props.text == "Write your notes here", face.props.text
assert face.props.showing
print("quick start: placeholder %r on the view" % face.props.text)
"""


def snippet(readme, after):
    with open(os.path.join(PROJECT, readme), encoding="utf-8") as file:
        text = file.read()
    found = re.search(re.escape(after) + r".*?```python\n(.*?)```", text, re.S)
    if not found:
        sys.exit("readme_quick_starts.py: no Python quick start after %r in %s" % (after, readme))
    return found.group(1)


failed = False
QUICK_STARTS = (("README.md", "**Python** (PyGObject"), ("Python/README.md", "pip install placeholdertextview"),
                ("docs/reference/usage.md", "### Python"))
for readme, after in QUICK_STARTS:
    code = snippet(readme, after)
    if "import placeholdertextview" not in code:
        sys.exit("readme_quick_starts.py: %s's quick start lacks the import" % readme)
    # GTK 3's main loop, or GTK 4's (a GLib.MainLoop named loop)
    code = code.replace("Gtk.main()", "").replace("loop.run()", "") + CHECK
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    print("%s: %s" % (readme, (run.stdout.strip().splitlines() or ["(nothing printed)"])[-1]))
    if run.returncode != 0 or "quick start: placeholder" not in run.stdout:
        print(run.stdout + run.stderr, file=sys.stderr)
        failed = True
if failed:
    sys.exit("readme_quick_starts.py: a quick start failed (above)")
print("readme_quick_starts.py: all checks passed")
