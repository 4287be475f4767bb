#!/usr/bin/env bash
# Slow clients and what their defence costs (ReadAheadBodyFilter, docs/robustness.md). One Tomcat, two copies of
# echosoap.war: /echosoap as built (the filter reads a body that has not all arrived without holding a thread) and
# /echobare, the same WAR with the filter taken out of its web.xml (the chain as it was before), under a context name
# as long as "echosoap", so that strings built from the path are the same size. Latencies in µs; B/msg is what the
# server allocated per message from the timing filter on (Server-Timing alloc): the read-ahead copy is made before it.
#   1. Cost: `echosoap run` (echoFloat: EchoFloat minus /baseline/null) on each context, back to back in PAIRS pairs,
#      the order swapped every other pair; prints each run's null and EchoFloat medians and means and the cost.
#   2. Under attack: 400 connections (TRICKLERS) send full headers (Content-Length 1000) to EchoFloat and trickle
#      their bodies a byte a second while a 20 s measured run of EchoFloat goes on, first on /echosoap (the target:
#      0 errors), then on /echobare (the same attack without the defence; its run is bounded by
#      --timeout 5s and --max-errors). Only 127.0.0.1; the trickler stops by itself after 40 s at most.
# About 9 minutes on 2 cores. --record writes this output with its command line to bench/results/slow-clients.md
# (newest first).
#
#   bench/slow-clients.sh [--record] [PAIRS] [TRICKLERS]     (defaults 6 and 400; WRK_PAIRS=12 for part 1b)
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
COMMAND_LINE="bench/slow-clients.sh $*"
RECORD=0
[ "${1:-}" = --record ] && { RECORD=1; shift; }
PAIRS=${1:-6}
TRICKLERS=${2:-400}
WRK_PAIRS=${WRK_PAIRS:-12}
if [ "$RECORD" = 1 ]; then  # run again unrecorded, then put its output at the top of the results file
  OUT=$(mktemp)
  status=0
  "$0" "$@" 2>&1 | tee "$OUT" || status=$?
  RESULTS="$ROOT/bench/results/slow-clients.md"
  TITLE="# Slow clients: what the read-ahead defence costs, and good requests beside trickling connections"
  {
    echo "$TITLE"
    echo
    echo "## $(date -u +%F) at $(git -C "$ROOT" rev-parse --short HEAD): \`$COMMAND_LINE\`"
    echo "($(nproc) CPUs, load average $(cut -d' ' -f1-3 /proc/loadavg) at the end; the work files are not kept)"
    echo
    echo '```'
    grep -v '^echosoap: building' "$OUT"
    echo '```'
    echo
    [ -f "$RESULTS" ] && tail -n +3 "$RESULTS"
  } > "$RESULTS.new"
  mv "$RESULTS.new" "$RESULTS"
  rm -f "$OUT"
  exit "$status"
fi
"$ROOT/echosoap" build >&2
mkdir -p "$ROOT/target"
WORK=$(mktemp -d "$ROOT/target/bench-slow-clients.XXXXXX")
# The same WAR without the filter: its web.xml minus the ReadAheadBody filter and mapping.
python3 - "$ROOT/webapp/target/echosoap.war" "$WORK/echobare.war" <<'PY'
import re, sys, zipfile
src, dst = sys.argv[1], sys.argv[2]
with zipfile.ZipFile(src) as zin, zipfile.ZipFile(dst, "w", zipfile.ZIP_DEFLATED) as zout:
    for item in zin.infolist():
        data = zin.read(item.filename)
        if item.filename == "WEB-INF/web.xml":
            text = data.decode("utf-8")
            text, n = re.subn(r"<filter>\s*<filter-name>ReadAheadBody</filter-name>.*?</filter>\s*"
                              r"<filter-mapping>\s*<filter-name>ReadAheadBody</filter-name>.*?</filter-mapping>",
                              "", text, flags=re.S)
            assert n == 1, "no ReadAheadBody filter in the WAR's web.xml"
            data = text.encode("utf-8")
        zout.writestr(item, data)
