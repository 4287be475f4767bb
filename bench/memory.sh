#!/usr/bin/env bash
# Memory per message against one fresh real Tomcat (conf/tomcat/jvm.options: 512 MB heap):
#   1. suite --suite memory with its full defaults: SimpleEvents from ~200 KB to ~2 MB in 10 steps (Axis2 send,
#      receive, echo; the StAX variant stream vs preread), the server's allocation per message and ÷ payload;
#   2. the client's own allocation per echoFloat request (run --verbose, the client's ThreadMXBean figure);
#   3. one 10 MB echoBase64 per message: the server's allocation per call (the transient each concurrent call adds);
# then checks the targets: StAX stream variant <= 3x the payload at 2 MB, client < 2 KB per echoFloat request.
# Takes about 10 minutes on 2 cores; only 127.0.0.1; every run is bounded by its settings.
#
#   bench/memory.sh [--record]     --record writes the tables (with this command) to bench/results/memory-DATE.md
# Dashboard: the file written is linked from bench/results/memory.md (bench/record.sh). By hand: the run's reading
# goes on top of that file, and the row of BENCHMARKS.md that links it takes the StAX stream variant's multiple of the
# payload and the client's bytes per echoFloat request.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
RECORD=0
[ "${1:-}" = --record ] && RECORD=1
"$ROOT/echosoap" build
mkdir -p "$ROOT/target"
WORK=$(mktemp -d "$ROOT/target/bench-memory.XXXXXX")
. "$ROOT/bench/fresh-server.sh"
start_fresh_server "$WORK/server"
CLIENT=(java -jar "$ROOT/client/target/echosoap-client.jar")
TARGET="http://127.0.0.1:$PORT/echosoap"

"${CLIENT[@]}" suite --suite memory --target "$TARGET" --out "$WORK/memory" --quiet > "$WORK/memory.txt" || true
"${CLIENT[@]}" run --target "$TARGET" --prime 3s --repeat 3 --warmup 1s --duration 3s --verbose \
  --out "$WORK/client" --quiet > "$WORK/client.txt" || true
"${CLIENT[@]}" run --target "$TARGET" --scenario benchmark.echoBase64 --size 10000000 --prime 2s --repeat 1 \
  --warmup 1s --duration 5s --out "$WORK/base64" --quiet > "$WORK/base64.txt" || true

python3 - "$WORK" > "$WORK/targets.txt" <<'PY'
import json, sys
work = sys.argv[1]
def runs(name):
    return json.load(open(f"{work}/{name}/result.json"))["runs"]
stream = [r for r in runs("memory") if r["endpoint"] == "variant.events"]
top = max(stream, key=lambda r: r["payloadBytes"] or 0) if stream else None
if top:
    ratio = top["allocationPerPayloadByte"]
    print(f"StAX stream variant at {top['payloadBytes']:,.0f} B: {ratio:.2f}x the payload allocated per message "
          f"(target <= 3x): {'PASS' if ratio <= 3 else 'FAIL'}")
axis2 = [r for r in runs("memory") if r["endpoint"].startswith("benchmark.") and r["allocationPerPayloadByte"]]
for op in ("sendSimpleEvents", "receiveSimpleEvents", "echoSimpleEvents"):
    rs = [r for r in axis2 if r["endpoint"] == "benchmark." + op]
    if rs:
        big = max(rs, key=lambda r: r["payloadBytes"])
        print(f"Axis2 {op} at {big['payloadBytes']:,.0f} B: {big['allocationPerPayloadByte']:.2f}x the payload (finding)")
ef = [r for r in runs("client") if r["endpoint"] == "EchoFloat"]
if ef:
    b = ef[0]["clientAllocatedBytesPerRequest"]
    print(f"client allocation per echoFloat request: {b:,.0f} B (target < 2,048 B): {'PASS' if b < 2048 else 'FAIL'}")
b64 = [r for r in runs("base64") if r["endpoint"] == "benchmark.echoBase64"]
if b64:
    a = b64[0]["serverAllocatedBytes"]
    print(f"10 MB echoBase64 ({b64[0]['requestBytes']:,} B request): server allocation per call mean "
          f"{a['mean']:,.0f} B, max {a['max']:,.0f} B")
PY

{
  echo
  echo "## Memory per message (\`bench/memory.sh\`, $(date -u +%Y-%m-%d), $(hostname), $(nproc) CPUs, load $(cut -d' ' -f1-3 /proc/loadavg))"
  echo
  echo "\`suite --suite memory\` (full defaults):"
  echo
  echo '```'
  sed '/^results: /d' "$WORK/memory.txt"
  echo '```'
  echo
  echo "\`run --verbose\` (echoFloat; client cost lines) and one 10 MB echoBase64 run:"
  echo
  echo '```'
  sed -n '/^client cost/,/^$/p' "$WORK/client.txt"
  grep -E '^(endpoint|null|benchmark)' "$WORK/base64.txt" || true
  echo '```'
  echo
  echo "Targets and findings:"
  echo
  echo '```'
  cat "$WORK/targets.txt"
  echo '```'
} > "$WORK/section.md"
cat "$WORK/section.md"
if [ "$RECORD" = 1 ]; then
  cat "$WORK/section.md" > "$ROOT/bench/results/memory-$(date -u +%Y-%m-%d).md"
  "$ROOT/bench/record.sh" memory "$ROOT/bench/results/memory-$(date -u +%Y-%m-%d).md" || true
fi
