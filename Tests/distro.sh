#!/usr/bin/env bash
# The project's tests on other Debian releases: a Debian root per release,
# made once with debootstrap and then reused, with the packages of
# Tests/install-packages.sh, the host's Swift toolchain and package sources
# bound in, and the project's test binaries run inside.
#
#   bash Tests/distro.sh prepare SUITE   make or bring up to date the root
#   bash Tests/distro.sh build SUITE     prepare, then build the test binaries
#                                        inside from scratch (run-tests.sh build)
#   bash Tests/distro.sh check SUITE     after build: run the tests inside, test
#                                        the host's Python wheel (Python/test.sh),
#                                        then install and test the C library's
#                                        Debian packages (Tests/debian-packages.sh)
#   bash Tests/distro.sh test SUITE      build, then check
#   bash Tests/distro.sh run SUITE CMD…  run CMD in the project folder inside
#
# build and check work on a copy of the project's files made by build (so
# that roots tested side by side never write into one folder); run works in
# the project folder itself.
#
# SUITE is trixie (Debian 13) or forky (testing). Roots live under
# $PLACEHOLDER_DISTRO_ROOTS (default /var/cache/placeholder-textview/roots).
# Needs root (through sudo when not root), debootstrap and a Debian mirror
# ($PLACEHOLDER_DEBIAN_MIRROR, or the host's own apt source).
set -euo pipefail
cd "$(dirname "$0")/.."
project=$PWD
if [ "$(id -u)" -ne 0 ]; then exec sudo -E bash "$project/Tests/distro.sh" "$@"; fi
usage="usage: distro.sh prepare|build|check|test|run SUITE [CMD…]"
action=${1:?$usage}
suite=${2:?$usage}
shift 2
case "$suite" in trixie | forky) ;; *) echo "distro.sh: unknown suite '$suite' (trixie or forky)" >&2; exit 2 ;; esac
roots=${PLACEHOLDER_DISTRO_ROOTS:-/var/cache/placeholder-textview/roots}
root=$roots/$suite
# The copy of the project's files that build and check use, and the root's build folders.
copy=$root/var/cache/placeholder-project
builds=$root/var/cache/placeholder-build
say() { printf '[%s] %s\n' "$suite" "$*"; }
fail() { printf '[%s] FAILED: %s\n' "$suite" "$*" >&2; exit 1; }

# What the host's Swift toolchain needs at run time, besides a C compiler
# and linker (its own lld) and pkg-config.
toolchain_packages=(g++ git pkg-config ca-certificates tzdata libcurl4t64 libsqlite3-0 libncurses6 python3)

