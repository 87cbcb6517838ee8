#!/usr/bin/env bash
# Everything README's test command runs: the documentation with warnings as
# errors (Tests/docs.sh); the test binaries on this machine
# (Tests/run-tests.sh: memcheck runs, both toolkits' tests, the demos' and
# the benchmark's, then the C library under AddressSanitizer and the tests
# that cross threads under ThreadSanitizer: Tests/asan.sh, Tests/tsan.sh);
# the C library's Debian packages, checked by lintian; its API reference
# (make reference, gi-docgen's warnings as errors); the Python wheel,
# installed into virtual environments and tested through them
# (Python/test.sh); then the same test binaries inside Debian 13 and Debian
# testing roots (Tests/distro.sh), where the packages are installed and
# tested too. Each part's time is printed at the end.
#
# The builds take both cores; the tests mostly wait on GTK's main loop and
# Xvfb (under half a core each). So the builds run one after the other, and
# each system's tests start as soon as its build is done, beside the others'
# (each root has its own copy of the project, display and build folders);
# a root's build runs at a lower priority than the tests beside it. The
# roots are made or brought up to date in the background from the start.
set -euo pipefail
cd "$(dirname "$0")/.."
suites=(trixie forky)
logs=.build/run-all
rm -rf "$logs" && mkdir -p "$logs"
times=()
timed() {
    local name=$1 start=$SECONDS status=0
    shift
    "$@" || status=$?
    times+=("$(printf '%-34s %5d s' "$name" $((SECONDS - start)))")
    return "$status"
}

declare -A lanes labels
# One root after the other (the first may install debootstrap on the host);
# each one's exit status goes to prepare-SUITE.status.
for suite in "${suites[@]}"; do
    status=0
    bash Tests/distro.sh prepare "$suite" >"$logs/prepare-$suite.log" 2>&1 || status=$?
    echo "$status" >"$logs/prepare-$suite.status"
done &
preparing=$!
trap 'kill $(jobs -p) 2>/dev/null || true' EXIT
start=$SECONDS

# A system's tests in the background, into a log of its own (ID.log); its
# exit status and time go to ID.status.
lane() {
    local id=$1 label=$2
    shift 2
    echo "run-all: $label: the tests started ($(date +%T))"
    (
        begun=$SECONDS status=0
        "$@" >"$logs/$id.log" 2>&1 || status=$?
        echo "$status $((SECONDS - begun))" >"$logs/$id.status"
    ) &
    lanes[$id]=$!
    labels[$id]=$label
}

timed "documentation" bash Tests/docs.sh
host="host ($(. /etc/os-release && echo "${ID:-} ${VERSION_ID:-}"))"
timed "$host: build" bash Tests/run-tests.sh build
timed "Debian packages, lintian" bash Tests/debian-packages.sh build
# The API reference, from the GIRs the packages' build just made (gi-docgen only).
timed "API reference (gi-docgen)" bash -c 'make --no-print-directory reference && make --no-print-directory GTK=4 reference'
timed "Python wheel" bash -c 'make --no-print-directory wheel && bash Python/test.sh setup'
# The host's lane also builds (at a lower priority, beside the roots' builds)
# and runs the sanitizers' runs and the wheel from its sdist.
lane host "$host" bash -c 'bash Tests/run-tests.sh test && bash Python/test.sh run &&
    nice -n 10 bash Tests/asan.sh build && bash Tests/asan.sh test &&
    nice -n 10 bash Tests/tsan.sh build && bash Tests/tsan.sh test && nice -n 10 bash Python/test.sh sdist'
if ! command -v gir >/dev/null; then
    echo "run-all: $host: no Rust here (it packages no gir; Debian 12's gtk4-rs 0.3 is not supported): the roots test the Rust crates"
fi
failed=()
for suite in "${suites[@]}"; do
    # (a loop that died without a word leaves no status: a failure too)
    until [ -s "$logs/prepare-$suite.status" ] || ! kill -0 "$preparing" 2>/dev/null; do sleep 2; done
    cat "$logs/prepare-$suite.log"
    if [ "$(cat "$logs/prepare-$suite.status" 2>/dev/null || echo 1)" -ne 0 ]; then
        failed+=("Debian root: $suite (making it)")
        continue
    fi
    if ! timed "Debian root: $suite: build" nice -n 10 bash Tests/distro.sh build "$suite"; then
        failed+=("Debian root: $suite (its build)")
        continue
    fi
    lane "$suite" "Debian root: $suite" bash Tests/distro.sh check "$suite"
done

for id in host "${suites[@]}"; do
    [ -n "${lanes[$id]:-}" ] || continue
    wait "${lanes[$id]}" || true
    status=1 seconds=0
    if [ -s "$logs/$id.status" ]; then read -r status seconds <"$logs/$id.status"; fi
    printf '\n===== %s: the tests (%d s) =====\n' "${labels[$id]}" "$seconds"
    cat "$logs/$id.log"
    times+=("$(printf '%-34s %5d s' "${labels[$id]}: tests" "$seconds")")
    if [ "$status" -ne 0 ]; then failed+=("${labels[$id]} (its tests)"); fi
done
if [ "${#failed[@]}" -gt 0 ]; then
    # The lanes' logs are long and a CI page may keep only the end: say
    # again, last, what each failed lane reported as failing.
    for id in host "${suites[@]}"; do
        [ -s "$logs/$id.status" ] && [ "$(cut -d' ' -f1 "$logs/$id.status")" -ne 0 ] || continue
        printf '\n===== %s: what failed =====\n' "${labels[$id]}" >&2
        found=$(grep -E "error:|failed \(|FAILED|Fatal|run-tests:|memcheck:" "$logs/$id.log" \
            | grep -v "libEGL warning" | head -60 || true)
        printf '%s\n' "${found:-$(tail -40 "$logs/$id.log")}" >&2
    done
    printf 'run-all: FAILED: %s\n' "${failed[@]}" >&2
    exit 1
fi
printf '\nrun-all: every part passed in %d s (the tests side by side):\n' $((SECONDS - start))
printf '  %s\n' "${times[@]}"
