#!/usr/bin/env bash
# Everything README's test command runs: the documentation with warnings as
# errors; the test binaries on this machine (Tests/run-tests.sh: memcheck
# runs and both toolkits' tests); the C library's Debian packages, checked
# by lintian; then the same test binaries inside Debian 13 and Debian
# testing roots (Tests/distro.sh), made while the host's tests run, where
# the packages are installed and tested too. Each part's time is printed at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
suites=(trixie forky)
times=()
timed() {
    local name=$1 start=$SECONDS
    shift
    "$@"
    times+=("$(printf '%-28s %4d s' "$name" $((SECONDS - start)))")
}

# The roots are mostly downloads and unpacking: made beside the host's tests.
mkdir -p .build
prepare_log=.build/distro-prepare.log
(for suite in "${suites[@]}"; do bash Tests/distro.sh prepare "$suite"; done) >"$prepare_log" 2>&1 &
preparing=$!
trap 'kill "$preparing" 2>/dev/null || true' EXIT
start=$SECONDS

timed "documentation" bash Tests/swiftpm.sh package generate-documentation \
    --target PlaceholderTextView --target PlaceholderTextViewGtk4 --target PlaceholderCore --warnings-as-errors
timed "host ($(. /etc/os-release && echo "${ID:-} ${VERSION_ID:-}"))" bash Tests/run-tests.sh
timed "Debian packages, lintian" bash Tests/debian-packages.sh build
if ! wait "$preparing"; then
    cat "$prepare_log" >&2
    echo "run-all: making the Debian roots failed (above)" >&2
    exit 1
fi
cat "$prepare_log"
for suite in "${suites[@]}"; do
    timed "Debian root: $suite" bash Tests/distro.sh test "$suite"
done
printf '\nrun-all: every part passed in %d s:\n' $((SECONDS - start))
printf '  %s\n' "${times[@]}"
