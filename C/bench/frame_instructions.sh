#!/usr/bin/env bash
# The instructions a frame of a GtkTextView with a placeholder costs, from a
# C GTK program (frame_instructions.c), counted by valgrind's callgrind:
# the instructions executed inside draw_frames(), which draws the view N
# times offscreen after it has drawn on screen and a few warm-up frames,
# divided by N. Instruction counts, not time: they do not change with the
# machine's load (from run to run by a few dozen a frame, GLib's and
# malloc's state), and say nothing about cache misses or the GPU.
#
#   bash C/bench/frame_instructions.sh GTK COLUMN...
#
# GTK is 3 or 4. Each COLUMN is an install prefix of the C library
# (make GTK=N install PREFIX=DIR), optionally as LABEL=DIR, or "bare": the
# same window without a placeholder, built without the library. Prints a
# line per column, with its ratio to the first:
#   GTK 3 bare: 100910 (1.00×)
# and on stderr what the program saw (the view's size, the frames, the
# pixels inked: a placeholder that did not draw shows as the bare count).
# Environment: N (frames counted, 200), WARMUP (5), ARGS (more arguments
# for the program, e.g. ARGS=paintable for GTK 4), KEEP=DIR (keep the
# programs, callgrind files and a PNG of each column's last frame there).
# Needs cc, pkg-config, valgrind, xvfb-run and GTK's development files.
# Example, this tree's library against one built at an older commit:
#   make GTK=3 install PREFIX=/tmp/ptv-new SCRATCH=/tmp/ptv-new-scratch
#   git worktree add /tmp/ptv-old-src COMMIT
#   make -C /tmp/ptv-old-src GTK=3 install PREFIX=/tmp/ptv-old SCRATCH=/tmp/ptv-old-scratch
#   bash C/bench/frame_instructions.sh 3 bare old=/tmp/ptv-old new=/tmp/ptv-new
set -euo pipefail

if [ $# -lt 2 ] || { [ "$1" != 3 ] && [ "$1" != 4 ]; }; then
    sed -n '2,/^set -e/p' "$0" | sed '$d; s/^# \{0,1\}//' >&2
    exit 2
fi
gtk=$1
shift
n=${N:-200}
warmup=${WARMUP:-5}
source=$(cd "$(dirname "$0")" && pwd)/frame_instructions.c
work=${KEEP:-$(mktemp -d /tmp/bench-frames.XXXXXX)}
mkdir -p "$work"
[ -n "${KEEP:-}" ] || trap 'rm -rf "$work"' EXIT
if [ "$gtk" = 3 ]; then gtk_pkg=gtk+-3.0; else gtk_pkg=gtk4; fi

first=
index=0
for column in "$@"; do
    index=$((index + 1))
    if [ "$column" = bare ]; then
        label=bare prefix=
    elif [[ "$column" == *=* ]]; then
        label=${column%%=*} prefix=${column#*=}
    else
        label=$column prefix=$column
    fi
    program=$work/frames-$index
    if [ -z "$prefix" ]; then
        # shellcheck disable=SC2046
        cc -O2 -g -DFRAME_BARE_ONLY "$source" -o "$program" $(pkg-config --cflags --libs "$gtk_pkg")
        args=(bare)
        libdir=
    else
        libdir=$(PKG_CONFIG_PATH="$prefix/lib/pkgconfig" pkg-config --variable=libdir "ptv-$gtk")
        # shellcheck disable=SC2046
        cc -O2 -g "$source" -o "$program" \
            $(PKG_CONFIG_PATH="$prefix/lib/pkgconfig" pkg-config --cflags --libs "ptv-$gtk")
        args=()
        loaded=$(LD_LIBRARY_PATH="$libdir" ldd "$program" | awk -v lib="libptv-$gtk.so" 'index($1, lib) == 1 { print $3 }')
        case "$loaded" in
            "$libdir"/*) ;;
            *) echo "$label: the program loads '$loaded', not the library in $libdir" >&2; exit 1 ;;
        esac
    fi
    # shellcheck disable=SC2206
    args+=("n=$n" "warmup=$warmup" "png=$work/frame-$index.png" ${ARGS:-})
    out=$work/callgrind-$index.out
    LD_LIBRARY_PATH="$libdir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" NO_AT_BRIDGE=1 GSK_RENDERER=cairo \
        xvfb-run -a valgrind --tool=callgrind --toggle-collect=draw_frames \
        --callgrind-out-file="$out" "$program" "${args[@]}" > "$work/program-$index.txt" 2> "$work/valgrind-$index.txt" || {
        echo "$label: the program failed; $work/valgrind-$index.txt says:" >&2
        tail -20 "$work/valgrind-$index.txt" >&2
        exit 1
    }
    total=$(awk '/^(summary|totals):/ { print $2; exit }' "$out")
    per_frame=$((total / n))
    [ -n "$first" ] || first=$per_frame
    echo "GTK $gtk $label: $per_frame ($(awk -v a="$per_frame" -v b="$first" 'BEGIN { printf "%.2f", a / b }')×)"
    echo "  $label: $(cat "$work/program-$index.txt")" >&2
done
