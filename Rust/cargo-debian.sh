#!/usr/bin/env bash
# Runs cargo offline on Debian's packaged crates (/usr/share/cargo/registry,
# the librust-*-dev packages), as Debian builds its own Rust packages. The
# setting is a CARGO_HOME of its own, which cargo's subcommands (clippy) see too.
#   bash Rust/cargo-debian.sh build|test|clippy|doc …
set -euo pipefail
export CARGO_HOME=${CARGO_TARGET_DIR:-$(dirname "$0")/target}/cargo-home
mkdir -p "$CARGO_HOME"
cat >"$CARGO_HOME/config.toml" <<'TOML'
[source.crates-io]
replace-with = "debian"
[source.debian]
directory = "/usr/share/cargo/registry"
[net]
offline = true
TOML
exec cargo "$@"
