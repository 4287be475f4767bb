#!/usr/bin/env bash
# Seed 002's client/server matrix: ./echosoap suite --suite matrix against the launcher's own
# server (Tomcat with every stack's WAR) on 127.0.0.1: every client stack (Axis2 ADB and XMLBeans stubs, Axis 1.4's
# stub, CXF's and Metro's JAX-WS proxies) against every server stack on echoInts and echoSimpleEvents, each client
# stack's own cost over echosoap's raw client, and seed 002's bottom line (a whole-suite pass per pair).
# Records the table, the command, the whole suite's time and the target "--quick within 5 minutes".
#
#   bench/matrix.sh [--quick] [suite options, e.g. --sizes 100]
# The full suite: over 20 minutes on 2 CPUs (--quick: 1-2). Writes bench/results/matrix-DATE.md (matrix-DATE-quick.md) and prints it.
# Dashboard: the file written is linked from bench/results/matrix.md (bench/record.sh). By hand: the run's reading
# goes on top of that file, and the row of BENCHMARKS.md that links it takes parts, costs within ±10% and median CI
# (--quick: cells and time).
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
nice -n 19 "$ROOT/echosoap" build
# Single runs of a bench: no run history (these runs must not enter the user's own).
export ECHOSOAP_HISTORY=off ECHOSOAP_NO_BUILD=1
mkdir -p "$ROOT/target"
WORK=$(mktemp -d "$ROOT/target/bench-matrix.XXXXXX")
BASE="$WORK/server"
QUICK=$([[ " $* " == *" --quick "* ]] && echo "-quick" || true)
OUT="$ROOT/bench/results/matrix-$(date -u +%Y-%m-%d)$QUICK.md"
mkdir -p "$ROOT/bench/results"
PORT=18160
trap '"$ROOT/echosoap" server stop --base "$BASE" >/dev/null 2>&1 || true' EXIT
"$ROOT/echosoap" server start --port "$PORT" --base "$BASE" --no-rpc >&2
COMMAND=(./echosoap suite --suite matrix --target "http://127.0.0.1:$PORT/echosoap" --out "$WORK/matrix" --force "$@")
echo "bench/matrix.sh: ${COMMAND[*]} ..." >&2
START=$(date +%s)
LOAD=$(cut -d" " -f1-3 /proc/loadavg)
# Bounded: every part primes and measures for a limited time (a full suite's slow parts up to 4x that to reach the
# rules' first looks); the whole suite must end within 45 minutes (the full matrix took over 20 under load).
(cd "$ROOT" && timeout 2700 "${COMMAND[@]}") > "$WORK/matrix.txt" 2> "$WORK/matrix.err" || {
  tail -n 20 "$WORK/matrix.err" >&2; echo "bench/matrix.sh: the suite failed (log: $WORK/matrix.err)" >&2; exit 1; }
SECONDS_TAKEN=$(( $(date +%s) - START ))
"$ROOT/echosoap" server stop --base "$BASE" >&2
{
  echo "# suite --suite matrix, $(date -u +%Y-%m-%dT%H:%MZ)"
  echo
  echo "Command: \`bench/matrix.sh $*\`, i.e. \`./echosoap server start --port $PORT --no-rpc\` (every stack's WAR) then"
  echo "\`${COMMAND[*]}\`; host: $(nproc) CPUs, $(uname -r), $(java -version 2>&1 | head -n 1), load average $LOAD at the start."
  echo
  if [ -n "$QUICK" ]; then
    echo "Target: \`--quick\` within 5 minutes: ${SECONDS_TAKEN} s, $([ "$SECONDS_TAKEN" -le 300 ] && echo met || echo '**not met**')."
  else
    echo "The whole command took ${SECONDS_TAKEN} s."
  fi
  echo
  echo '```'
  cat "$WORK/matrix.txt"
  echo '```'
} > "$OUT"
"$ROOT/bench/record.sh" matrix "$OUT" || true
cat "$OUT"
echo "bench/matrix.sh: written to $OUT" >&2
