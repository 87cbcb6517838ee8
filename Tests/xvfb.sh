#!/usr/bin/env bash
# Runs a command under an X server of its own, as xvfb-run -a does, minus its
# races: Xvfb picks a free display number itself (-displayfd) instead of the
# script guessing one from lock files that another server, just started or
# still shutting down, may not have written or removed yet; and the server
# is waited for when it is stopped, so the next one never meets it. The
# server never resets (-noreset): a reset runs when the last client goes,
# and a client that connects meanwhile (a test's next child process, once,
# in a Debian 13 root) can wait for ever for the server's answer.
#   bash Tests/xvfb.sh [--screen WxHxD] COMMAND [ARG...]
set -euo pipefail
screen=1280x1024x24
if [ "${1:-}" = --screen ]; then screen=$2; shift 2; fi
[ $# -gt 0 ] || { echo "usage: xvfb.sh [--screen WxHxD] COMMAND [ARG...]" >&2; exit 2; }
work=$(mktemp -d)
server=
stop() {
    if [ -n "$server" ]; then kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; fi
    rm -rf "$work"
}
trap stop EXIT
trap 'exit 130' INT TERM
# A cookie of this server's own, so that no other local client draws on it.
# The server takes every cookie in its file whatever display it names, and
# clients look theirs up by display: one entry now, one once the number is known.
cookie=$(od -An -N16 -tx1 /dev/urandom | tr -d ' \n')
export XAUTHORITY=$work/Xauthority
: >"$XAUTHORITY"
xauth -q add :0 MIT-MAGIC-COOKIE-1 "$cookie"
Xvfb -displayfd 3 -screen 0 "$screen" -nolisten tcp -noreset -auth "$XAUTHORITY" 3>"$work/display" 2>"$work/server.log" &
server=$!
# The number is written once the server accepts connections.
for _ in $(seq 300); do
    [ -s "$work/display" ] && break
    if ! kill -0 "$server" 2>/dev/null; then
        cat "$work/server.log" >&2
        echo "xvfb.sh: Xvfb did not start (above)" >&2
        exit 1
    fi
    sleep 0.1
done
[ -s "$work/display" ] || { cat "$work/server.log" >&2; echo "xvfb.sh: Xvfb gave no display in 30 s" >&2; exit 1; }
export DISPLAY=:$(tr -d '\n' <"$work/display")
xauth -q add "$DISPLAY" MIT-MAGIC-COOKIE-1 "$cookie"
status=0
"$@" || status=$?
exit "$status"
