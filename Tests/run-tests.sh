#!/usr/bin/env bash
# The test binaries, on the system it runs on (the host, or a Debian root
# of Tests/distro.sh): the lifetime tests of both toolkits under valgrind
# memcheck, then all tests under Xvfb, GTK 3's and GTK 4's in two test
# binaries (one process cannot load both toolkits). The GTK 4 memcheck run
# draws with Cairo, so the tests it runs are also Cairo's.
set -euo pipefail
cd "$(dirname "$0")/.."
export NO_AT_BRIDGE=1
screen=(-s "-screen 0 1280x1024x24")
xvfb-run -a bash Tests/memcheck.sh "PlaceholderWidgetTests.LifetimeTests,PlaceholderWidgetTests.PtvPlaceholderLifetimeTests"
xvfb-run -a "${screen[@]}" swift test --disable-swift-testing
PLACEHOLDER_TEST_TOOLKIT=gtk4 xvfb-run -a "${screen[@]}" bash Tests/memcheck.sh \
    "PlaceholderGtk4Tests.LifetimeTests,PlaceholderGtk4Tests.ReleaseOrderTests,PlaceholderGtk4Tests.PtvPlaceholderTests,PlaceholderGtk4Tests.MarkupRepaintTests"
PLACEHOLDER_TEST_TOOLKIT=gtk4 xvfb-run -a "${screen[@]}" swift test --scratch-path .build-gtk4 --disable-swift-testing
