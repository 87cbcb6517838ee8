#!/usr/bin/env bash
# Instructions per timed call of one placeholder-bench measurement, counted by
# valgrind's callgrind: the same count on every run, however busy the machine.
# Prints one line per column and the ratio to the first column given.
#
#   xvfb-run -a bash Tests/bench-instructions.sh frame bare,project,overlay_label
#   xvfb-run -a bash Tests/bench-instructions.sh keystroke bare,project,limited
#   PLACEHOLDER_BENCH_LIMIT=lines xvfb-run -a bash Tests/bench-instructions.sh keystroke limited
#   xvfb-run -a bash Tests/bench-instructions.sh --gtk4 frame bare,project,typed,entry
#   xvfb-run -a bash Tests/bench-instructions.sh --gtk4 redraw bare,project
#   xvfb-run -a bash Tests/bench-instructions.sh --gtk4 frame typed,project,view_overlay_label,overlay_label,fake_text
#
# PLACEHOLDER_BENCH_LIMIT=lines gives the `limited` column a line limit
# (max-lines) instead of a length limit.
#
# With --gtk4 it counts placeholder-bench-gtk4 (measurements frame, redraw,
# flip, keystroke; columns project, limited, bare, typed, entry and the GTK 4
# baselines view_overlay_label, overlay_label, fake_text), drawing with Cairo
# unless GSK_RENDERER says otherwise. Valgrind runs GTK 4's GL renderer too
# (Mesa's llvmpipe); LP_NUM_THREADS=0 is set so that llvmpipe rasterizes in
# the calling thread, inside the counted call, rather than in worker threads
# the count would miss.
#
# Each column runs in its own process with 5 repetitions (--quick batches,
# which under valgrind are one call each); the first of the timed calls warm
# up and are counted too, as they are the same work. The benchmark is the
# Benchmarks package's; SCRATCH_PATH picks its build folder (default
# Benchmarks/.build).
set -euo pipefail
cd "$(dirname "$0")/.."
product=placeholder-bench
if [ "${1:-}" = "--gtk4" ]; then
    product=placeholder-bench-gtk4
    export GSK_RENDERER=${GSK_RENDERER:-cairo} LP_NUM_THREADS=0
    shift
fi
measurement=${1:?usage: bench-instructions.sh [--gtk4] MEASUREMENT COLUMN[,COLUMN...]}
columns=${2:?usage: bench-instructions.sh [--gtk4] MEASUREMENT COLUMN[,COLUMN...]}
scratch=(--package-path Benchmarks --scratch-path "${SCRATCH_PATH:-Benchmarks/.build}")
swift build -c release "${scratch[@]}" --product "$product" >/dev/null 2>&1
binary=$(swift build -c release "${scratch[@]}" --show-bin-path)/$product
# valgrind 3.19 cannot read the DWARF 5 of a release build: count a copy without it.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
objcopy --strip-debug "$binary" "$work/$product"
[ "$product" = placeholder-bench-gtk4 ] && echo "GTK 4, GSK_RENDERER=$GSK_RENDERER"
first=""
for column in ${columns//,/ }; do
    if ! G_SLICE=always-malloc NO_AT_BRIDGE=1 valgrind --tool=callgrind --toggle-collect='*timedCall*' \
        --callgrind-out-file="$work/$column.out" "$work/$product" \
        --quick --repetitions 5 --only "$measurement" --columns "$column" >/dev/null 2>"$work/$column.log"; then
        # Say which column failed and why, rather than stopping without a word.
        printf "%-14s failed under valgrind; the end of its log:\n" "$column" >&2
        tail -n 20 "$work/$column.log" >&2
        exit 1
    fi
    total=$(awk '/^summary:/ {print $2}' "$work/$column.out")
    calls=$(set +o pipefail; callgrind_annotate --tree=calling --inclusive=yes "$work/$column.out" 2>/dev/null |
        grep -E '>.*timedCall' | grep -oE '\([0-9]+x\)' | tr -dc '0-9\n' | awk '{ sum += $1 } END { print sum + 0 }')
    if [ "$calls" -eq 0 ]; then
        printf "%-14s not measured (the column does not take part in %s)\n" "$column" "$measurement"
        continue
    fi
    per=$((total / calls))
    [ -z "$first" ] && first=$per
    awk -v c="$column" -v p="$per" -v f="$first" -v n="$calls" \
        'BEGIN { printf "%-14s %12d instructions per call (%d calls)  ×%.4f\n", c, p, n, p / f }'
done
