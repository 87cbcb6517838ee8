# The packages' names, version and control files; sourced by build.sh with
# $gtk (3 or 4) set, from the repository's root.
version=$(<VERSION)   # the one version (the Makefile reads the same file)
revision=1
lib_package=libptv-$gtk-0
dev_package=libptv-$gtk-dev
gir_package=gir1.2-ptv-$gtk.0
maintainer="PlaceholderTextView developers <placeholder-text-view@example.org>"
if [ "$gtk" = 3 ]; then
    gtk_dev=libgtk-3-dev gtk_gir=gir1.2-gtk-3.0 toolkit="GTK 3"
else
    gtk_dev=libgtk-4-dev gtk_gir=gir1.2-gtk-4.0 toolkit="GTK 4"
fi

# The control file of PACKAGE; DEPENDS is what dpkg-shlibdeps found for the library.
control() {
    local package=$1 depends=$2 section multiarch=same summary description
    case "$package" in
    "$lib_package")
        section=libs
        summary="shared library" description="the shared library" ;;
    "$dev_package")
        section=libdevel multiarch=""
        depends="$lib_package (= $version-$revision), $gir_package (= $version-$revision), $gtk_dev"
        summary="development files"
        description="the header, pkg-config file, GIR and Vala binding" ;;
    "$gir_package")
        section=introspection
        depends="$lib_package (= $version-$revision), $gtk_gir"
        summary="introspection data" description="the GObject Introspection typelib, for Python and GJS" ;;
    esac
    cat <<CONTROL
Package: $package
Source: ptv
Version: $version-$revision
Architecture: $arch
Maintainer: $maintainer
Installed-Size: $(du -sk --apparent-size --exclude=DEBIAN "$stage/$package" | cut -f1)
Depends: $depends
Section: $section
Priority: optional
${multiarch:+Multi-Arch: $multiarch
}Description: placeholder text for GtkTextView ($toolkit) - $summary
 A PtvPlaceholder object gives a multi-line GtkTextView a placeholder, as
 GtkEntry has: shown while the view is empty, gone on the first character
 however it arrives, painted where the same text typed would go, in the
 theme's placeholder colour. The buffer is never touched. Usable from C,
 Python, JavaScript, Vala and GtkBuilder files.
 .
 This package holds $description
 ($toolkit).
CONTROL
}

# A Debian changelog with the one release.
changelog() {
    local date
    date=$(date -R -u -d "@${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}")
    cat <<CHANGELOG
ptv ($version-$revision) unstable; urgency=medium

  * The C library of PlaceholderTextView, packaged for $toolkit.

 -- $maintainer  $date
CHANGELOG
}
