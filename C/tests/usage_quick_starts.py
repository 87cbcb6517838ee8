"""The C, JavaScript and Vala quick starts of the API reference's usage page
(docs/reference/usage.md, GTK 4), as written, against the installed library
(found through pkg-config, the typelib path and valac's own): the C one
compiled with -Wall -Werror, the Vala one with valac, and the JavaScript one
run by gjs with its main loop replaced by a few iterations, then a check that
the view has its placeholder, showing. (The Python one is run through the
wheel by Python/tests/readme_quick_starts.py, the Rust one built by
Rust/test.sh.)
    python3 usage_quick_starts.py WORK_DIR
Prints "all checks passed" or exits non-zero with the failing quick start's output."""
import os
import re
import subprocess
import sys

PROJECT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
USAGE = os.path.join(PROJECT, "docs", "reference", "usage.md")
JS_CHECK = """
for (let i = 0; i < 50; i++)
    GLib.MainContext.default().iteration(false);
const face = new Ptv.Placeholder({ text_view: view });  // the view's placeholder, made by the snippet
if (face.text !== 'Write your notes here' || !face.showing)
    throw new Error(`the view's placeholder: '${face.text}', showing: ${face.showing}`);
print(`quick start: placeholder '${face.text}' on the view`);
"""


def snippet(heading, language):
    with open(USAGE, encoding="utf-8") as file:
        text = file.read()
    found = re.search(r"^" + re.escape(heading) + r"\n.*?```" + language + r"\n(.*?)```", text, re.S | re.M)
    if not found:
        sys.exit("usage_quick_starts.py: no %s quick start after %r in %s" % (language, heading, USAGE))
    return found.group(1)


def check(name, command, expected=None):
    run = subprocess.run(command, capture_output=True, text=True)
    if run.returncode != 0 or (expected is not None and expected not in run.stdout):
        print(run.stdout + run.stderr, file=sys.stderr)
        sys.exit("usage_quick_starts.py: the %s quick start failed (above)" % name)
    said = (run.stdout.strip().splitlines() or ["(nothing printed)"])[-1]
    print("usage_quick_starts.py: %s: %s" % (name, said if expected else "built as written"))


work = sys.argv[1]
c_file = os.path.join(work, "usage-app.c")
with open(c_file, "w", encoding="utf-8") as file:
    file.write(snippet("### C", "c"))
flags = subprocess.run(["pkg-config", "--cflags", "--libs", "ptv-4"], capture_output=True, text=True, check=True)
check("C", ["cc", "-Wall", "-Werror", c_file, "-o", os.path.join(work, "usage-app-c")] + flags.stdout.split())

vala_file = os.path.join(work, "usage-app.vala")
with open(vala_file, "w", encoding="utf-8") as file:
    file.write(snippet("### Vala", "vala"))
check("Vala", ["valac", "--pkg", "ptv-4", "-o", os.path.join(work, "usage-app-vala"), vala_file])

code = snippet("### JavaScript", "js")
if "loop.run();" not in code:
    sys.exit("usage_quick_starts.py: the JavaScript quick start has no loop.run(); to replace")
check("JavaScript", ["gjs", "-c", code.replace("loop.run();", "") + JS_CHECK], "quick start: placeholder")
print("usage_quick_starts.py: all checks passed")
