#!/usr/bin/env bash
# The C library (Embedded Swift) under AddressSanitizer, on this machine:
#   bash Tests/asan.sh build   both toolkits' libraries built with
#                              -sanitize=address into .build/asan/gtkN
#   bash Tests/asan.sh test    under a display: the model-based run from
#                              Python and the C program (faces dropped while
#                              told among its checks), for both toolkits
# The programs preload the toolchain's ASan runtime (the library needs it
# first); leak checking is off, since Python and GTK keep what they allocate
# for the process's life (memcheck's runs count the library's own leaks).
set -euo pipefail
cd "$(dirname "$0")/.."
asan=.build/asan
resources=$(swiftc -print-target-info | sed -n 's/^ *"runtimeResourcePath": "\(.*\)",\{0,1\}$/\1/p' | head -1)
runtime=$resources/clang/lib/linux/libclang_rt.asan-$(uname -m).so
operations=${PLACEHOLDER_ASAN_MODEL_OPS:-20000}

case "${1:-}" in
build)
    for gtk in 3 4; do
        # The typelib and header of the ordinary build serve the sanitized library too.
        make --no-print-directory GTK=$gtk VAPI=no library introspection >/dev/null
        mkdir -p "$asan/gtk$gtk"
        PTV_SANITIZE=address bash C/build-embedded.sh $gtk "$asan/gtk$gtk" libptv-$gtk.so.0 >/dev/null
    done
    ;;
test)
    [ -f "$runtime" ] || { echo "asan.sh: no ASan runtime at $runtime" >&2; exit 1; }
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
    seed=${PLACEHOLDER_SEED:-$((RANDOM * 32768 + RANDOM))}
    for gtk in 3 4; do
        [ -f "$asan/gtk$gtk/libptv-$gtk.so.0" ] || { echo "asan.sh: nothing built (run 'build' first)" >&2; exit 1; }
        built=.build/c-library/gtk$gtk
        gtk_pkg=$([ $gtk = 3 ] && echo gtk+-3.0 || echo gtk4)
        # shellcheck disable=SC2046
        cc -Wall -Werror -I C -I "$built" C/tests/test-ptv.c C/tests/test-ptv-ui.c C/tests/test-ptv-composer.c \
            C/tests/test-ptv-observers.c C/tests/test-ptv-faces.c -o "$work/test-ptv" $(pkg-config --cflags --libs "$gtk_pkg") -L"$built" -lptv-$gtk
        sanitized=(env LD_PRELOAD="$runtime" ASAN_OPTIONS=detect_leaks=0:abort_on_error=0 NO_AT_BRIDGE=1
            LD_LIBRARY_PATH="$PWD/$asan/gtk$gtk" GI_TYPELIB_PATH="$PWD/$built")
        # (the sanitized library is the one found: LD_LIBRARY_PATH comes before the build's -L)
        linked=$("${sanitized[@]}" ldd "$work/test-ptv")
        grep -q "$asan/gtk$gtk/libptv-$gtk.so.0" <<<"$linked" \
            || { echo "asan.sh: GTK $gtk: the test program does not load the sanitized library" >&2; exit 1; }
        for run in "C program|$work/test-ptv $work" \
            "model-based run|/usr/bin/python3 C/tests/model_ptv.py $gtk $seed $operations"; do
            label=${run%%|*}
            # shellcheck disable=SC2086
            if ! output=$(bash Tests/xvfb.sh "${sanitized[@]}" ${run#*|} 2>&1) \
                || grep -q "ERROR: AddressSanitizer" <<<"$output" || ! grep -q "all checks passed" <<<"$output"; then
                printf '%s\n' "$output" | tail -60 >&2
                echo "asan.sh: GTK $gtk: the $label under AddressSanitizer failed (above)" >&2
                exit 1
            fi
            echo "asan.sh: GTK $gtk: the $label under AddressSanitizer: $(grep "all checks passed" <<<"$output" | tail -1)"
        done
    done
    ;;
*) echo "usage: asan.sh build|test" >&2; exit 2 ;;
esac
