"""A model-based random test of the C library from Python (PyGObject),
through the installed typelib; run under a display by CLibraryTests.
    python3 model_ptv.py GTK SEED OPERATIONS
Drives GtkTextViews and PtvPlaceholder objects (faces) with operations
chosen at random from SEED, keeps a model of what every live face's
properties must read, and compares them after each operation. Prints the
seed first, so that a failure can be replayed with the same arguments;
exits non-zero at the first mismatch with the tail of the operation log.

The parts, beside this file (the runner):
- ptv_model.py: the model of what each face must read, and its rules;
- ptv_view_operations.py and ptv_face_operations.py: the operations on
  views and their buffers, and on faces;
- ptv_checks.py: the comparison after each operation and the capture of
  what the library logs;
- ptv_run_state.py: what a run shares (toolkit, generator, views, faces)."""
import collections
import os
import sys

import gi

GTK, SEED, OPERATIONS = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
gi.require_version("Gtk", GTK + ".0")
gi.require_version("Gdk", GTK + ".0")
gi.require_version("Ptv", GTK + ".0")
from gi.repository import Ptv  # noqa: E402

# The sibling modules import Gtk, Gdk and Ptv: only after the versions above
# are chosen. Found beside this file whatever the current directory; no
# __pycache__ written there, so that a run leaves the source tree as it was.
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.dont_write_bytecode = True
from ptv_checks import Failure, capture_ptv_log, check  # noqa: E402
from ptv_model import use_toolkit  # noqa: E402
from ptv_face_operations import (  # noqa: E402
    op_drop_face, op_move_face, op_new_face, op_set_property)
from ptv_run_state import RunState  # noqa: E402
from ptv_view_operations import (  # noqa: E402
    finalize_view, iterate, op_create_view, op_destroy_view, op_drop_destroyed_view, op_empty,
    op_focus, op_iterate, op_new_buffer, op_set_buffer_text, op_type)

OPERATIONS_WEIGHTED = [
    (op_create_view, 4), (op_new_face, 8), (op_drop_face, 5), (op_move_face, 7),
    (op_destroy_view, 3), (op_drop_destroyed_view, 1), (op_set_property, 30),
    (op_set_buffer_text, 8), (op_type, 8), (op_empty, 4), (op_new_buffer, 2), (op_focus, 2),
    (op_iterate, 6),
]


def main():
    use_toolkit(GTK)
    print("model_ptv.py: GTK %s, seed %d, %d operations (replay: model_ptv.py %s %d %d)"
          % (GTK, SEED, OPERATIONS, GTK, SEED, OPERATIONS), flush=True)
    run = RunState(GTK, SEED)
    recent = collections.deque(maxlen=40)  # the operations printed on a failure
    capture_ptv_log(run.logged)
    choices = [op for op, weight in OPERATIONS_WEIGHTED for _ in range(weight)]

    Ptv.init()
    done = 0
    tally = collections.Counter()
    try:
        while done < OPERATIONS:
            operation = run.rng.choice(choices)
            description = operation(run)
            if description is None:
                continue
            done += 1
            tally[operation.__name__[3:]] += 1
            for event in ("focused", "gone", "refused", "shown"):
                tally[event] += "(%s" % event in description
            recent.append("%d: %s" % (done, description))
            check(run, description)
        # The end: everything dropped, the main loop run.
        while run.faces:
            op_drop_face(run)
        while run.views:
            view = run.views[0]
            if view.window:
                view.window.destroy()
                view.window = None
            finalize_view(run, view)
        iterate(run)
    except Failure as failure:
        print("\n".join(recent), file=sys.stderr)
        print("model_ptv.py: operation %d: %s (seed %d: model_ptv.py %s %d %d)"
              % (done, failure, SEED, GTK, SEED, OPERATIONS), file=sys.stderr)
        sys.exit(1)
    print("model_ptv.py: operations: "
          + ", ".join("%s %d" % item for item in sorted(tally.items())))
    print("model_ptv.py: all checks passed (%d operations, seed %d)" % (done, SEED))


main()
