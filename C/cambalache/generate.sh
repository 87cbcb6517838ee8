#!/usr/bin/env bash
# Writes the Cambalache catalog of one GTK's PtvPlaceholder from its
# installed GIR and typelib, with Cambalache's cmb-catalog-gen (Debian:
# cambalache, python3-lxml), as Resources/cambalache/ptv-N.0.xml holds it.
#   bash C/cambalache/generate.sh GTK PREFIX OUTPUT
# PREFIX is where `make install` put the library. The tests run it to check
# that the catalog in the repository is what the GIR makes.
set -euo pipefail
gtk=$1 prefix=$2 output=$3
catalogs=/usr/share/cambalache/catalogs
if [ "$gtk" = 4 ]; then
    target=(--target-gtk4) dependency=gtk-4.0 external=(gtk-4.0.xml gdk-4.0.xml gobject-2.0.xml)
    described="gtk-4.0, with Cambalache's gtk-4.0.xml, gdk-4.0.xml and gobject-2.0.xml as external"
    detail=", the GTK 4 target"
else
    target=() dependency=gtk+-3.0 external=(gtk+-3.0.xml gdk-3.0.xml gobject-2.0.xml)
    described="gtk+-3.0, with Cambalache's gtk+-3.0.xml, gdk-3.0.xml and gobject-2.0.xml as external"
    detail=""
fi
# (cmb-catalog-gen names the catalog after its file: ptv-N.0.xml makes "ptv".)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
LD_LIBRARY_PATH=$prefix/lib GI_TYPELIB_PATH=$prefix/lib/girepository-1.0 cmb-catalog-gen \
    --gir "$prefix/share/gir-1.0/Ptv-$gtk.0.gir" "${target[@]}" --dependencies "$dependency" \
    --external-catalogs "${external[@]/#/$catalogs/}" --output "$work/ptv-$gtk.0.xml" >/dev/null
version=$(dpkg-query -W -f '${Version}' cambalache 2>/dev/null | sed 's/-[^-]*$//; s/\.[0-9]*$//')
{
    sed -n '1,2p' "$work/ptv-$gtk.0.xml"
    echo "<!-- Cambalache catalog for PtvPlaceholder (GTK $gtk), made by Cambalache $version's"
    echo "     cmb-catalog-gen from the installed Ptv-$gtk.0.gir$detail, depending on"
    echo "     $described"
    echo "     catalogs (C/cambalache/generate.sh). \`make install\` puts it in"
    echo "     share/cambalache/catalogs. -->"
    sed '1,2d' "$work/ptv-$gtk.0.xml"
} >"$output"
