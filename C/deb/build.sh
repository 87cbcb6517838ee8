#!/usr/bin/env bash
# Debian binary packages of the C library for one GTK, following Debian's
# library conventions: libptv-N-0 (the shared library), libptv-N-dev
# (headers, pkg-config file, GIR, Vala binding) and gir1.2-ptv-N.0 (the
# typelib), with Depends from dpkg-shlibdeps. `make deb` / `make GTK=4 deb`
# run it; the packages land in OUTPUT.
#   bash C/deb/build.sh GTK SCRATCH OUTPUT
set -euo pipefail
gtk=$1 scratch=$2 output=$3
cd "$(dirname "$0")/../.."
source C/deb/packages.sh

multiarch=$(dpkg-architecture -qDEB_HOST_MULTIARCH)
arch=$(dpkg --print-architecture)
libdir=usr/lib/$multiarch
stage=$PWD/$scratch/deb-stage-gtk$gtk
rm -rf "$stage" && mkdir -p "$stage" "$output"

# Everything `make install` puts under /usr, staged.
make --no-print-directory install GTK="$gtk" SCRATCH="$scratch" VAPI=yes \
    PREFIX=/usr LIBDIR="/$libdir" DESTDIR="$stage/all" >"$stage/install.log" 2>&1 ||
    { tail -30 "$stage/install.log" >&2; exit 1; }

# Moves PATHS (relative to the staged /) into package PACKAGE's tree.
take() {
    local package=$1 path
    shift
    for path in "$@"; do
        mkdir -p "$stage/$package/$(dirname "$path")"
        mv "$stage/all/$path" "$stage/$package/$path"
    done
}
take "$lib_package" "$libdir/libptv-$gtk.so.0"
take "$dev_package" "usr/include/ptv-$gtk" "$libdir/libptv-$gtk.so" "$libdir/pkgconfig" \
    "usr/share/gir-1.0" "usr/share/vala"
take "$gir_package" "$libdir/girepository-1.0"
# The designers' catalogs and palette icon: tools for developers, as the header is.
for path in usr/share/glade usr/share/icons usr/share/cambalache; do
    [ ! -e "$stage/all/$path" ] || take "$dev_package" "$path"
done
leftover=$(cd "$stage/all" && find . \( -type f -o -type l \) -print)
[ -z "$leftover" ] || { echo "build.sh: files in no package: $leftover" >&2; exit 1; }

# Debian ships libraries stripped (the debug symbols go in -dbgsym packages).
strip --strip-unneeded --remove-section=.comment --remove-section=.note "$stage/$lib_package/$libdir/libptv-$gtk.so.0"
chmod 644 "$stage/$lib_package/$libdir/libptv-$gtk.so.0"

# What the library needs at run time, from the packages of the libraries it links.
mkdir -p "$stage/shlibdeps/debian"
printf 'Source: ptv\n\nPackage: %s\nArchitecture: any\n' "$lib_package" >"$stage/shlibdeps/debian/control"
depends=$(cd "$stage/shlibdeps" && dpkg-shlibdeps -O "$stage/$lib_package/$libdir/libptv-$gtk.so.0" 2>/dev/null |
    sed -n 's/^shlibs:Depends=//p')

for package in "$lib_package" "$dev_package" "$gir_package"; do
    tree=$stage/$package
    mkdir -p "$tree/DEBIAN" "$tree/usr/share/doc/$package"
    cp C/deb/copyright "$tree/usr/share/doc/$package/copyright"
    changelog "$package" | gzip -9n >"$tree/usr/share/doc/$package/changelog.Debian.gz"
    control "$package" "$depends" >"$tree/DEBIAN/control"
    find "$tree" -type d -exec chmod 755 {} +
    find "$tree/usr" -type f -exec chmod 644 {} +
done
echo "libptv-$gtk 0 $lib_package (>= $version)" >"$stage/$lib_package/DEBIAN/shlibs"
# Every exported function, since this first version.
{
    echo "libptv-$gtk.so.0 $lib_package #MINVER#"
    echo "* Build-Depends-Package: $dev_package"
    nm -D --defined-only --extern-only "$stage/$lib_package/$libdir/libptv-$gtk.so.0" | awk -v v="$version" '{print " " $3 "@Base " v}' | sort
} >"$stage/$lib_package/DEBIAN/symbols"
echo "activate-noawait ldconfig" >"$stage/$lib_package/DEBIAN/triggers"
chmod 644 "$stage/$lib_package/DEBIAN/"*

for package in "$lib_package" "$dev_package" "$gir_package"; do
    (cd "$stage/$package" && find usr -type f -print0 | sort -z | xargs -0 md5sum >DEBIAN/md5sums)
    dpkg-deb --root-owner-group -Zxz --build "$stage/$package" "$output/${package}_${version}-${revision}_$arch.deb" >/dev/null
    echo "$output/${package}_${version}-${revision}_$arch.deb"
done
