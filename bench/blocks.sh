#!/usr/bin/env bash
# Which block length gives the narrowest interval per second of measuring: echoFloat against one warm
# server with 50, 100 and 250 ms blocks, 30 s of measuring each (--precision off, fixed rounds), twice, alternating.
# Prints per setting: rounds, the cost by block medians and by block means, the per-pair sd and the 95% CI.
# About 4 minutes on 2 cores; only 127.0.0.1.
#
#   bench/blocks.sh [--settle-ms 5]     (--settle-ms: the per-block warm-up, run's --warmup)
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
SETTLE_MS=5
[ "${1:-}" = --settle-ms ] && SETTLE_MS=$2
"$ROOT/echosoap" build
WORK=$(mktemp -d "$ROOT/target/bench-blocks.XXXXXX")
. "$ROOT/bench/fresh-server.sh"
start_fresh_server "$WORK/server"
CLIENT=(java -jar "$ROOT/client/target/echosoap-client.jar")
TARGET="http://127.0.0.1:$PORT/echosoap"
"${CLIENT[@]}" run --target "$TARGET" --prime 20s --repeat 10 --quiet --out "$WORK/warm" > /dev/null  # JIT warm-up
echo "block  rep  rounds  cost by medians (sd/pair, ±CI)   cost by means (sd/pair, ±CI)   load"
for rep in 1 2; do
  for ms in 50 100 250; do
    rounds=$((30000 / (2 * ms)))
    "${CLIENT[@]}" run --target "$TARGET" --precision off --repeat "$rounds" --duration "${ms}ms" \
      --warmup "${SETTLE_MS}ms" --prime 2s --quiet --out "$WORK/b-$ms-$rep" > /dev/null || true
    python3 - "$WORK/b-$ms-$rep/result.json" "$ms" "$rep" "$(cut -d' ' -f1 /proc/loadavg)" <<'PY'
import json, statistics as st, sys
r = json.load(open(sys.argv[1]))
runs = {x["endpoint"]: x for x in r["runs"]}
base = [b for b in runs["null"]["blocks"] if not b["partial"]]
soap = [b for b in runs["EchoFloat"]["blocks"] if not b["partial"]]
out = []
for key in ("medianMicros", "meanMicros"):
    d = [s[key] - b[key] for s, b in zip(soap, base)]
    ci = 1.97 * st.stdev(d) / len(d) ** 0.5
    out.append(f"{st.mean(d):6.1f} (sd {st.stdev(d):5.1f}, ±{ci:4.1f})")
print(f"{sys.argv[2]:>4}ms  {sys.argv[3]:>3}  {len(base):6d}  {out[0]:30s}  {out[1]:30s}  {sys.argv[4]}")
PY
  done
done
