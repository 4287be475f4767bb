#!/usr/bin/env bash
# Soak: N concurrent keep-alive connections against Axis2's EchoFloat for a fixed time on 127.0.0.1, with wrk.
# Reports requests, errors (socket errors + non-200 answers; must be 0), p99 latency and the server's heap after
# (jcmd GC.heap_info on the Tomcat pid). Exits 1 if there was any error. Not part of the default test run; the IT
# LoadHeldIT runs a short version (200 connections, 10 s).
#
#   bench/soak.sh [--connections 1000] [--duration 60] [--record]     (--record writes the figures to bench/results/soak-DATE.md)
# Dashboard: the file written is linked from bench/results/soak.md (bench/record.sh). By hand: the run's reading goes
# on top of that file, and the row of BENCHMARKS.md that links it takes requests, errors and the heap after the load.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
CONNECTIONS=1000
DURATION_SECONDS=60
RECORD=0
COMMAND_LINE="bench/soak.sh $*"
while [ $# -gt 0 ]; do
  case "$1" in
    --connections) CONNECTIONS=$2; shift 2 ;;
    --duration) DURATION_SECONDS=$2; shift 2 ;;
    --record) RECORD=1; shift ;;
    *) echo "usage: bench/soak.sh [--connections N] [--duration SECONDS] [--record]" >&2; exit 2 ;;
  esac
done

if ! command -v wrk >/dev/null; then
  [ "$(id -u)" = 0 ] || { echo "wrk is missing; install it with: apt-get install -y wrk" >&2; exit 1; }
  echo "installing wrk (Debian package) ..." >&2
  apt-get update -qq >/dev/null && apt-get install -y -qq wrk >/dev/null
fi
# wrk needs one descriptor per connection, and so does Tomcat (its ulimit is inherited from here).
ulimit -n "$(( CONNECTIONS + 1024 > $(ulimit -n) ? CONNECTIONS + 1024 : $(ulimit -n) ))" 2>/dev/null || true

mkdir -p "$ROOT/target"
WORK=$(mktemp -d "$ROOT/target/bench-soak.XXXXXX")
BASE="$WORK/server"
PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')
cleanup() { "$ROOT/echosoap" server stop --base "$BASE" >/dev/null 2>&1 || true; }
trap cleanup EXIT

"$ROOT/echosoap" server start --host 127.0.0.1 --port "$PORT" --base "$BASE" >&2
TARGET="http://127.0.0.1:$PORT/echosoap/services/EchoFloat"
PID=$(tr -dc 0-9 < "$BASE/tomcat.pid")

cat > "$WORK/soak.lua" <<LUA
wrk.method = "POST"
wrk.headers["Content-Type"] = "text/xml; charset=UTF-8"
local f = io.open("$ROOT/webapp/testkit/src/main/resources/echoFloat-request.xml", "rb")
wrk.body = f:read("*a")
f:close()
function done(summary, latency, requests)
  -- errors.status counts answers with a status >= 400 (the check for a 200 is wrk's own)
  io.write(string.format("SOAK requests=%d socket_errors=%d non200=%d timeouts=%d p50_us=%d p99_us=%d max_us=%d\n",
    summary.requests, summary.errors.connect + summary.errors.read + summary.errors.write,
    summary.errors.status, summary.errors.timeout,
    latency:percentile(50), latency:percentile(99), latency.max))
end
LUA

echo "warm-up: 10 s at 16 connections" >&2
wrk -t2 -c16 -d10s -s "$WORK/soak.lua" "$TARGET" >/dev/null
echo "soak: $CONNECTIONS connections for ${DURATION_SECONDS}s" >&2
wrk -t2 -c"$CONNECTIONS" -d"${DURATION_SECONDS}s" --timeout 30s --latency -s "$WORK/soak.lua" "$TARGET" | tee "$WORK/wrk.out" >&2
LINE=$(grep '^SOAK ' "$WORK/wrk.out")
val() { sed -n "s/.* $1=\([0-9]*\).*/\1/p" <<<" ${LINE#SOAK }"; }
REQUESTS=$(val requests); SOCKET_ERRORS=$(val socket_errors); NON200=$(val non200); TIMEOUTS=$(val timeouts)
P99_US=$(val p99_us)
ERRORS=$(( SOCKET_ERRORS + NON200 + TIMEOUTS ))
# Still healthy: one normal request afterwards, on the same server.
AFTER=$(curl -s -m 10 -H 'Content-Type: text/xml; charset=UTF-8' \
  --data-binary @"$ROOT/webapp/testkit/src/main/resources/echoFloat-request.xml" "$TARGET" | grep -c '<result>3.14159</result>' || true)
HEAP=$(jcmd "$PID" GC.heap_info 2>/dev/null | grep -i -m2 'total\|used' | tr -s ' ' | paste -sd';' - || echo "jcmd unavailable")
HEAP_USED_KB=$(jcmd "$PID" GC.heap_info 2>/dev/null | awk '/PSYoungGen|ParOldGen/ {for(i=1;i<=NF;i++) if($i=="used") {gsub("K,","",$(i+1)); s+=$(i+1)}} END{print s+0}')

SUMMARY="connections=$CONNECTIONS duration=${DURATION_SECONDS}s requests=$REQUESTS errors=$ERRORS (socket=$SOCKET_ERRORS non200=$NON200 timeouts=$TIMEOUTS) p99=$(( P99_US / 1000 )) ms heap_used_after=$(( HEAP_USED_KB / 1024 )) MB of 512 MB normal_request_after=$([ "$AFTER" -ge 1 ] && echo ok || echo FAILED)"
echo "$SUMMARY"
if [ "$RECORD" = 1 ]; then
  {
    echo
    echo "### Soak: $CONNECTIONS keep-alive connections on EchoFloat ($(date -u +%Y-%m-%d))"
    echo
    echo "Command: \`$COMMAND_LINE\` (wrk -t2, 127.0.0.1, 2-vCPU VM shared with other work; heap via jcmd GC.heap_info)"
    echo
    echo "    $SUMMARY"
  } > "$ROOT/bench/results/soak-$(date -u +%Y-%m-%d).md"
  "$ROOT/bench/record.sh" soak "$ROOT/bench/results/soak-$(date -u +%Y-%m-%d).md" || true
fi
[ "$ERRORS" = 0 ] && [ "$AFTER" -ge 1 ]
