#!/usr/bin/env bash
# The truth check over a range of known costs: /baseline/spin?micros=N minus null for N = 5 ... 3,000 µs
# with run's method (--max-time 15s each), against one warm server. Prints the recovered cost, by block medians and
# by block means, and the split inside/outside the webapp. About 3 minutes; only 127.0.0.1.
#
#   bench/spin-sweep.sh
# Dashboard: this script only prints. To record a run, keep its output as bench/results/spin-sweep-DATE.md, link it
# with bench/record.sh spin-truth FILE, put the reading on top of bench/results/spin-truth.md; the row of
# BENCHMARKS.md that links that file takes the recovered cost against N, inside and outside the webapp.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
"$ROOT/echosoap" build
WORK=$(mktemp -d "$ROOT/target/bench-spin.XXXXXX")
. "$ROOT/bench/fresh-server.sh"
start_fresh_server "$WORK/server"
CLIENT=(java -jar "$ROOT/client/target/echosoap-client.jar")
echo "N µs    recovered (medians)   by means            inside    outside   pairs  stop"
for n in 5 20 50 100 300 1000 3000; do
  "${CLIENT[@]}" run --target "http://127.0.0.1:$PORT/echosoap" --scenario spin --spin-micros "$n" --max-time 15s \
    --prime 3s --quiet --out "$WORK/spin-$n" > /dev/null || true
  python3 - "$WORK/spin-$n/result.json" "$n" <<'PY'
import json, sys
r = json.load(open(sys.argv[1])); c = r["costs"][0]; m = r["runs"][-1]["measuring"]
print(f'{sys.argv[2]:>5}  {c["perMessageCostMicros"]:9.1f} ± {c["ci95Micros"]:5.1f}   {c["perMessageCostMeanMicros"]:9.1f} ± {c["ci95MeanMicros"]:5.1f}'
      f'  {c["serverCostMicros"]:8.1f}  {c["outsideCostMicros"]:8.1f}  {c["pairs"]:5d}  {m["stop"]}')
PY
done
