# The C library: libptv-3.so (GTK 3) or, with GTK=4, libptv-4.so, with its
# header (ptv.h and the generated ptv-version.h), pkg-config file and GObject
# Introspection data; VERSION holds their version. Built with Embedded
# Swift from the Swift products' own sources (C/build-embedded.sh): no
# Swift runtime inside, only GTK's libraries and libc needed.
#
#   make                          build into $(SCRATCH)
#   make install PREFIX=DIR       install under DIR (DESTDIR honoured)
#   make GTK=4 install ...        the same for GTK 4
#   make deb [DEBS=DIR]           Debian packages in $(SCRATCH)/deb (C/deb/build.sh)
#   make wheel                    the Python wheel, with both toolkits' libraries, and
#                                 its sdist, in .build/wheel (Python/wheel.sh)
#   make reference                the API reference, from the GIR with gi-docgen, in
#                                 $(SCRATCH)/gtk3/reference (GTK=4: gtk4/reference)
#
# The Vala binding (ptv-N.vapi, ptv-N.deps) is generated from the GIR when
# vapigen is installed (Debian: valac); VAPI=no leaves it out.

SWIFTC ?= swiftc
GTK ?= 3
PREFIX ?= /usr/local
LIBDIR ?= $(PREFIX)/lib
INCLUDEDIR ?= $(PREFIX)/include
DATADIR ?= $(PREFIX)/share
DESTDIR ?=
SCRATCH ?= .build/c-library
DEBS ?= $(CURDIR)/$(SCRATCH)/deb
# The one version, of the library, its header, .pc file, GIR and Debian packages.
VERSION := $(shell cat VERSION)
VERSION_PARTS := $(subst ., ,$(VERSION))
ifneq ($(words $(VERSION_PARTS)),3)
$(error VERSION must hold MAJOR.MINOR.MICRO, not '$(VERSION)')
endif

ifeq ($(GTK),3)
GTK_PKG := gtk+-3.0
else ifeq ($(GTK),4)
GTK_PKG := gtk4
else
$(error GTK must be 3 or 4)
endif

NAME := ptv-$(GTK)
LIBRARY := lib$(NAME).so
SONAME := $(LIBRARY).0
GIR := Ptv-$(GTK).0.gir
TYPELIB := Ptv-$(GTK).0.typelib
VAPI ?= $(if $(shell command -v vapigen),yes,no)
VAPIDIR ?= $(DATADIR)/vala/vapi
ICONDIR ?= $(DATADIR)/icons/hicolor/scalable/actions
GLADE_ICON := widget-placeholder-text-view-placeholder.svg
OUT := $(SCRATCH)/gtk$(GTK)

.PHONY: all library header introspection pkgconfig vala reference install uninstall deb wheel clean
all: library header introspection pkgconfig $(if $(filter yes,$(VAPI)),vala)

library: $(OUT)/$(SONAME)

# Made again when a source, module map, C header or the build changes.
LIBRARY_INPUTS := $(shell find Sources -name '*.swift' -o -name '*.h' -o -name module.modulemap) \
    C/ptv.map C/build-embedded.sh VERSION
$(OUT)/$(SONAME): $(LIBRARY_INPUTS)
	SWIFTC=$(SWIFTC) bash C/build-embedded.sh $(GTK) $(OUT) $(SONAME)
	ln -sf $(SONAME) $(OUT)/$(LIBRARY)

# ptv-version.h, which ptv.h includes: the version macros, from VERSION.
header: $(OUT)/ptv-version.h

$(OUT)/ptv-version.h: C/ptv-version.h.in VERSION
	mkdir -p $(OUT)
	sed -e 's|@major@|$(word 1,$(VERSION_PARTS))|; s|@minor@|$(word 2,$(VERSION_PARTS))|; s|@micro@|$(word 3,$(VERSION_PARTS))|' \
	    $< > $@

introspection: $(OUT)/$(TYPELIB)

