#!/usr/bin/env bash
# Runs widget tests under valgrind memcheck (with GLib's and GTK's
# suppressions) and fails if any invalid read or write, or any definitely
# lost block, has a stack through this project's modules.
#   bash Tests/memcheck.sh [XCTest filter]   (default: all GTK 3 widget tests)
#   PLACEHOLDER_TEST_TOOLKIT=gtk4 bash Tests/memcheck.sh [filter]   (GTK 4's test binary)
# Needs a display (run under xvfb-run -a) and valgrind.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${PLACEHOLDER_TEST_TOOLKIT:-}" = gtk4 ]; then
    filter=${1:-PlaceholderGtk4Tests}
    scratch=(--scratch-path .build-gtk4)
    # GTK 4's GL renderer under valgrind is slow and not what is checked here.
    suppressions=(/usr/share/gtk-4.0/valgrind/gtk.supp Tests/valgrind/gtk4-overlay-link.supp)
    export GSK_RENDERER=cairo GDK_BACKEND=x11
else
    filter=${1:-PlaceholderGtk3Tests}
    scratch=()
    suppressions=(/usr/share/gtk-3.0/valgrind/gtk.supp)
fi
build_log=$(mktemp)
if ! bash Tests/swiftpm.sh build --build-tests "${scratch[@]}" >"$build_log" 2>&1; then
    grep -E "error|warning: " "$build_log" | grep -v "prohibited flag" | head -40 >&2 || tail -40 "$build_log" >&2
    exit 1
fi
rm -f "$build_log"
binary=$(swift build --show-bin-path "${scratch[@]}")/PlaceholderTextViewPackageTests.xctest
log=$(swift build --show-bin-path "${scratch[@]}")/memcheck.log
G_SLICE=always-malloc G_DEBUG=gc-friendly NO_AT_BRIDGE=1 PLACEHOLDER_MODEL_OPS=${PLACEHOLDER_MODEL_OPS:-2000} \
PLACEHOLDER_RSS_CYCLES=${PLACEHOLDER_RSS_CYCLES:-200} \
    valgrind --tool=memcheck --leak-check=full --num-callers=40 \
    --suppressions=/usr/share/glib-2.0/valgrind/glib.supp --suppressions=Tests/valgrind/pango-fontconfig-pattern.supp \
    "${suppressions[@]/#/--suppressions=}" \
    --log-file="$log" "$binary" "$filter" | grep -E "Executed [0-9]+ tests?" | tail -1
# A block is this project's when a frame is in its modules (Swift mangles a
# module name as its length and the name).
awk '
  /Invalid (read|write)|definitely lost in loss record/ { kind = ($0 ~ /Invalid/) ? "invalid" : "lost"; block = $0; inblock = 1; next }
  inblock { block = block "\n" $0; if ($0 ~ /^==[0-9]+== $/) { if (block ~ /s19PlaceholderTextView|s23PlaceholderTextViewGtk4|s15PlaceholderCore|s20PlaceholderRendering|s18PlaceholderGObject|s17PlaceholderEngine/) { ours[kind]++; print block } ; all[kind]++; inblock = 0 } }
  END {
    printf "memcheck: %d invalid reads/writes and %d definitely lost blocks in all; attributable to the project: %d and %d\n", all["invalid"], all["lost"], ours["invalid"], ours["lost"]
    exit (ours["invalid"] + ours["lost"] > 0)
  }' "$log"