PY
. "$ROOT/bench/fresh-server.sh"
start_fresh_server "$WORK/server" --stacks axis2 --no-rpc --war "$WORK/echobare.war"
CLIENT=(java -jar "$ROOT/client/target/echosoap-client.jar")
base() { echo "http://127.0.0.1:$PORT/$1"; }
row() {  # row RESULT LABEL PAIR: one line per run
  python3 - "$@" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
runs = {x["endpoint"]: x for x in r["runs"]}
n, e = runs["null"], runs["EchoFloat"]
c = r["costs"][0]
errors = sum(x["errors"] for x in r["runs"])
alloc = lambda x: x.get("serverAllocatedBytes", {}).get("mean", float("nan"))
print(f'{sys.argv[3]:>4}  {sys.argv[2]:>11}  {n["latencyMicros"]["p50"]:8.1f}  {n["latencyMicros"]["mean"]:9.1f}  '
      f'{e["latencyMicros"]["p50"]:8.1f}  {e["latencyMicros"]["mean"]:9.1f}  '
      f'{c["perMessageCostMicros"]:7.1f} ± {c["ci95Micros"]:5.1f}  {errors:6d}  {alloc(n):8.0f}  {alloc(e):8.0f}')
PY
}
RUN=(run --precision off --repeat 40 --duration 50ms --prime 3s --quiet --force)
for ctx in echosoap echobare; do  # the JIT warm-up of both
  "${CLIENT[@]}" "${RUN[@]}" --target "$(base $ctx)" --out "$WORK/warm-$ctx" > /dev/null
done
echo "## 1. Cost: echoFloat on /echosoap (filter) and /echobare (without), $PAIRS pairs"
echo "pair      context  null p50  null mean  echo p50  echo mean  cost µs (95% CI)  errors  null B/msg  echo B/msg"
for pair in $(seq "$PAIRS"); do
  order="echosoap echobare"
  [ $((pair % 2)) = 0 ] && order="echobare echosoap"
  for ctx in $order; do
    "${CLIENT[@]}" "${RUN[@]}" --target "$(base $ctx)" --out "$WORK/$ctx-$pair" > /dev/null 2>&1 || true
    label=filter; [ "$ctx" = echobare ] && label=without
    row "$WORK/$ctx-$pair/result.json" "$label" "$pair"
  done
done | tee "$WORK/cost.txt"
python3 - "$WORK/cost.txt" <<'PY'
import statistics as st, sys
rows = [l.split() for l in open(sys.argv[1]) if l.strip()]
pairs = {}
for r in rows:
    pairs.setdefault(r[0], {})[r[1]] = r
def paired(col, name, unit="µs"):
    d = [float(p["filter"][col]) - float(p["without"][col]) for p in pairs.values() if len(p) == 2]
    m = st.mean(d)
    half = (2.571 if len(d) == 6 else 2.0) * st.stdev(d) / len(d) ** 0.5 if len(d) > 1 else float("nan")
    print(f"{name}: filter − without, per pair: {', '.join(f'{x:+.1f}' for x in d)}; mean {m:+.1f} ± {half:.1f} {unit}")
paired(2, "null p50 ")
paired(3, "null mean")
paired(4, "echo p50 ")
paired(5, "echo mean")
paired(6, "cost     ")
paired(10, "null B/msg", "B")
paired(11, "echo B/msg", "B")
PY

# 1b. The same question with wrk at 1 connection (its own CPU per request is ~5x smaller than the client's, so less
# of the machine's noise is its own): WRK_PAIRS pairs of 3 s runs per endpoint, order swapped every other pair;
# the mean latency is 1 s / the requests per second of one connection.
command -v wrk >/dev/null || { echo "wrk is missing (apt-get install -y wrk): part 1b skipped" >&2; }
if command -v wrk >/dev/null; then
  cat > "$WORK/post.lua" <<LUA
