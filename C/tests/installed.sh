#!/usr/bin/env bash
# The C library as its Debian packages installed it (/usr, found without
# any environment variable): the C (GTK on its first thread and on another),
# Python, GJS and Vala tests for one GTK, the usage page's quick starts (GTK 4),
# Glade's (GTK 3, where the release ships Glade) and Cambalache's (where
# the release ships it), in an environment
# emptied but for PATH, under a display of their own.
#   bash C/tests/installed.sh GTK
set -euo pipefail
gtk=${1:?usage: installed.sh 3|4}
tests=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
clean=(env -i PATH=/usr/local/bin:/usr/bin:/bin HOME="$work")
display=(bash "$tests/../../Tests/xvfb.sh")

# Runs one test program: it must exit 0 and say that all checks passed.
run() {
    local name=$1 output
    shift
    if ! output=$("${clean[@]}" "${display[@]}" "$@" 2>&1) || ! grep -q "all checks passed" <<<"$output"; then
        printf '%s\n' "$output" >&2
        echo "installed.sh: $name with GTK $gtk failed (above)" >&2
        return 1
    fi
    echo "installed.sh: $name, GTK $gtk: all checks passed"
}

"${clean[@]}" sh -c "cc -Wall -Werror '$tests/test-ptv.c' '$tests/test-ptv-ui.c' '$tests/test-ptv-composer.c' '$tests/test-ptv-observers.c' '$tests/test-ptv-faces.c' -o '$work/test-ptv' \$(pkg-config --cflags --libs ptv-$gtk)"
run C "$work/test-ptv" "$work"
"${clean[@]}" sh -c "cc -Wall -Werror '$tests/test-ptv-thread.c' '$tests/test-ptv-bad-input.c' -o '$work/test-ptv-thread' \$(pkg-config --cflags --libs ptv-$gtk)"
run "C threads" "$work/test-ptv-thread"
sourceview=$([ "$gtk" = 3 ] && echo gtksourceview-4 || echo gtksourceview-5)
"${clean[@]}" sh -c "cc -Wall -Werror '$tests/test-ptv-classes.c' -o '$work/test-ptv-classes' \$(pkg-config --cflags --libs ptv-$gtk $sourceview)"
run "C classes" "$work/test-ptv-classes"
run Python /usr/bin/python3 "$tests/test_ptv.py" "$work" "$gtk"
run "Python, the last reference dropped in a thread" /usr/bin/python3 "$tests/thread_drop_ptv.py" "$gtk"
run "Python, the focus rule on screen beside GtkEntry" /usr/bin/python3 "$tests/focus_rule_ptv.py" "$gtk"
run JavaScript /usr/bin/gjs "$tests/test-ptv.js" "$work" "$gtk"
defines=()
[ "$gtk" = 4 ] && defines=(-D GTK4)
"${clean[@]}" valac --pkg "ptv-$gtk" "${defines[@]}" -o "$work/test-ptv-vala" "$tests/test-ptv.vala"
run Vala "$work/test-ptv-vala"
# The C, JavaScript and Vala quick starts of the API reference's usage page, which are GTK 4's.
[ "$gtk" != 4 ] || run "the usage page's quick starts" /usr/bin/python3 "$tests/usage_quick_starts.py" "$work"

# Glade finds the catalog, the icon and the library where the packages put them.
if [ "$gtk" = 3 ] && "${clean[@]}" python3 -c 'import gi; gi.require_version("Gladeui", "2.0")' 2>/dev/null; then
    output=$("${clean[@]}" "${display[@]}" python3 "$tests/glade_catalog.py" "$work" 2>&1) || true
    drawn=$(sed -n 's/^ink with the placeholder: //p' <<<"$output")
    if ! grep -q "^icon: True" <<<"$output" || [ "${drawn:-0}" -lt 100 ]; then
        printf '%s\n' "$output" >&2
        echo "installed.sh: Glade with GTK 3 failed (above)" >&2
        exit 1
    fi
    echo "installed.sh: Glade, GTK 3: the catalog, the icon and $drawn pixels of placeholder in the design view"
fi

# Cambalache finds the catalog where the packages put it, and its workspace draws the placeholder.
if dpkg -s cambalache >/dev/null 2>&1; then
    output=$("${clean[@]}" "${display[@]}" python3 "$tests/cambalache_catalog.py" "$gtk" "$work" 2>&1) || true
    drawn=$(sed -n 's/^ink with the placeholder: //p' <<<"$output")
    if ! grep -q "^type: True" <<<"$output" || [ "${drawn:-0}" -lt 100 ]; then
        printf '%s\n' "$output" >&2
        echo "installed.sh: Cambalache with GTK $gtk failed (above)" >&2
        exit 1
    fi
    echo "installed.sh: Cambalache, GTK $gtk: the catalog, and $drawn pixels of placeholder in its workspace"
    if [ "$gtk" = 4 ]; then
        output=$("${clean[@]}" "${display[@]}" --screen 1280x900x24 python3 "$tests/cambalache_window.py" 4 "$work" 2>&1) || true
        drawn=$(sed -n 's/^placeholder pixels: //p' <<<"$output")
        if [ "${drawn:-0}" -lt 100 ]; then
            printf '%s\n' "$output" >&2
            echo "installed.sh: Cambalache's window with GTK 4 failed (above)" >&2
            exit 1
        fi
        echo "installed.sh: Cambalache's window, GTK 4: $drawn pixels of placeholder"
    fi
fi
