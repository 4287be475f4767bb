#!/usr/bin/env bash
# What --metrics-port costs the measurement: the same short closed-loop run on /baseline/null (scenario null, fixed
# rounds) with and without live metrics, back to back in pairs, REPS pairs, the order swapped every other pair (the
# second run of a pair meets a warmer server: unswapped, that alone made "with" look 11% faster); the runs with metrics are scraped every second
# as Prometheus would (curl, bounded to the run). Prints per run: the null row's throughput (answers per second of
# measured block time), its median latency and the client's CPU per request; then the mean of each setting and the
# ratio within each back-to-back pair (with / without) with its median.
# About 2 minutes on 2 cores; only 127.0.0.1.
#
#   bench/metrics-overhead.sh [REPS]     (default 4)
# Dashboard: this script only prints. To record a run, keep its output as bench/results/metrics-overhead-DATE.md, link
# it with bench/record.sh metrics-overhead FILE, put the reading on top of bench/results/metrics-overhead.md; the row
# of BENCHMARKS.md that links that file takes the pair ratios' median and range and the client CPU per request.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
REPS=${1:-4}
"$ROOT/echosoap" build
mkdir -p "$ROOT/target"
WORK=$(mktemp -d "$ROOT/target/bench-metrics.XXXXXX")
. "$ROOT/bench/fresh-server.sh"
start_fresh_server "$WORK/server"
CLIENT=(java -jar "$ROOT/client/target/echosoap-client.jar")
TARGET="http://127.0.0.1:$PORT/echosoap"
RUN=(run --target "$TARGET" --scenario null --precision off --repeat 150 --duration 50ms --prime 3s --quiet --force)
"${CLIENT[@]}" "${RUN[@]}" --out "$WORK/warm" > /dev/null  # the server's JIT warm-up
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()'; }
echo "rep  metrics  null msg/s  p50 µs  client CPU µs/req  scrapes"
for rep in $(seq "$REPS"); do
  order="off on"
  [ $((rep % 2)) = 0 ] && order="on off"
  for metrics in $order; do
    out="$WORK/$metrics-$rep"
    scrapes=0
    if [ "$metrics" = on ]; then
      mport=$(free_port)
      ( for _ in $(seq 120); do curl -s -o /dev/null --max-time 2 "http://127.0.0.1:$mport/metrics" \
          && echo >> "$out.scrapes"; sleep 1; done ) &
      scraper=$!
      "${CLIENT[@]}" "${RUN[@]}" --out "$out" --metrics-port "$mport" > /dev/null 2>&1
      kill "$scraper" 2>/dev/null || true
      wait "$scraper" 2>/dev/null || true
      scrapes=$(wc -l < "$out.scrapes" 2>/dev/null || echo 0)
    else
      "${CLIENT[@]}" "${RUN[@]}" --out "$out" > /dev/null 2>&1
    fi
    python3 - "$out/result.json" "$rep" "$metrics" "$scrapes" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
row = next(x for x in r["runs"] if x["endpoint"] == "null")
print(f'{sys.argv[2]:>3}  {sys.argv[3]:>7}  {row["throughputPerSec"]:10.0f}  {row["latencyMicros"]["p50"]:6.1f}  '
      f'{row["clientCpuMicrosPerRequest"]:17.1f}  {sys.argv[4]:>7}')
PY
  done
done | tee "$WORK/table.txt"
python3 - "$WORK/table.txt" <<'PY'
import statistics as st, sys
rows = [l.split() for l in open(sys.argv[1]) if l.strip()]
for m in ("off", "on"):
    t = [float(r[2]) for r in rows if r[1] == m]
    p = [float(r[3]) for r in rows if r[1] == m]
    c = [float(r[4]) for r in rows if r[1] == m]
    print(f"mean {m:>3}: {st.mean(t):8.0f} msg/s (sd {st.stdev(t) if len(t) > 1 else 0:5.0f}), p50 {st.mean(p):5.1f} µs, "
          f"client CPU {st.mean(c):5.1f} µs/req")
# Each rep's pair ran back to back: the ratio within a pair leaves out what the machine did between reps.
pairs = {}
for r in rows:
    pairs.setdefault(r[0], {})[r[1]] = float(r[2])
ratios = [p["on"] / p["off"] for p in pairs.values()]
print("throughput with / without, per pair: " + ", ".join(f"{r:.3f}" for r in ratios)
      + f"; median {st.median(ratios):.3f}")
PY