wrk.method = "POST"
wrk.headers["Content-Type"] = "text/xml; charset=UTF-8"
wrk.headers["SOAPAction"] = '"http://tempuri.org/echoFloat"'
local f = io.open("$ROOT/client/src/main/resources/org/echosoap/client/scenario/echoFloat-request.xml", "rb")
wrk.body = f:read("*a")
f:close()
LUA
  echo
  echo "## 1b. wrk -t1 -c1 -d3s, $WRK_PAIRS pairs per endpoint: mean latency µs (1e6 / req/s) and non-2xx answers"
  echo "endpoint  pair  filter  without  non2xx"
  for path in /baseline/null /services/EchoFloat; do
    for ctx in echosoap echobare; do
      wrk -t1 -c1 -d3s -s "$WORK/post.lua" "$(base $ctx)$path" > /dev/null
    done
    for pair in $(seq "$WRK_PAIRS"); do
      order="echosoap echobare"
      [ $((pair % 2)) = 0 ] && order="echobare echosoap"
      declare -A micros=() bad=()
      for ctx in $order; do
        out=$(wrk -t1 -c1 -d3s -s "$WORK/post.lua" "$(base $ctx)$path")
        rps=$(echo "$out" | awk '/^Requests\/sec/ { print $2 }')
        micros[$ctx]=$(python3 -c "print(f'{1e6 / $rps:.1f}')")
        bad[$ctx]=$(echo "$out" | awk '/Non-2xx/ { print $NF }')
      done
      echo "$path  $pair  ${micros[echosoap]}  ${micros[echobare]}  ${bad[echosoap]:-0}/${bad[echobare]:-0}"
    done
  done | tee "$WORK/wrk.txt"
  python3 - "$WORK/wrk.txt" <<'PY'
import statistics as st, sys
from collections import defaultdict
rows = defaultdict(list)
for l in open(sys.argv[1]):
    f = l.split()
    if len(f) == 5 and f[0].startswith("/"):
        rows[f[0]].append((float(f[2]), float(f[3])))
T = {5: 2.776, 6: 2.571, 7: 2.447, 8: 2.365, 9: 2.306, 10: 2.262, 11: 2.228, 12: 2.201, 13: 2.179, 14: 2.160}
for path, pairs in rows.items():
    d = [a - b for a, b in pairs]
    half = T.get(len(d), 2.0) * st.stdev(d) / len(d) ** 0.5
    print(f"{path}: filter {st.mean(a for a, _ in pairs):.1f} µs, without {st.mean(b for _, b in pairs):.1f} µs; "
          f"paired difference {st.mean(d):+.1f} ± {half:.1f} µs (95% t, {len(d)} pairs), median {st.median(d):+.1f}")
PY
fi

trickle() {  # trickle CONTEXT SECONDS: TRICKLERS connections, headers then a body byte a second, in the background
  python3 - "$PORT" "/$1/services/EchoFloat" "$TRICKLERS" "$2" <<'PY' &
import socket, sys, time
port, path, n, seconds = int(sys.argv[1]), sys.argv[2], int(sys.argv[3]), min(float(sys.argv[4]), 40.0)
head = (f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Type: text/xml; charset=utf-8\r\n"
        f"SOAPAction: \"\"\r\nContent-Length: 1000\r\n\r\n<").encode()
def connect():
    s = socket.create_connection(("127.0.0.1", port), timeout=5)
    s.sendall(head)
    return s
socks = [connect() for _ in range(n)]
end, cut = time.monotonic() + seconds, 0
while time.monotonic() < end:  # a cut connection is replaced at once, as an attacker would: n trickle throughout
    time.sleep(1)
    for i, s in enumerate(socks):
        try:
            s.send(b" ")
        except OSError:
            cut += 1
            s.close()
            try:
                socks[i] = connect()
            except OSError:
                pass  # tried again next second
print(f"trickler: {n} connections for {seconds:.0f} s; cut by the server and replaced: {cut}", file=sys.stderr)
for s in socks:
    s.close()
PY
  TRICKLER=$!
  sleep 3
}
echo
echo "## 2. A 20 s measured run of echoFloat beside $TRICKLERS trickling connections"
echo "pair      context  null p50  null mean  echo p50  echo mean  cost µs (95% CI)  errors  null B/msg  echo B/msg"
for ctx in echosoap echobare; do
  trickle "$ctx" 30
  label=filter; [ "$ctx" = echobare ] && label=without
  "${CLIENT[@]}" run --target "$(base $ctx)" --max-time 20s --prime 1s --timeout 5s --max-errors 50 --quiet --force \
      --out "$WORK/attack-$ctx" > "$WORK/attack-$ctx.txt" 2>&1 || true
  if [ -f "$WORK/attack-$ctx/result.json" ]; then
    row "$WORK/attack-$ctx/result.json" "$label" "-"
  else
    echo "   -  $label  no result: $(head -c 300 "$WORK/attack-$ctx.txt" | tr '\n' ' ')"
  fi
  wait "$TRICKLER" || true
done
echo "(work files: $WORK)"
