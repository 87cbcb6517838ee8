#!/usr/bin/env bash
# The test binaries, on the system it runs on (the host, or a Debian root
# of Tests/distro.sh), in two phases:
#   build   the library's package and the Examples and Benchmarks packages,
#           each toolkit's tests in a build folder of its own, with no
#           warning from the project's own code allowed
#   test    the lifetime tests of both toolkits under valgrind memcheck, then
#           all tests under Xvfb, GTK 3's and GTK 4's in separate test binaries
#           (one process cannot load both toolkits). The GTK 4 memcheck run
#           draws with Cairo, so the tests it runs are also Cairo's.
# With no phase, both, one after the other.
set -euo pipefail
cd "$(dirname "$0")/.."
phase=${1:-all}
case "$phase" in build | test | all) ;; *) echo "usage: run-tests.sh [build|test]" >&2; exit 2 ;; esac
export NO_AT_BRIDGE=1

# Both test builds (every product and test target), failing on any warning
# from the project's own files: it must build clean on every GTK it supports.
build_without_warnings() {
    local log status=0
    log=$(mktemp)
    bash Tests/swiftpm.sh build --build-tests "$@" >"$log" 2>&1 || status=$?
    if [ "$status" -ne 0 ]; then
        grep -E "error" "$log" | head -40 >&2 || tail -40 "$log" >&2
        echo "run-tests: the build failed ($*)" >&2
        return 1
    fi
    if grep -E "^$PWD/(Sources|Tests|C|Examples/(Sources|Tests)|Benchmarks/(Sources|Tests))/.*: warning: " "$log" >&2; then
        echo "run-tests: the project's own code has warnings (above) ($*)" >&2
        return 1
    fi
    rm -f "$log"
}
if [ "$phase" != test ]; then
    build_without_warnings
    PLACEHOLDER_TEST_TOOLKIT=gtk4 build_without_warnings --scratch-path .build-gtk4
    build_without_warnings --package-path Examples
    PLACEHOLDER_TEST_TOOLKIT=gtk4 build_without_warnings --package-path Examples --scratch-path Examples/.build-gtk4
    build_without_warnings --package-path Benchmarks
fi
[ "$phase" != build ] || exit 0
bash Tests/xvfb.sh bash Tests/memcheck.sh "PlaceholderGtk3Tests.LifetimeBehaviour,PlaceholderGtk3Tests.PtvPlaceholderLifetimeTests,PlaceholderGtk3Tests.PtvPlaceholderLifetimeBehaviour"
bash Tests/xvfb.sh bash Tests/swiftpm.sh test --disable-swift-testing
PLACEHOLDER_TEST_TOOLKIT=gtk4 bash Tests/xvfb.sh bash Tests/memcheck.sh \
    "PlaceholderGtk4Tests.LifetimeBehaviour,PlaceholderGtk4Tests.ReleaseOrderBehaviour,PlaceholderGtk4Tests.ReleaseOrderTests,PlaceholderGtk4Tests.PtvPlaceholderBehaviour,PlaceholderGtk4Tests.PtvPlaceholderLifetimeBehaviour,PlaceholderGtk4Tests.MarkupRepaintTests"
PLACEHOLDER_TEST_TOOLKIT=gtk4 bash Tests/xvfb.sh bash Tests/swiftpm.sh test --scratch-path .build-gtk4 --disable-swift-testing
# The demos, as a user runs them, and the benchmark's quick mode.
bash Tests/xvfb.sh bash Tests/swiftpm.sh test --package-path Examples --disable-swift-testing
PLACEHOLDER_TEST_TOOLKIT=gtk4 bash Tests/xvfb.sh bash Tests/swiftpm.sh test --package-path Examples \
    --scratch-path Examples/.build-gtk4 --disable-swift-testing
bash Tests/xvfb.sh bash Tests/swiftpm.sh test --package-path Benchmarks --disable-swift-testing
