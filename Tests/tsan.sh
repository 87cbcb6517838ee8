#!/usr/bin/env bash
# The Swift tests that cross threads, under ThreadSanitizer, on this machine:
# both toolkits' test binaries built with --sanitize=thread (.build-tsan,
# .build-gtk4-tsan), then the scenarios that let go of the library's objects
# on another thread run under a display. GTK and GLib are not instrumented:
# what they do between threads is outside what ThreadSanitizer sees.
#   bash Tests/tsan.sh build|test
set -euo pipefail
cd "$(dirname "$0")/.."
export NO_AT_BRIDGE=1
crossing="LifetimeBehaviour.testAFacadeDroppedOnAnotherThread"
case "${1:-}" in
build)
    bash Tests/swiftpm.sh build --build-tests --scratch-path .build-tsan --sanitize=thread >/dev/null
    PLACEHOLDER_TEST_TOOLKIT=gtk4 bash Tests/swiftpm.sh build --build-tests --scratch-path .build-gtk4-tsan \
        --sanitize=thread >/dev/null
    ;;
test)
    for toolkit in gtk3 gtk4; do
        scratch=$([ $toolkit = gtk3 ] && echo .build-tsan || echo .build-gtk4-tsan)
        status=0
        output=$(PLACEHOLDER_TEST_TOOLKIT=$toolkit TSAN_OPTIONS=halt_on_error=1 bash Tests/xvfb.sh bash Tests/swiftpm.sh test \
            --skip-build --scratch-path "$scratch" --sanitize=thread --disable-swift-testing --filter "$crossing" 2>&1) \
            || status=$?
        if [ "$status" -ne 0 ] || grep -q "WARNING: ThreadSanitizer" <<<"$output" \
            || ! grep -qE "Executed [1-9][0-9]* tests?, with 0 failures" <<<"$output"; then
            printf '%s\n' "$output" | tail -60 >&2
            echo "tsan.sh: $toolkit: the tests that cross threads failed under ThreadSanitizer (above)" >&2
            exit 1
        fi
        echo "tsan.sh: $toolkit under ThreadSanitizer: $(grep -E "Executed" <<<"$output" | tail -1 | sed 's/^[[:space:]]*//')"
    done
    ;;
*) echo "usage: tsan.sh build|test" >&2; exit 2 ;;
esac
