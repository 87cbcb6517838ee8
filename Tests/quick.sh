#!/usr/bin/env bash
# The contributor's loop: both toolkits' test binaries on this machine, with
# no Debian roots, no memcheck, no C library or packages
# (PlaceholderPackagingTests) and a short model-based run. The two test
# binaries run side by side, each under an X server of its own (they mostly
# wait on GTK's main loop). Run Tests/install-packages.sh once first.
#   bash Tests/quick.sh [XCTest filter]     (e.g. LengthLimitBehaviour)
# The full gate is README's test command (Tests/run-all.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
export NO_AT_BRIDGE=1 PLACEHOLDER_MODEL_OPS=${PLACEHOLDER_MODEL_OPS:-2000}
filter=()
[ $# -gt 0 ] && filter=(--filter "$1")
start=$SECONDS
bash Tests/swiftpm.sh build --build-tests
PLACEHOLDER_TEST_TOOLKIT=gtk4 bash Tests/swiftpm.sh build --build-tests --scratch-path .build-gtk4
built=$((SECONDS - start))
run() {
    bash Tests/xvfb.sh bash Tests/swiftpm.sh test --skip-build --disable-swift-testing \
        --skip PlaceholderPackagingTests "${filter[@]}" "$@"
}
log=$(mktemp)
trap 'rm -f "$log"' EXIT
PLACEHOLDER_TEST_TOOLKIT=gtk4 run --scratch-path .build-gtk4 >"$log" 2>&1 &
gtk4=$!
gtk3_status=0 gtk4_status=0
run || gtk3_status=$?
wait "$gtk4" || gtk4_status=$?
printf '\n===== GTK 4 =====\n'
cat "$log"
printf '\nquick.sh: built in %d s, tested in %d s: GTK 3 %s, GTK 4 %s\n' "$built" $((SECONDS - start - built)) \
    "$([ "$gtk3_status" -eq 0 ] && echo passed || echo FAILED)" "$([ "$gtk4_status" -eq 0 ] && echo passed || echo FAILED)"
[ "$gtk3_status" -eq 0 ] && [ "$gtk4_status" -eq 0 ]
