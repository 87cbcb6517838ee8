#!/usr/bin/env bash
# Installs the Debian packages that building and testing need, if any is
# missing (through sudo when not root). Debian 12, 13 and testing, or Ubuntu;
# Tests/distro.sh runs it inside its Debian roots too.
set -euo pipefail
packages=(
    # Both toolkits' development files (pkg-config, GLib, Pango and Cairo come with them),
    # and libadwaita, which most GTK 4 apps style themselves with.
    libgtk-3-dev libgtk-4-dev libadwaita-1-dev
    # XTEST, for real key and click input in the GTK 4 tests.
    libxtst-dev
    # Mesa's software GL, for the GTK 4 tests that draw with GTK's GL renderer under Xvfb.
    libgl1-mesa-dri
    # A display, fonts, icons (SVG) and desktop tools for the widget and demo tests.
    xvfb xauth fonts-dejavu-core librsvg2-common desktop-file-utils xdotool dbus-daemon
    # GtkSourceView 4 and 5, the GtkTextView subclasses most apps use.
    libgtksourceview-4-dev libgtksourceview-5-dev
    # Memory checks.
    valgrind
    # Loopback in the Debian roots' network namespaces (Tests/distro.sh).
    iproute2
    # The C library: introspection, its Vala binding, and the C, Python, JavaScript and Vala tests.
    gcc make gobject-introspection libgirepository1.0-dev gir1.2-gtk-3.0 gir1.2-gtk-4.0
    python3-gi python3-gi-cairo gjs libxml2-utils valac
    # The C library's API reference, made from its GIR (make reference).
    gi-docgen
    # The C library's Debian packages: building and checking them.
    dpkg-dev lintian
    # The Python wheel: virtual environments to install it into, and what building
    # pycairo and PyGObject from PyPI needs there.
    python3-venv python3-dev libcairo2-dev
)
# The Glade catalog's checks need Glade's DTD and library, where the
# distribution still ships Glade (Debian testing no longer does).
glade=(libgladeui-common gir1.2-gladeui-2.0)
# Cambalache (GTK 4's designer), for its catalogs' checks, where the
# distribution ships it (Debian 13 and later); its catalog generator needs lxml.
cambalache=(cambalache python3-lxml)
# The Rust crates (Rust/): gtk-rs and gir as Debian 13 and later package
# them (Debian 12's gtk4-rs 0.3 is too old, and it has no gir).
rust=(gir-rust-code-generator cargo rustc rust-clippy rustfmt rustdoc-stripper librust-gtk4-dev
    librust-system-deps-dev librust-shell-words-dev librust-tempfile-dev)
# PyGObject from PyPI (3.52 and later) builds against girepository-2.0 (Debian 13 and later).
pygobject=(libgirepository-2.0-dev)
sudo=$( [ "$(id -u)" -eq 0 ] || command -v sudo || echo sudo )
export DEBIAN_FRONTEND=noninteractive
known() { [ -n "$(apt-cache policy "$1" 2>/dev/null | awk '/Candidate:/ && $2 != "(none)" {print $2}')" ]; }
if ! dpkg -s "${packages[@]}" >/dev/null 2>&1 || ! known "${packages[0]}"; then
    $sudo apt-get -o Acquire::Check-Valid-Until=false update
fi
if known "${glade[0]}"; then packages+=("${glade[@]}"); fi
if known "${cambalache[0]}"; then packages+=("${cambalache[@]}"); fi
if known "${pygobject[0]}"; then packages+=("${pygobject[@]}"); fi
if known "${rust[0]}"; then packages+=("${rust[@]}"); fi
if ! dpkg -s "${packages[@]}" >/dev/null 2>&1; then
    $sudo apt-get install -y --no-install-recommends "${packages[@]}"
fi
