#!/usr/bin/env bash
# The Rust crates where their dependencies are packaged (Debian 13 and
# testing; Tests/debian-packages.sh check runs it in the Debian roots, with
# the C library installed from its packages): the committed generated code is
# what gir makes of the installed GIR (where the gir that made it is
# installed), clippy and rustdoc with warnings as errors, and the tests and
# the example's self-test run under a display of their own.
#   bash Rust/test.sh
set -euo pipefail
cd "$(dirname "$0")"
if ! command -v cargo >/dev/null || ! command -v gir >/dev/null || ! dpkg -s librust-gtk4-dev >/dev/null 2>&1; then
    echo "Rust/test.sh: cargo, gir or librust-gtk4-dev is missing: Tests/install-packages.sh installs" \
        "them where Debian packages gir (Debian 13 and later; Debian 12 is not supported for Rust)" >&2
    exit 1
fi
# The crates' version is the library's.
for manifest in ptv4-sys/Cargo.toml ptv4/Cargo.toml; do
    version=$(sed -n 's/^version = "\(.*\)"$/\1/p' "$manifest" | head -1)
    [ "$version" = "$(cat ../VERSION)" ] \
        || { echo "Rust/test.sh: $manifest is version $version, the library $(cat ../VERSION)" >&2; exit 1; }
done
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-$PWD/target}
# Each system resolves against its own packaged crates.
rm -f Cargo.lock
cargo=(bash "$PWD/cargo-debian.sh")
generator=$(dpkg-query -W -f '${Version}' gir-rust-code-generator)
if [ "$generator" = "$(cat generator-version)" ]; then
    copy=$(mktemp -d)
    trap 'rm -rf "$copy"' EXIT
    cp -r Cargo.toml generate.sh generator-version ptv4-sys ptv4 "$copy"/
    bash "$copy/generate.sh" >"$copy/generate.log" 2>&1 || { cat "$copy/generate.log" >&2; exit 1; }
    for path in ptv4-sys/Cargo.toml ptv4-sys/build.rs ptv4-sys/src ptv4-sys/tests ptv4/src; do
        diff -r "$path" "$copy/$path" || { echo "Rust/test.sh: $path differs from what Rust/generate.sh makes (above)" >&2; exit 1; }
    done
    echo "Rust/test.sh: the committed generated code is what gir $generator makes of the installed GIR"
    # Formatted as rustfmt here formats it (another rustfmt may differ on generated code).
    "${cargo[@]}" fmt --check
else
    echo "Rust/test.sh: generated code and formatting not checked here: gir $generator, the committed code is gir $(cat generator-version)'s (Rust/generate.sh)"
fi
"${cargo[@]}" clippy --all-targets -- -D warnings
RUSTDOCFLAGS="-D warnings" "${cargo[@]}" doc --no-deps
GTK_A11Y=none bash ../Tests/xvfb.sh "${cargo[@]}" test
GTK_A11Y=none bash ../Tests/xvfb.sh "${cargo[@]}" run --example composer -- --self-test
# The Rust quick start of the API reference's usage page builds as it is written.
quick=$CARGO_TARGET_DIR/usage-quick-start
mkdir -p "$quick/src"
awk '/^### Rust$/ {found = 1} found && /^```rust$/ {inside = 1; next} inside && /^```$/ {exit} inside' \
    ../docs/reference/usage.md >"$quick/src/main.rs"
grep -q "ptv4::Placeholder::new" "$quick/src/main.rs" \
    || { echo "Rust/test.sh: no Rust quick start in docs/reference/usage.md" >&2; exit 1; }
cat >"$quick/Cargo.toml" <<TOML
[package]
name = "usage-quick-start"
version = "0.0.0"
edition = "2021"
[dependencies]
gtk = { package = "gtk4", version = "*" }
ptv4 = { path = "$PWD/ptv4" }
[workspace]
TOML
"${cargo[@]}" clippy --manifest-path "$quick/Cargo.toml" -- -D warnings
echo "Rust/test.sh: every check passed"
