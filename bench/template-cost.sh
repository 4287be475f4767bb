#!/usr/bin/env bash
# What a request template costs the client: client CPU per request (runs[].clientCpuMicrosPerRequest of result.json)
# of a fixed request (one of the template's messages) against a 1,000-row template (placeOrder-template.xml with a generated
# 1,000-row CSV), both against sample-orders' OrderService in a fresh Tomcat on 127.0.0.1, in turn (fixed, template,
# fixed, template, ...) so that drift hits both alike. The target: templated ≤ 5% more CPU per request.
# About 3 minutes on 2 cores with the defaults. Every run is bounded by --prime and --max-time.
#
#   bench/template-cost.sh [PAIRS (default 5)] [MAX_TIME (default 8s)] [RATE (default 2000 messages/s)]
# Writes bench/results/template-cost-DATE.md (a table and the commands) and prints it.
# Dashboard: the file written is linked from bench/results/template-cost.md (bench/record.sh). By hand: the run's
# reading goes on top of that file, and the row of BENCHMARKS.md that links it takes the templated/fixed ratios of
# client CPU and allocation per request.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
PAIRS=${1:-5}
MAX_TIME=${2:-8s}
RATE=${3:-2000}
[ "${ECHOSOAP_NO_BUILD:-}" = 1 ] || "$ROOT/echosoap" build
mkdir -p "$ROOT/target"
WORK=$(mktemp -d "$ROOT/target/bench-template-cost.XXXXXX")
OUT="$ROOT/bench/results/template-cost-$(date -u +%Y-%m-%d).md"
CLIENT_JAR=${CLIENT_JAR:-$ROOT/client/target/echosoap-client.jar}
CLIENT=(java -jar "$CLIENT_JAR")
EXAMPLES="$ROOT/conf/examples/orders"
PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')
URL="http://127.0.0.1:$PORT/sample-orders/services/OrderService"
trap '"$ROOT/echosoap" server stop --base "$WORK/server" >/dev/null 2>&1 || true' EXIT
"$ROOT/echosoap" server start --port "$PORT" --base "$WORK/server" \
  --war "$ROOT/webapp/sample-orders/target/sample-orders.war" >&2

# 1,000 orders: customers with commas, quotes and ampersands (escaping on every message), quantities and prices of
# varying length (answers of varying length).
python3 - "$WORK/orders-1000.csv" <<'EOF'
import csv, random, sys
rng = random.Random(7)
skus = ["A-100", "B-200", "C-300", "D-400"]
with open(sys.argv[1], "w", newline="") as f:
    w = csv.writer(f, lineterminator="\r\n")
    w.writerow(["customer", "sku", "quantity", "unitPrice"])
    for i in range(1000):
        name = rng.choice(["Ada Lovelace", "Baker & Sons <Ltd>", 'O\'Hara, "Quick" Delivery', "Grace Hopper"])
        w.writerow([f"{name} {i}", rng.choice(skus), rng.randint(1, 20000), f"{rng.randint(1, 99999) / 100:.2f}"])
EOF

# The fixed request is one of the template's own messages (the one of median size, rendered by the client's own
# code through Java's single-file source launcher): the same bytes per request both ways, only the rotation differs.
cat > "$WORK/WriteMessage.java" <<'EOF2'
public class WriteMessage {
    public static void main(String[] a) throws Exception {
        var m = new org.echosoap.client.scenario.template.TemplateSource(java.nio.file.Path.of(a[0]),
                java.nio.file.Path.of(a[1]), null, null).render(2);
        var sorted = new java.util.ArrayList<>(m.bodies());
        sorted.sort(java.util.Comparator.comparingInt(b -> b.length));
        java.nio.file.Files.write(java.nio.file.Path.of(a[2]), sorted.get(sorted.size() / 2));
    }
}
EOF2
java -cp "$CLIENT_JAR" "$WORK/WriteMessage.java" "$EXAMPLES/placeOrder-template.xml" \
  "$WORK/orders-1000.csv" "$WORK/placeOrder-median.xml"

