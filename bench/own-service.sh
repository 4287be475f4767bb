#!/usr/bin/env bash
# Figures for a user's own service measured with run --url, on a fresh real Tomcat on 127.0.0.1 that holds
# echosoap.war and sample-orders.war (a JAX-WS service on Eclipse Metro, none of echosoap's code):
#   1. sample-orders OrderService, placeOrder + getQuote in turn (SOAP 1.1)      cost ± CI, pairs, time
#   2. sample-orders OrderService12, placeOrder (SOAP 1.2)                          cost ± CI
#   3. the Benchmark service's echoInts (1,000) via --url, and the built-in       both costs, their difference
#      benchmark.echoInts scenario, after a warm-up                              (the same within CIs?)
# About 5 minutes on 2 cores. Every run is bounded by --prime and --max-time.
#
#   bench/own-service.sh
# Writes bench/results/own-service-DATE.md (summary and the outputs) and prints the summary.
# Dashboard: the file written is linked from bench/results/own-service.md (bench/record.sh). By hand: the run's
# reading goes on top of that file, and the row of BENCHMARKS.md that links it takes the cost through --url against
# the built-in scenario's.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
"$ROOT/echosoap" build
WORK=$(mktemp -d "$ROOT/target/bench-own-service.XXXXXX")
OUT="$ROOT/bench/results/own-service-$(date -u +%Y-%m-%d).md"
CLIENT=(java -jar "$ROOT/client/target/echosoap-client.jar")
EXAMPLES="$ROOT/conf/examples/orders"
PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')
BASE="http://127.0.0.1:$PORT"
trap '"$ROOT/echosoap" server stop --base "$WORK/server" >/dev/null 2>&1 || true' EXIT
"$ROOT/echosoap" server start --port "$PORT" --base "$WORK/server" \
  --war "$ROOT/webapp/sample-orders/target/sample-orders.war" >&2

cost() { # name result.json -> one summary line
  python3 - "$1" "$2" <<'EOF'
import json, sys
name, path = sys.argv[1], sys.argv[2]
try:
    d = json.load(open(path))
except Exception as e:
    print(f"| {name} | no result ({e.__class__.__name__}) | | | |"); sys.exit()
c = d["costs"][0]
m = d["runs"][0].get("measuring", {})
split = "not available" if c.get("serverCostMicros") is None else f"{c['serverCostMicros']:.1f} inside"
print(f"| {name} | {c['perMessageCostMicros']:.1f} ± {c['ci95Micros']:.1f} µs | {c['pairs']} | "
      f"{m.get('millis', 0) / 1000:.1f} s, {m.get('stop', '?')} | {split} |")
EOF
}

{
  echo "# Own-service figures (\`bench/own-service.sh\`, $(date -u +%Y-%m-%dT%H:%MZ), $(hostname), $(nproc) CPUs)"
  echo
  echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
  echo
  echo "| run | cost | pairs | measuring | Server-Timing split |"
  echo "|---|---|---:|---|---|"
} > "$WORK/summary.md"

"${CLIENT[@]}" run --url "$BASE/sample-orders/services/OrderService" \
  --request "$EXAMPLES/placeOrder.xml" --request "$EXAMPLES/getQuote.xml" \
  --out "$WORK/orders" --quiet > "$WORK/orders.txt" 2>&1 || true
cost "OrderService, placeOrder + getQuote (SOAP 1.1)" "$WORK/orders/result.json" >> "$WORK/summary.md"

"${CLIENT[@]}" run --url "$BASE/sample-orders/services/OrderService12" \
  --request "$EXAMPLES/placeOrder-soap12.xml" --out "$WORK/orders12" --quiet > "$WORK/orders12.txt" 2>&1 || true
cost "OrderService12, placeOrder (SOAP 1.2)" "$WORK/orders12/result.json" >> "$WORK/summary.md"

# The Benchmark service both ways, with the very request bytes the built-in scenario sends (the client's own
# generator, through Java's single-file source launcher).
cat > "$WORK/WriteRequest.java" <<'EOF2'
public class WriteRequest {
    public static void main(String[] a) throws Exception {
        var op = org.echosoap.client.scenario.benchmark.BenchmarkOperation.byName(a[0]);
        java.nio.file.Files.write(java.nio.file.Path.of(a[2]),
                org.echosoap.client.scenario.benchmark.BenchmarkMessages.request(op, Integer.parseInt(a[1])));
    }
}
EOF2
java -cp "$ROOT/client/target/echosoap-client.jar" "$WORK/WriteRequest.java" echoInts 1000 "$WORK/echoInts-1000.xml"
"${CLIENT[@]}" run --target "$BASE/echosoap" --scenario benchmark.echoInts --size 1000 --prime 20s --repeat 2 \
  --out "$WORK/warm" --quiet > /dev/null 2>&1 || true
"${CLIENT[@]}" run --target "$BASE/echosoap" --scenario benchmark.echoInts --size 1000 \
  --out "$WORK/builtin" --quiet > "$WORK/builtin.txt" 2>&1 || true
cost "benchmark.echoInts 1,000, built-in scenario" "$WORK/builtin/result.json" >> "$WORK/summary.md"
"${CLIENT[@]}" run --url "$BASE/echosoap/services/Benchmark" --request "$WORK/echoInts-1000.xml" \
  --soap-action echoInts --out "$WORK/via-url" --quiet > "$WORK/via-url.txt" 2>&1 || true
cost "Benchmark echoInts 1,000 via --url" "$WORK/via-url/result.json" >> "$WORK/summary.md"
# compare pairs rows by scenario and endpoint name, which differ here (benchmark.echoInts vs service/Benchmark):
# the difference and its 95% CI (the two intervals combined) are computed from the two costs instead.
python3 - "$WORK/builtin/result.json" "$WORK/via-url/result.json" > "$WORK/compare.txt" <<'EOF2'
import json, math, sys
a, b = (json.load(open(p))["costs"][0] for p in sys.argv[1:3])
d = b["perMessageCostMicros"] - a["perMessageCostMicros"]
ci = math.hypot(a["ci95Micros"], b["ci95Micros"])
print(f"--url − built-in: {d:+.1f} ± {ci:.1f} µs (95% CI of the difference, the runs' intervals combined): "
      + ("the same within the CIs" if abs(d) <= ci else "NOT the same within the CIs"))
print(f"inside the webapp: built-in {a['serverCostMicros']:.1f}, --url {b['serverCostMicros']:.1f} µs")
EOF2

{
  cat "$WORK/summary.md"
  echo
  echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
  for f in orders orders12 builtin via-url compare; do  # compare: the difference of the last two
    echo
    echo "## $f"
    echo
    echo '```'
    cat "$WORK/$f.txt"
    echo '```'
  done
} > "$OUT"
"$ROOT/bench/record.sh" own-service "$OUT" || true
cat "$WORK/summary.md"
echo "written: $OUT (work files in $WORK)"