mirror() {
    if [ -n "${PLACEHOLDER_DEBIAN_MIRROR:-}" ]; then echo "$PLACEHOLDER_DEBIAN_MIRROR"; return; fi
    local found
    found=$(awk '/^URIs:/ && $2 ~ /\/debian\/?$/ {print $2; exit}' /etc/apt/sources.list.d/*.sources 2>/dev/null || true)
    [ -n "$found" ] || found=$(awk '$1 == "deb" && $2 ~ /\/debian\/?$/ {print $2; exit}' /etc/apt/sources.list 2>/dev/null || true)
    [ -n "$found" ] || fail "no Debian mirror in the host's apt sources: set PLACEHOLDER_DEBIAN_MIRROR"
    echo "$found"
}

# Runs CMD inside the root, in a private mount namespace (the mounts go with
# it) whose root it becomes: /proc, /sys, /dev, the toolchain and package
# sources, and the project folder (or, with `--copy`, build's copy of it) at
# the same path as on the host. `--net` gives it a network namespace of its
# own (no network, and X displays and abstract sockets apart from the host's).
inside() {
    local net=() source=$project
    if [ "$1" = --copy ]; then source=$copy; shift; fi
    if [ "$1" = --net ]; then net=(--net); shift; fi
    unshare --mount --propagation private "${net[@]}" bash -euo pipefail -c '
        root=$1 project=$2 source=$3 builds=$4; shift 4
        # A network namespace of its own starts with loopback down, and
        # Foundation needs it: CFRunLoop makes its wake-up socket pair on it,
        # and without one, Process (SwiftPM running a plugin) can wait for
        # ever for a child that has exited.
        if [ "$(readlink /proc/self/ns/net)" != "$(readlink /proc/1/ns/net)" ]; then ip link set lo up; fi
        mount --bind "$root" "$root"
        mount -t proc proc "$root/proc"
        mount --rbind /sys "$root/sys"
        mount --rbind /dev "$root/dev"
        mount -t tmpfs tmpfs "$root/dev/shm"
        mkdir -p "$root/opt/swift" "$root/opt/swift-packages" "$root$project"
        mount --bind /opt/swift "$root/opt/swift" && mount -o remount,bind,ro "$root/opt/swift"
        if [ -d /opt/swift-packages ]; then mount --bind /opt/swift-packages "$root/opt/swift-packages"; fi
        mount --bind "$source" "$root$project"
        # Build folders of the root'"'"'s own over the host'"'"'s (.build holds the
        # fixtures'"'"' and the C library'"'"'s builds too).
        for build in .build .build-gtk4 Examples/.build Examples/.build-gtk4 Benchmarks/.build; do
            # (owned by whoever called sudo, so that their own builds still can write there)
            [ -d "$root$project/$build" ] || { mkdir "$root$project/$build"; chown "${SUDO_UID:-0}:${SUDO_GID:-0}" "$root$project/$build"; }
            mkdir -p "$builds/$build"
            mount --bind "$builds/$build" "$root$project/$build"
        done
        # The root becomes the namespace'"'"'s own (pivot_root, not chroot), as
        # on a real system: sandboxes such as bubblewrap, which newer image
        # loaders run in, refuse to start inside a chroot.
        cd "$root" && mkdir -p .host-root && pivot_root . .host-root && cd / && umount -l /.host-root
        exec /usr/bin/env -i HOME=/root TERM=dumb LANG=C.UTF-8 \
            PATH=/opt/swift/usr/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
            PLACEHOLDER_DISTRO="'"$suite"'" CI="${CI:-}" "$@"
    ' inside "$root" "$project" "$source" "$builds" "$@"
}

prepare() {
    local stamp=$root/.placeholder-packages want
    if [ ! -x "$root/usr/bin/apt-get" ]; then
        command -v debootstrap >/dev/null || apt-get install -y --no-install-recommends debootstrap
        say "making the root with debootstrap (about a minute)"
        rm -rf "$root" "$root.new" && mkdir -p "$roots"
        # Debian 12's debootstrap has no script for testing's code name: sid's fits it.
        debootstrap --variant=minbase "$suite" "$root.new" "$(mirror)" /usr/share/debootstrap/scripts/sid \
            >"$roots/$suite.debootstrap.log" 2>&1 || fail "debootstrap: see $roots/$suite.debootstrap.log"
        mv "$root.new" "$root"
    fi
    # SwiftPM fetches its package sources through the host's git settings.
    [ -f /etc/gitconfig ] && cp /etc/gitconfig "$root/etc/gitconfig"
    [ -f /etc/gitignore ] && cp /etc/gitignore "$root/etc/gitignore"
    cp /etc/resolv.conf "$root/etc/resolv.conf" 2>/dev/null || true
    want=$( (cat Tests/install-packages.sh; printf '%s\n' "${toolchain_packages[@]}") | sha256sum | cut -c1-16)
    if [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
        say "installing packages (a few minutes the first time)"
        inside bash -euo pipefail -c "export DEBIAN_FRONTEND=noninteractive
            apt-get -o Acquire::Check-Valid-Until=false update -q
            apt-get install -y -q --no-install-recommends ${toolchain_packages[*]}
            bash $project/Tests/install-packages.sh" >"$roots/$suite.packages.log" 2>&1 \
            || fail "installing packages: see $roots/$suite.packages.log"
        echo "$want" >"$stamp"
    fi
    # pip (the wheel's tests reach PyPI) trusts what the host trusts: the
    # certificate authorities the host's administrator added, if any.
    if compgen -G "/usr/local/share/ca-certificates/*.crt" >/dev/null && [ -x "$root/usr/sbin/update-ca-certificates" ] &&
        ! diff -qr /usr/local/share/ca-certificates "$root/usr/local/share/ca-certificates" >/dev/null 2>&1; then
        cp /usr/local/share/ca-certificates/*.crt "$root/usr/local/share/ca-certificates/"
        inside update-ca-certificates >/dev/null
    fi
    # The toolchain (and FoundationXML, which the tests use) links
    # libxml2.so.2, which Debian testing no longer ships: the host's copy and
    # the ICU it needs, in a folder of their own, only where the root lacks it.
    rm -rf "$root/opt/placeholder-host-libs" && mkdir -p "$root/opt/placeholder-host-libs"
    if ! inside sh -c 'ldconfig -p | grep -q "libxml2\.so\.2 "'; then
        local lib
        for lib in $(ldd "$(command -v swift-build || echo /opt/swift/usr/bin/swift-build)" |
            awk '/libxml2\.so\.2|libicu(uc|data)\.so/ {print $3}'); do
            cp -L "$lib" "$root/opt/placeholder-host-libs/"
        done
    fi
    say "ready: $(inside bash -c 'pkg-config --modversion glib-2.0 gtk+-3.0 gtk4 libadwaita-1 | paste -sd" "') (GLib, GTK 3, GTK 4, libadwaita)"
}

# The toolchain's private libraries (none are needed where the root has its own).
swift_env=(env LD_LIBRARY_PATH=/opt/placeholder-host-libs)

# The project's files as they are now, without its build folders and the
# fixtures' package pins, which tests running beside this may be writing
# (the host's tests may change files while they are read: tar says so and
# exits with 1, which is not a failure here).
copy_project() {
    rm -rf "$copy" && mkdir -p "$copy"
    { tar -C "$project" --exclude='./.build*' --exclude='./Examples/.build*' --exclude='./Benchmarks/.build*' \
        --exclude='./Tests/Fixtures/*/Package.resolved' \
        --warning=no-file-changed --ignore-failed-read -cf - . || [ $? -eq 1 ]; } | tar -C "$copy" -xf -
}

build() {
    prepare
    # A build from scratch, as on a fresh clone (SwiftPM's incremental builds
    # can keep objects that name symbols since moved to another module).
    rm -rf "$builds"
    copy_project
    say "building the tests"
    start=$SECONDS
    inside --copy --net "${swift_env[@]}" bash "$project/Tests/run-tests.sh" build || fail "the build (after $((SECONDS - start)) s)"
    touch "$builds/.built"
    say "built in $((SECONDS - start)) s"
}

check() {
    [ -f "$builds/.built" ] && [ -d "$copy" ] || fail "nothing built: run 'distro.sh build $suite' first"
    if [ -d "$project/.build-debs" ]; then rm -rf "$copy/.build-debs" && cp -a "$project/.build-debs" "$copy/"; fi
    if [ -d "$project/.build/wheel" ]; then rm -rf "$copy/.build-wheel" && cp -a "$project/.build/wheel" "$copy/.build-wheel"; fi
    # The host's wheel (make wheel) in fresh virtual environments, made with the
    # network (PyPI's PyGObject builds here), tested without it.
    inside --copy bash "$project/Python/test.sh" setup .build-wheel || fail "the wheel's virtual environments"
    say "running the tests"
    start=$SECONDS
    # The host runs the model-based test's 100,000 operations; each root runs
    # a quarter of that from a seed of its own, so the three draw different
    # sequences (each printed seed replays anywhere).
    model=(PLACEHOLDER_MODEL_OPS="${PLACEHOLDER_MODEL_OPS:-25000}"
        PLACEHOLDER_SEED="${PLACEHOLDER_SEED:-0x$(printf '%s' "$suite" | sha256sum | cut -c1-12)}")
    inside --copy --net "${swift_env[@]}" "${model[@]}" bash "$project/Tests/run-tests.sh" test \
        || fail "tests (after $((SECONDS - start)) s)"
    inside --copy --net bash "$project/Python/test.sh" run || fail "the wheel (after $((SECONDS - start)) s)"
    # The host's Debian packages of the C library (Tests/debian-packages.sh build), installed here.
    inside --copy --net bash "$project/Tests/debian-packages.sh" check || fail "the Debian packages (after $((SECONDS - start)) s)"
    say "passed in $((SECONDS - start)) s"
}

case "$action" in
prepare) prepare ;;
build) build ;;
check) check ;;
test)
    build
    check
    ;;
run) inside --net "${swift_env[@]}" bash -c 'cd "$0" && exec "$@"' "$project" "$@" ;;
*) echo "distro.sh: unknown action '$action' ($usage)" >&2; exit 2 ;;
esac
