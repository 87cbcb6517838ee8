#!/usr/bin/env bash
# The C library with Embedded Swift: no Swift runtime, no standard library
# beyond what the code uses. The same sources as the SwiftPM products,
# compiled module by module in dependency order (what SwiftPM cannot do in
# this mode), then linked by the C compiler with only the ptv_* symbols
# exported.
#   bash C/build-embedded.sh GTK OUT SONAME
# Environment: SWIFTC (default swiftc, 6.3 or later), CC (default cc),
# PTV_WARNINGS_AS_ERRORS=1 to fail on a compiler warning (the test command's),
# and PTV_SANITIZE=address for a build under AddressSanitizer (the toolchain's
# runtime, which the program must preload: Tests/asan.sh).
set -euo pipefail
gtk=${1:?usage: build-embedded.sh 3|4 OUT SONAME}
out=${2:?}
soname=${3:?}
root=$(cd "$(dirname "$0")/.." && pwd)
swiftc=${SWIFTC:-swiftc}
cc=${CC:-cc}
case "$gtk" in
3) gtk_pkg=gtk+-3.0 toolkit=PlaceholderTextView ;;
4) gtk_pkg=gtk4 toolkit=PlaceholderTextViewGtk4 ;;
*) echo "build-embedded.sh: GTK must be 3 or 4" >&2; exit 2 ;;
esac
# The target and the toolchain's libraries, as the compiler reports them
# (a toolchain manager's swiftc may be a link to elsewhere).
info=$("$swiftc" -print-target-info) || { echo "build-embedded.sh: $swiftc did not run" >&2; exit 1; }
field() { sed -n "s/^ *\"$1\": \"\(.*\)\",\{0,1\}$/\1/p" <<<"$info" | head -1; }
target=$(field triple)
resources=$(field runtimeResourcePath)
tables=$resources/embedded/$target/libswiftUnicodeDataTables.a
[ -f "$tables" ] || { echo "build-embedded.sh: $tables is missing: Embedded Swift needs Swift 6.3 or later" >&2; exit 1; }
warnings=()
[ "${PTV_WARNINGS_AS_ERRORS:-}" = 1 ] && warnings=(-warnings-as-errors)
sanitize=() sanitizer_runtime=()
if [ "${PTV_SANITIZE:-}" = address ]; then
    sanitize=(-sanitize=address)
    sanitizer_runtime=("$resources/clang/lib/linux/libclang_rt.asan-$(uname -m).so")
fi
objects=$out/embedded
rm -rf "$objects" && mkdir -p "$objects"

# Every C module's directory, and GTK's include paths for their headers.
c_modules=()
for module in "$root"/Sources/CPlaceholder*/; do c_modules+=(-I "$module"); done
c_flags=()
for flag in $(pkg-config --cflags "$gtk_pkg" gio-2.0); do c_flags+=(-Xcc "$flag"); done

compile() {
    local module=$1
    mapfile -t sources < <(find "$root/Sources/$module" -name '*.swift' | sort)
    "$swiftc" -enable-experimental-feature Embedded -target "$target" -wmo -Osize "${warnings[@]}" "${sanitize[@]}" \
        -parse-as-library -package-name placeholder_text_view -module-name "$module" \
        -Xfrontend -function-sections -Xcc -ffunction-sections -Xcc -fdata-sections \
        -I "$objects" "${c_modules[@]}" "${c_flags[@]}" \
        -emit-module -emit-module-path "$objects/$module.swiftmodule" \
        -c -o "$objects/$module.o" "${sources[@]}"
}
for module in PlaceholderCore PlaceholderRendering PlaceholderGObject PlaceholderEngine PtvCInterface "$toolkit"; do
    compile "$module"
done

# shellcheck disable=SC2046
"$cc" -shared -o "$out/$soname" "$objects"/*.o "$tables" "${sanitizer_runtime[@]}" \
    -Wl,--gc-sections -Wl,--version-script="$root/C/ptv.map" -Wl,-soname="$soname" \
    -Wl,-z,relro -Wl,-z,now -Wl,--as-needed \
    $(pkg-config --libs "$gtk_pkg" pangocairo gio-2.0) -lm