# Open loop at one rate for both: the client's CPU per request depends on how often its loop wakes up, which in
# closed loop follows the server's speed; at a fixed rate both runs wake alike.
COMMON=(--rate "$RATE" --prime 2s --max-time "$MAX_TIME" --quiet --force)
FIXED=(run --url "$URL" --request "$WORK/placeOrder-median.xml")
TEMPLATED=(run --url "$URL" --template "$EXAMPLES/placeOrder-template.xml" --data "$WORK/orders-1000.csv")

row() { # kind result.json -> one table row
  python3 - "$1" "$2" <<'EOF'
import json, sys
kind, path = sys.argv[1], sys.argv[2]
d = json.load(open(path))
runs = {r["endpoint"]: r for r in d["runs"]}
s, b = runs["OrderService"], runs["null"]
c = d["costs"][0]
t = d["settings"].get("template")
msgs = t["messages"] if t else 1
print(f"| {kind} | {msgs} | {s['requestBytes']} | {s['clientCpuMicrosPerRequest']:.2f} | "
      f"{b['clientCpuMicrosPerRequest']:.2f} | {s['clientAllocatedBytesPerRequest']:.0f} | "
      f"{b['clientAllocatedBytesPerRequest']:.0f} | {s['requestsSent'] + b['requestsSent']} | "
      f"{c['perMessageCostMicros']:.1f} ± {c['ci95Micros']:.1f} |")
EOF
}

{
  echo "# Client CPU per request, fixed vs templated (\`bench/template-cost.sh $PAIRS $MAX_TIME $RATE\`, $(date -u +%Y-%m-%dT%H:%MZ), $(nproc) CPUs)"
  echo
  echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
  echo
  echo "| request | messages | request B | client CPU µs/req, OrderService | client CPU µs/req, null | client alloc B/req, OrderService | client alloc B/req, null | requests | cost µs |"
  echo "|---|---:|---:|---:|---:|---:|---:|---:|---|"
} > "$WORK/summary.md"
for i in $(seq 1 "$PAIRS"); do
  "${CLIENT[@]}" "${FIXED[@]}" "${COMMON[@]}" --out "$WORK/fixed-$i" > "$WORK/fixed-$i.txt" 2>&1
  row fixed "$WORK/fixed-$i/result.json" >> "$WORK/summary.md"
  "${CLIENT[@]}" "${TEMPLATED[@]}" "${COMMON[@]}" --out "$WORK/template-$i" > "$WORK/template-$i.txt" 2>&1
  row template "$WORK/template-$i/result.json" >> "$WORK/summary.md"
done
python3 - "$WORK" "$PAIRS" >> "$WORK/summary.md" <<'EOF'
import json, sys, statistics
work, pairs = sys.argv[1], int(sys.argv[2])
def per_request(kind, i, key):
    d = json.load(open(f"{work}/{kind}-{i}/result.json"))
    runs = [r for r in d["runs"]]
    sent = sum(r["requestsSent"] for r in runs)
    return sum(r[key] * r["requestsSent"] for r in runs) / sent
print()
for what, key in (("client CPU", "clientCpuMicrosPerRequest"), ("client allocation", "clientAllocatedBytesPerRequest")):
    ratios = [per_request("template", i, key) / per_request("fixed", i, key) for i in range(1, pairs + 1)]
    print(f"{what} per request over both rows, templated / fixed, per pair: "
          + ", ".join(f"{r:.3f}" for r in ratios) + f"; median {statistics.median(ratios):.3f}, "
          + f"mean {statistics.mean(ratios):.3f}" + (f" ± {statistics.stdev(ratios) / len(ratios) ** 0.5:.3f} (SE)"
          if len(ratios) > 1 else ""))
    print()
EOF
{
  echo
  echo "commands (URL on a fresh server):"
  echo "    echosoap ${FIXED[*]} ${COMMON[*]}" | sed "s|$ROOT/||g"
  echo "    echosoap ${TEMPLATED[*]} ${COMMON[*]}" | sed "s|$ROOT/||g"
} >> "$WORK/summary.md"
mkdir -p "$(dirname "$OUT")"
cat "$WORK/summary.md" | tee -a "$OUT"
"$ROOT/bench/record.sh" template-cost "$OUT" || true
