#!/usr/bin/env bash
# The documentation of both products and of PlaceholderCore (the rules they
# share), built with the toolchain's own tools and no package dependency:
# SwiftPM writes each module's symbol graph, then docc turns it and the
# module's catalog (Sources/MODULE/MODULE.docc, where there is one) into a
# documentation archive under .build/documentation/MODULE.doccarchive.
# Warnings are errors: a broken symbol link fails the build.
#   bash Tests/docs.sh
set -euo pipefail
cd "$(dirname "$0")/.."
modules=(PlaceholderTextView PlaceholderTextViewGtk4 PlaceholderCore)
graphs=$(dirname "$(swift build --show-bin-path)")/symbolgraph
rm -rf "$graphs"
# SwiftPM also tries the test runner's modules, which only a test build
# makes, and then exits with 1: what counts is that each documented
# module's graph is written (checked below).
log=$(mktemp)
trap 'rm -f "$log"' EXIT
swift package dump-symbol-graph --emit-extension-block-symbols >"$log" 2>&1 || true
rm -rf .build/documentation && mkdir -p .build/documentation
for module in "${modules[@]}"; do
    own=$(mktemp -d)
    cp "$graphs/$module".symbols.json "$graphs/$module"@*.symbols.json "$own/" 2>/dev/null || true
    if [ ! -s "$own/$module.symbols.json" ]; then
        grep -E "error" "$log" | head -20 >&2 || tail -20 "$log" >&2
        echo "docs.sh: no symbol graph for $module" >&2
        exit 1
    fi
    catalog=()
    [ -d "Sources/$module/$module.docc" ] && catalog=("Sources/$module/$module.docc")
    docc convert "${catalog[@]}" --additional-symbol-graph-dir "$own" \
        --fallback-display-name "$module" --fallback-bundle-identifier "$module" \
        --output-path ".build/documentation/$module.doccarchive" --warnings-as-errors
    rm -rf "$own"
done
echo "docs.sh: ${modules[*]} in .build/documentation"
