#!/usr/bin/env bash
# Runs cargo offline on Debian's packaged crates (/usr/share/cargo/registry,
# the librust-*-dev packages), as Debian builds its own Rust packages.
#   bash Rust/cargo-debian.sh build|test|clippy|doc …
exec cargo --offline \
    --config 'source.crates-io.replace-with="debian"' \
    --config 'source.debian.directory="/usr/share/cargo/registry"' "$@"
