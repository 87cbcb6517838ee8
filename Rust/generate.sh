#!/usr/bin/env bash
# Regenerates the crates' generated code, in Debian testing's root
# (bash Tests/distro.sh run forky bash Rust/generate.sh: gir 0.22.3, whose
# code builds with Debian 13's gtk-rs too) (ptv4-sys/src, ptv4-sys/tests,
# ptv4/src/auto) with gir, gtk-rs's generator (Debian: gir-rust-code-generator) and rustdoc-stripper,
# from the installed Ptv-4.0.gir (libptv-4-dev, or `make GTK=4 install`) and
# the distribution's GTK GIR files. gtk-rs generates from a corrected copy of
# those files; the one correction gir needs on Debian's is made here.
#
#   bash Rust/generate.sh [GIR-DIRECTORY…]   extra directories to read GIR files from first
set -euo pipefail
cd "$(dirname "$0")"
girs=$PWD/gir-files
rm -rf "$girs" && mkdir "$girs"
trap 'rm -rf "$girs"' EXIT
[ -z "${KEEP_GIR_FILES:-}" ] || trap - EXIT
for dir in /usr/lib/*/gir-1.0 /usr/share/gir-1.0 "$@"; do
    [ -d "$dir" ] && cp -f "$dir"/*.gir "$girs"/
done
[ -f "$girs/Ptv-4.0.gir" ] || { echo "generate.sh: no Ptv-4.0.gir (install libptv-4-dev)" >&2; exit 1; }
# freetype2's alias names no C type, which gir requires.
sed -i 's|<type name="int32"/>|<type name="gint32" c:type="gint32"/>|' "$girs/freetype2-2.0.gir"
for crate in ptv4-sys ptv4; do (cd "$crate" && gir -c Gir.toml -d ../gir-files); done
# gir writes its own system-deps version; Debian 13 packages 7.
sed -i 's/^system-deps = .*/system-deps = ">= 7, < 10"/' ptv4-sys/Cargo.toml
generated=(ptv4-sys/build.rs ptv4-sys/src/lib.rs ptv4-sys/tests/abi.rs ptv4/src/auto/*.rs)
rustfmt --edition 2021 "${generated[@]}"
# The safe crate's documentation, from the GIR's, written into its code as
# gtk-rs does (gir's doc mode, then rustdoc-stripper, Debian: rustdoc-stripper).
# Only the generated files: the hand-written ones keep their own.
(cd ptv4 && gir -c Gir.toml -d ../gir-files -m doc -p "$girs/docs.md" \
    && rustdoc-stripper -g -d src/auto -o "$girs/docs.md")
# gir writes a link to another crate's property with the GIR's namespace
# (crate::Gtk::Entry), which resolves nowhere; the crate re-exports gtk.
sed -i 's/\]\[struct@crate::Gtk::/][struct@crate::gtk::/g' ptv4/src/auto/*.rs
# gir documents no notify connector.
perl -0pi -e 's/\n([ \t]*)#\[doc\(alias = "([a-z-]+)"\)\]\n([ \t]*)pub fn connect_(\w+)_notify/\n$1\/\/\/ Calls `f` when [`$2`][struct\@crate::Placeholder#$2] changes (`notify::$2`).\n$1#[doc(alias = "$2")]\n$3pub fn connect_$4_notify/g' ptv4/src/auto/placeholder.rs
rustfmt --edition 2021 "${generated[@]}"
# The generator that made the committed code, which Rust/test.sh compares.
echo "${GIR_VERSION:-$(dpkg-query -W -f '${Version}' gir-rust-code-generator)}" >generator-version
