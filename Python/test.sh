#!/usr/bin/env bash
# The wheel (make wheel) as Python apps get it: pip-installed into fresh
# virtual environments, found after `import placeholdertextview` with no
# environment variable, on the host and in the Debian roots.
#   bash Python/test.sh setup [WHEEL_DIR]  make the environments (PyPI is
#                                          needed for PyGObject's own)
#   bash Python/test.sh run                the library's Python tests and a
#                                          shorter model-based run through
#                                          each environment, both toolkits
#   bash Python/test.sh precedence         with the Debian packages installed
#                                          too: which Ptv is used, as documented
#   bash Python/test.sh sdist              the sdist (make wheel's) builds the
#                                          same wheel (Swift 6.3 needed)
# The environments (.build/python-venvs):
#   debian  the system's Python and PyGObject (--system-site-packages)
#   pypi    PyGObject and pycairo from PyPI, built from source against
#           girepository-2.0 (Debian 13 and later; PyPI's PyGObject needs it)
set -euo pipefail
cd "$(dirname "$0")/.."
project=$PWD
venvs=$project/.build/python-venvs
python=/usr/bin/python3
system="$(. /etc/os-release && echo "${ID:-} ${VERSION_ID:-${VERSION_CODENAME:-}}")"
pypi_supported() { pkg-config --exists girepository-2.0; }

setup() {
    local wheels=${1:-.build/wheel} found
    found=("$wheels"/placeholdertextview-*-manylinux*.whl)
    [ -f "${found[0]}" ] || { echo "test.sh: no wheel in $wheels (run 'make wheel' first)" >&2; exit 1; }
    local wheel=${found[0]}
    rm -rf "$venvs" && mkdir -p "$venvs"
    "$python" -m venv --system-site-packages "$venvs/debian"
    "$venvs/debian/bin/pip" install -q --no-index "$wheel"
    if pypi_supported; then
        "$python" -m venv "$venvs/pypi"
        "$venvs/pypi/bin/pip" install -q "$wheel[pygobject]"
    fi
    local versions
    for venv in "$venvs"/*/; do
        versions=$("$venv/bin/python" -c 'import gi, placeholdertextview as p
print("PyGObject %s, placeholdertextview %s" % (gi.__version__, p.__version__))')
        echo "test.sh: $(basename "$venv"): $versions"
    done
}

# Runs PROGRAM... in an environment emptied but for PATH and HOME, under a display of its own.
clean() { env -i PATH=/usr/local/bin:/usr/bin:/bin HOME="$work" NO_AT_BRIDGE=1 bash "$project/Tests/xvfb.sh" "$@"; }

# Runs one test script through the wheel: it must pass and say so.
through() {
    local label=$1 expected=$2 output
    shift 2
    if ! output=$(clean "$venv/bin/python" "$project/Python/tests/through_wheel.py" "$@" 2>&1) \
        || ! grep -q "$expected" <<<"$output"; then
        printf '%s\n' "$output" >&2
        echo "test.sh: $label failed (above)" >&2
        return 1
    fi
    echo "test.sh: $label: $(grep "$expected" <<<"$output" | tail -1)"
}

run() {
    [ -d "$venvs/debian" ] || { echo "test.sh: no environments (run 'setup' first)" >&2; exit 1; }
    if pypi_supported; then
        [ -d "$venvs/pypi" ] || { echo "test.sh: no environment with PyPI's PyGObject (run 'setup')" >&2; exit 1; }
    else
        echo "test.sh: $system: PyGObject from PyPI needs girepository-2.0 (Debian 13 and later): Debian's only"
    fi
    local seed=${PLACEHOLDER_SEED:-$((RANDOM * 32768 + RANDOM))}
    for venv in "$venvs"/*; do
        # Without the import, the typelib is not found: the wheel is what provides it.
        if clean "$venv/bin/python" -c 'import gi; gi.require_version("Ptv", "3.0")' >/dev/null 2>&1; then
            echo "test.sh: $(basename "$venv"): a Ptv typelib is found without the import: a system-wide libptv is installed here"
        fi
        if ! output=$(clean "$venv/bin/python" "$project/Python/tests/readme_quick_starts.py" 2>&1) \
            || ! grep -q "all checks passed" <<<"$output"; then
            printf '%s\n' "$output" >&2
            echo "test.sh: $(basename "$venv"): the READMEs' Python quick starts failed (above)" >&2
            return 1
        fi
        echo "test.sh: $system, $(basename "$venv")'s PyGObject: the READMEs' Python quick starts run as written"
        for gtk in 3 4; do
            local label="$system, $(basename "$venv")'s PyGObject, GTK $gtk"
            through "$label: test_ptv.py" "all checks passed" "$project/C/tests/test_ptv.py" "$work" "$gtk"
            through "$label: model_ptv.py" "all checks passed" \
                "$project/C/tests/model_ptv.py" "$gtk" "$seed" "${PLACEHOLDER_WHEEL_MODEL_OPS:-5000}"
        done
    done
}

precedence() {
    venv=$venvs/debian
    for gtk in 3 4; do
        through "$system, GTK $gtk, a system-wide libptv installed too: the wheel's is used" "all checks passed" \
            "$project/Python/tests/precedence.py" "$gtk" imported-first
        output=$(clean "$venv/bin/python" "$project/Python/tests/precedence.py" "$gtk" loaded-first 2>&1) || {
            printf '%s\n' "$output" >&2
            echo "test.sh: GTK $gtk: Ptv loaded before the import failed (above)" >&2
            return 1
        }
        echo "test.sh: $system, GTK $gtk, Ptv loaded before the import: $(grep "loaded-first" <<<"$output")"
    done
}

# The sdist builds the same wheel where Swift 6.3 is installed (here: the host).
sdist() {
    local wheels=.build/wheel built
    built=$work/sdist-wheel
    "$project/.build/python-tools/bin/pip" wheel -q --no-deps -w "$built" "$wheels"/placeholdertextview-*.tar.gz
    listing() { python3 -c 'import sys, zipfile; print("\n".join(sorted(n for n in zipfile.ZipFile(sys.argv[1]).namelist() if not n.endswith("/"))))' "$1"; }
    if ! diff <(listing "$wheels"/*manylinux*.whl | grep -v dist-info/RECORD) <(listing "$built"/*.whl | grep -v dist-info/RECORD); then
        echo "test.sh: the wheel built from the sdist holds other files than make wheel's (above)" >&2
        return 1
    fi
    echo "test.sh: the sdist builds a wheel with the same $(listing "$built"/*.whl | wc -l) files as make wheel's"
}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
case "${1:-}" in
setup) setup "${2:-}" ;;
run) run ;;
precedence) precedence ;;
sdist) sdist ;;
*) echo "usage: test.sh setup [WHEEL_DIR] | run | precedence | sdist" >&2; exit 2 ;;
esac
