#!/usr/bin/env bash
# Runs `swift ARGS…` (build, test, package …) and runs it once more when
# SwiftPM itself dies of a signal. SwiftPM on Linux now and then crashes in
# libdispatch's event loop while it runs its child processes (exit 139 with
# swift-package or swift-build in the backtrace, as in swiftlang/swift#87033);
# that is the tool's failure, not the project's. A test that crashes makes
# `swift test` print the signal and exit 1, and a failed build exits 1, so no
# failure of the project's own is run twice.
#   bash Tests/swiftpm.sh build --build-tests …
set -uo pipefail
status=0
swift "$@" || status=$?
case "$status" in
130 | 143) ;; # interrupted or terminated on purpose: not a crash
*)
    if [ "$status" -gt 128 ]; then
        echo "swiftpm.sh: 'swift $*' died of signal $((status - 128)); running it once more" >&2
        status=0
        swift "$@" || status=$?
    fi
    ;;
esac
exit "$status"
