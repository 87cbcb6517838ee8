#!/usr/bin/env bash
# Runs COMMAND as on a machine without a Debian package's development files:
# in a private mount namespace (root and unshare needed), the package's
# directories under /usr/include are empty, its pkg-config files are gone
# and its other files (the libraries' development links) are empty.
#   bash Tests/Fixtures/without-package.sh DEBIAN_PACKAGE COMMAND [ARGUMENTS...]
set -euo pipefail
package=$1
shift
dpkg -s "$package" >/dev/null 2>&1 || { echo "without-package.sh: $package is not installed" >&2; exit 2; }
exec unshare --mount --propagation private bash -c '
    set -euo pipefail
    package=$1
    shift
    files=$(dpkg -L "$package" | grep -v "^/usr/share/doc/")
    for dir in $(grep -E "^/usr/include/[^/]+$" <<<"$files"); do
        if [ -d "$dir" ]; then mount -t tmpfs none "$dir"; fi
    done
    for pcdir in $(grep "\.pc$" <<<"$files" | xargs -r -n1 dirname | sort -u); do
        copy=$(mktemp -d)
        cp -a "$pcdir"/. "$copy"/
        for pc in $(grep "\.pc$" <<<"$files"); do rm -f "$copy/$(basename "$pc")"; done
        mount --bind "$copy" "$pcdir"
    done
    for file in $(grep -vE "^/usr/include/|\.pc$" <<<"$files"); do
        if [ ! -d "$file" ] && { [ -f "$file" ] || [ -L "$file" ]; }; then mount --bind /dev/null "$file"; fi
    done
    exec "$@"
' bash "$package" "$@"
