#!/usr/bin/env bash
# The C library's Debian packages (C/deb), for both toolkits.
#   bash Tests/debian-packages.sh build   on the host: `make deb` for GTK 3 and 4
#                                         into .build-debs, then lintian
#   bash Tests/debian-packages.sh check   in a Debian root (Tests/distro.sh):
#                                         install them with apt-get, run the C,
#                                         Python, GJS, Vala and Rust tests against them
#                                         with no environment variables, and the
#                                         wheel's precedence over them, remove them
set -euo pipefail
cd "$(dirname "$0")/.."
debs=$PWD/.build-debs
# What lintian may still say, and why (docs/packaging.md, "Debian packages").
accepted='initial-upload-closes-no-bugs|spelling-error-in-binary'

case "${1:-}" in
build)
    rm -rf "$debs" && mkdir -p "$debs"
    for gtk in 3 4; do PTV_WARNINGS_AS_ERRORS=1 make --no-print-directory deb GTK=$gtk DEBS="$debs" >/dev/null; done
    ls "$debs"/*.deb
    report=$(lintian --tag-display-limit 0 -I -E --pedantic "$debs"/*.deb 2>&1 | grep -v "root privileges" || true)
    printf '%s\n' "$report"
    if grep -vE ": ($accepted)( |$)" <<<"$report" | grep -E "^[EWIPX]: "; then
        echo "debian-packages: lintian says more than the accepted tags (above)" >&2
        exit 1
    fi
    ;;
check)
    packages=("$debs"/*.deb)
    [ -e "${packages[0]}" ] || { echo "debian-packages: no packages in $debs (run 'build' first)" >&2; exit 1; }
    export DEBIAN_FRONTEND=noninteractive
    apt-get install -y -q --reinstall --no-install-recommends "${packages[@]}" >/dev/null
    names=()
    for package in "${packages[@]}"; do names+=("$(dpkg-deb -f "$package" Package)"); done
    trap 'apt-get purge -y -q "${names[@]}" >/dev/null' EXIT
    for gtk in 3 4; do bash C/tests/installed.sh $gtk; done
    # The wheel beside the packages: which one an app gets (docs/packaging.md).
    bash Python/test.sh precedence
    # The Rust crates, built on the installed library (Debian 13 and later).
    CARGO_TARGET_DIR=${RUST_TARGET_DIR:-$PWD/Rust/target} bash Rust/test.sh
    ;;
*) echo "usage: debian-packages.sh build|check" >&2; exit 2 ;;
esac
