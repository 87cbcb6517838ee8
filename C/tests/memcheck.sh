#!/usr/bin/env bash
# Runs a program under valgrind memcheck (GLib's, GTK 3's and GTK 4's
# suppressions where installed, fontconfig's patterns, which fontconfig.supp
# explains, and GTK 4's lost overlay list nodes, which
# Tests/valgrind/gtk4-overlay-link.supp explains) and fails if an invalid
# read or write, a use of uninitialised memory, or a definitely lost block
# has a frame in the C library (libptv-*.so).
#   bash C/tests/memcheck.sh LOG PROGRAM [ARGUMENTS...]
# Prints the counts. Needs a display for GTK programs.
set -euo pipefail
log=$1
shift
suppressions=()
for file in /usr/share/glib-2.0/valgrind/glib.supp /usr/share/gtk-3.0/valgrind/gtk.supp \
    /usr/share/gtk-4.0/valgrind/gtk.supp "$(dirname "$0")/fontconfig.supp" \
    "$(dirname "$0")/../../Tests/valgrind/gtk4-overlay-link.supp"; do
    [ -f "$file" ] && suppressions+=(--suppressions="$file")
done
G_SLICE=always-malloc G_DEBUG=gc-friendly NO_AT_BRIDGE=1 \
    valgrind --tool=memcheck --leak-check=full --num-callers=40 --error-exitcode=0 \
    "${suppressions[@]}" \
    --log-file="$log" "$@"
awk '
  /Invalid (read|write)|Conditional jump|uninitialised|definitely lost in loss record/ { block = $0; inblock = 1; next }
  inblock { block = block "\n" $0; if ($0 ~ /^==[0-9]+== $/) { if (block ~ /libptv-[34]/) { ours++; print block }; all++; inblock = 0 } }
  END {
    printf "memcheck: %d errors and definitely lost blocks in all; attributable to the C library: %d\n", all, ours
    exit (ours > 0)
  }' "$log"