$(OUT)/$(GIR): $(OUT)/$(SONAME) C/ptv.h $(OUT)/ptv-version.h
	LD_LIBRARY_PATH=$(OUT) g-ir-scanner --quiet --warn-all --warn-error \
	    --namespace=Ptv --nsversion=$(GTK).0 --identifier-prefix=Ptv --symbol-prefix=ptv \
	    --include=Gtk-$(GTK).0 --pkg=$(GTK_PKG) --pkg-export=$(NAME) --c-include=ptv.h \
	    --cflags-begin -I$(CURDIR)/C -I$(abspath $(OUT)) --cflags-end \
	    --sources-top-dirs=$(CURDIR)/C --sources-top-dirs=$(abspath $(OUT)) \
	    --library=$(NAME) --library-path=$(OUT) -L$(OUT) \
	    --output=$@ C/ptv.h $(OUT)/ptv-version.h

$(OUT)/$(TYPELIB): $(OUT)/$(GIR)
	g-ir-compiler --output=$@ $<

# Vala's binding of the GIR, and the packages a Vala program using it needs.
vala: $(OUT)/$(NAME).vapi

$(OUT)/$(NAME).vapi: $(OUT)/$(GIR) C/ptv.metadata
	cp C/ptv.metadata $(OUT)/Ptv-$(GTK).0.metadata
	vapigen --quiet --library $(NAME) --pkg $(GTK_PKG) --girdir $(OUT) --metadatadir $(OUT) \
	    --directory $(OUT) $<
	echo $(GTK_PKG) > $(OUT)/$(NAME).deps

# The API reference of the GIR, for C and every language that reads it, with
# docs/reference/usage.md as its usage page. Made anew each time (seconds).
# It fails on a gtk-doc link left in ptv.h (gi-docgen would show it unlinked),
# on any warning of gi-docgen's (a link that leads nowhere), and on a symbol,
# parameter or return value without documentation (gi-docgen check).
REFERENCE := $(OUT)/reference
REFERENCE_CONFIG := $(OUT)/reference-config
reference: $(OUT)/$(GIR) docs/reference/ptv.toml.in docs/reference/urlmap.js.in docs/reference/usage.md
	@if grep -nE '(^|[^[:alnum:]])#[A-Z][A-Za-z]+' C/ptv.h C/ptv-version.h.in; then \
	    echo "make reference: gtk-doc links in the header (above): write [class@Ptv.Placeholder] and so on" >&2; exit 1; fi
	rm -rf $(REFERENCE) $(REFERENCE_CONFIG) && mkdir -p $(REFERENCE_CONFIG)
	sed -e 's|@gtk@|$(GTK)|g; s|@version@|$(VERSION)|g' docs/reference/ptv.toml.in > $(REFERENCE_CONFIG)/ptv.toml
	sed -e 's|@gtk@|$(GTK)|g' docs/reference/urlmap.js.in > $(REFERENCE_CONFIG)/urlmap.js
	gi-docgen check --quiet --fatal-warnings --config $(REFERENCE_CONFIG)/ptv.toml $(OUT)/$(GIR) \
	    > $(REFERENCE_CONFIG)/check.log 2>&1 || { cat $(REFERENCE_CONFIG)/check.log >&2; exit 1; }
	gi-docgen generate --quiet --fatal-warnings --config $(REFERENCE_CONFIG)/ptv.toml \
	    --content-dir $(REFERENCE_CONFIG) --content-dir docs/reference --no-namespace-dir \
	    --output-dir $(REFERENCE) $(OUT)/$(GIR) > $(REFERENCE_CONFIG)/generate.log 2>&1 \
	    || { cat $(REFERENCE_CONFIG)/generate.log >&2; exit 1; }
	@if [ -s $(REFERENCE_CONFIG)/check.log ] || [ -s $(REFERENCE_CONFIG)/generate.log ]; then \
	    cat $(REFERENCE_CONFIG)/check.log $(REFERENCE_CONFIG)/generate.log >&2; \
	    echo "make reference: gi-docgen said more than nothing (above)" >&2; exit 1; fi
	@echo "make reference: $(REFERENCE)/index.html (Ptv-$(GTK).0), no warning"

