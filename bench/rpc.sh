#!/usr/bin/env bash
# Seed 003's table in full: ./echosoap suite --suite rpc against the launcher's own server (Tomcat with
# Axis2, CXF and Metro, and the RMI, gRPC and CORBA servers beside it) on 127.0.0.1: every system's calls over the
# raw TCP ping-pong of its own bytes on the wire. Records the table, the command, and the target "an RMI and a CORBA
# doNothing within 2x the raw TCP round trip of the same bytes" (their latency over the ping-pong's in the same part).
#
#   bench/rpc.sh [--quick] [suite options, e.g. --max-time 10s]
# About 10 minutes (--quick: 1). Writes bench/results/rpc-DATE.md (rpc-DATE-quick.md) and prints it.
# Dashboard: the file written is linked from bench/results/rpc.md (bench/record.sh). By hand: the run's reading goes
# on top of that file, and the row of BENCHMARKS.md that links it takes getString(200)'s means per system, RMI's and
# CORBA's doNothing over their ping-pong, the suite's time.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
nice -n 19 "$ROOT/echosoap" build
# Single runs of a bench: no run history (these runs must not enter the user's own).
export ECHOSOAP_HISTORY=off ECHOSOAP_NO_BUILD=1
WORK=$(mktemp -d "$ROOT/target/bench-rpc.XXXXXX")
BASE="$WORK/server"
QUICK=$([[ " $* " == *" --quick "* ]] && echo "-quick" || true)
OUT="$ROOT/bench/results/rpc-$(date -u +%Y-%m-%d)$QUICK.md"
mkdir -p "$ROOT/bench/results"
PORT=18150
trap '"$ROOT/echosoap" server stop --base "$BASE" >/dev/null 2>&1 || true' EXIT
"$ROOT/echosoap" server start --port "$PORT" --base "$BASE" >&2
COMMAND=(./echosoap suite --suite rpc --target "http://127.0.0.1:$PORT/echosoap" --out "$WORK/rpc" --force "$@")
echo "bench/rpc.sh: ${COMMAND[*]} ..." >&2
# Bounded: every part primes and measures for a limited time; the whole suite must end within 40 minutes.
(cd "$ROOT" && timeout 2400 "${COMMAND[@]}") > "$WORK/rpc.txt" 2> "$WORK/rpc.err" || {
  tail -n 20 "$WORK/rpc.err" >&2; echo "bench/rpc.sh: the suite failed (log: $WORK/rpc.err)" >&2; exit 1; }
"$ROOT/echosoap" server stop --base "$BASE" >&2
{
  echo "# suite --suite rpc, $(date -u +%Y-%m-%dT%H:%MZ)"
  echo
  echo "Command: \`bench/rpc.sh $*\`, i.e. \`./echosoap server start --port $PORT\` (every stack and RPC server) then"
  echo "\`${COMMAND[*]}\`; host: $(nproc) CPUs, $(uname -r), $(java -version 2>&1 | head -n 1)."
  echo
  echo "## Target: an RMI and a CORBA doNothing within 2x the raw TCP round trip of the same bytes"
  echo
  echo "| system | doNothing µs | ping-pong of its bytes µs | ratio | over tcp µs | within 2x |"
  echo "|---|---|---|---|---|---|"
  python3 - "$WORK/rpc/result.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
for system in ("rmi", "corba", "grpc"):
    c = next((c for c in r["costs"] if c["endpoint"] == f"{system}.doNothing"), None)
    if c is None:
        print(f"| {system} | not measured | | | | |")
        continue
    ratio = c["soapMicros"] / c["baselineMicros"]
    print(f"| {system} | {c['soapMicros']:.1f} | {c['baselineMicros']:.1f} | {ratio:.2f} "
          f"| {c['perMessageCostMicros']:.1f} ± {c['ci95Micros']:.1f} | {'yes' if ratio <= 2 else '**no**'} |")
PY
  echo
  echo "(latencies by the suite's block statistic; the ratio is the call's over the ping-pong's of the same part)"
  echo
  echo "## The table"
  echo
  echo '```'
  cat "$WORK/rpc.txt"
  echo '```'
} > "$OUT"
"$ROOT/bench/record.sh" rpc "$OUT" || true
cat "$OUT"
echo "bench/rpc.sh: written to $OUT" >&2
