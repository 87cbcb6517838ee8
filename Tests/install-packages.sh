#!/usr/bin/env bash
# Installs the Debian packages that building and testing need, if any is
# missing (through sudo when not root). Debian 12 or Ubuntu.
set -euo pipefail
packages=(
    # Both toolkits' development files (pkg-config, GLib, Pango and Cairo come with them).
    libgtk-3-dev libgtk-4-dev
    # XTEST, for real key and click input in the GTK 4 tests.
    libxtst-dev
    # A display, fonts and desktop tools for the widget and demo tests.
    xvfb xauth fonts-dejavu-core desktop-file-utils xdotool dbus-daemon
    # GtkSourceView 4 and 5, the GtkTextView subclasses most apps use.
    libgtksourceview-4-dev libgtksourceview-5-dev
    # Memory checks.
    valgrind
    # The C library: introspection, and the C, Python and JavaScript tests.
    gcc make gobject-introspection libgirepository1.0-dev gir1.2-gtk-3.0
    python3-gi python3-gi-cairo gjs
    # The Glade catalog: Glade's DTD and library, and xmllint.
    libgladeui-common gir1.2-gladeui-2.0 libxml2-utils
)
if ! dpkg -s "${packages[@]}" >/dev/null 2>&1; then
    sudo=$( [ "$(id -u)" -eq 0 ] || command -v sudo )
    export DEBIAN_FRONTEND=noninteractive
    $sudo apt-get update
    $sudo apt-get install -y --no-install-recommends "${packages[@]}"
fi