# Made anew each time: it records PREFIX.
pkgconfig: C/ptv.pc.in
	mkdir -p $(OUT)
	sed -e 's|@prefix@|$(PREFIX)|; s|@libdir@|$(LIBDIR)|; s|@includedir@|$(INCLUDEDIR)|' \
	    -e 's|@gtk@|$(GTK)|g; s|@gtkpkg@|$(GTK_PKG)|; s|@version@|$(VERSION)|' $< > $(OUT)/$(NAME).pc

install: all
	install -d $(DESTDIR)$(LIBDIR)/pkgconfig $(DESTDIR)$(LIBDIR)/girepository-1.0 \
	    $(DESTDIR)$(INCLUDEDIR)/$(NAME) $(DESTDIR)$(DATADIR)/gir-1.0
	install -m 755 $(OUT)/$(SONAME) $(DESTDIR)$(LIBDIR)/$(SONAME)
	ln -sf $(SONAME) $(DESTDIR)$(LIBDIR)/$(LIBRARY)
	install -m 644 C/ptv.h $(OUT)/ptv-version.h $(DESTDIR)$(INCLUDEDIR)/$(NAME)/
	install -m 644 $(OUT)/$(NAME).pc $(DESTDIR)$(LIBDIR)/pkgconfig/$(NAME).pc
	install -m 644 $(OUT)/$(GIR) $(DESTDIR)$(DATADIR)/gir-1.0/$(GIR)
	install -m 644 $(OUT)/$(TYPELIB) $(DESTDIR)$(LIBDIR)/girepository-1.0/$(TYPELIB)
	install -d $(DESTDIR)$(DATADIR)/cambalache/catalogs
	install -m 644 Resources/cambalache/ptv-$(GTK).0.xml $(DESTDIR)$(DATADIR)/cambalache/catalogs/ptv-$(GTK).0.xml
ifeq ($(GTK),3)
	install -d $(DESTDIR)$(DATADIR)/glade/catalogs $(DESTDIR)$(ICONDIR)
	install -m 644 Resources/glade/placeholder-text-view.xml $(DESTDIR)$(DATADIR)/glade/catalogs/
	install -m 644 Resources/glade/icons/$(GLADE_ICON) $(DESTDIR)$(ICONDIR)/
endif
ifeq ($(VAPI),yes)
	install -d $(DESTDIR)$(VAPIDIR)
	install -m 644 $(OUT)/$(NAME).vapi $(OUT)/$(NAME).deps $(DESTDIR)$(VAPIDIR)/
endif

# libptv-N-0, libptv-N-dev and gir1.2-ptv-N.0, for /usr.
deb:
	bash C/deb/build.sh $(GTK) $(SCRATCH) $(DEBS)

# GTK 3 and GTK 4 in one wheel, whatever GTK says.
wheel:
	bash Python/wheel.sh

uninstall:
	rm -f $(DESTDIR)$(LIBDIR)/$(SONAME) $(DESTDIR)$(LIBDIR)/$(LIBRARY) \
	    $(DESTDIR)$(INCLUDEDIR)/$(NAME)/ptv.h $(DESTDIR)$(INCLUDEDIR)/$(NAME)/ptv-version.h \
	    $(DESTDIR)$(LIBDIR)/pkgconfig/$(NAME).pc \
	    $(DESTDIR)$(DATADIR)/gir-1.0/$(GIR) $(DESTDIR)$(LIBDIR)/girepository-1.0/$(TYPELIB) \
	    $(DESTDIR)$(VAPIDIR)/$(NAME).vapi $(DESTDIR)$(VAPIDIR)/$(NAME).deps \
	    $(DESTDIR)$(DATADIR)/cambalache/catalogs/ptv-$(GTK).0.xml \
	    $(if $(filter 3,$(GTK)),$(DESTDIR)$(DATADIR)/glade/catalogs/placeholder-text-view.xml $(DESTDIR)$(ICONDIR)/$(GLADE_ICON))
	-rmdir $(DESTDIR)$(INCLUDEDIR)/$(NAME)

clean:
	rm -rf $(SCRATCH)
