#!/usr/bin/env bash
# What TLS costs the client and the message (docs/tls.md), against one warm server with an HTTPS connector:
#  1. keep-alive throughput on /baseline/null at 16 connections, plain HTTP against HTTPS, on
#     every transport: nio (the default), core and httpclient (target: HTTPS >= 0.9x plain: the client must not
#     be the bottleneck of the layer), and wrk (when installed) as the reference: on one host the server's TLS
#     shares the client's CPUs, so wrk's own https/plain says what the machine allows any client, and the client's
#     ratio over wrk's says what the client itself loses;
#  2. the per-message cost of TLS on echoFloat (layer.tls.echoFloat) on kept connections, TLS 1.3 and 1.2;
#  3. with a new connection per message: the handshake, resumed and full, TLS 1.3 and 1.2.
# Every run at most 20 s of measuring (plus a short priming); the load average is printed beside each figure.
# About 5 minutes on 2 cores; only 127.0.0.1.
#
#   bench/tls.sh [--seconds 20]
# Dashboard: this script only prints. To record a run, keep its output as bench/results/tls-DATE.md, link it with
# bench/record.sh tls FILE, put the reading on top of bench/results/tls.md; the row of BENCHMARKS.md that links that
# file takes each transport's HTTPS/plain ratio beside wrk's.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
SECONDS_EACH=20
[ "${1:-}" = --seconds ] && SECONDS_EACH=$2
[[ $SECONDS_EACH =~ ^[0-9]+$ ]] && [ "$SECONDS_EACH" -ge 2 ] && [ "$SECONDS_EACH" -le 20 ] \
  || { echo "bench/tls.sh: --seconds must be 2..20, got '$SECONDS_EACH'" >&2; exit 2; }
mkdir -p "$ROOT/target"
WORK=$(mktemp -d "$ROOT/target/bench-tls.XXXXXX")
. "$ROOT/bench/fresh-server.sh"
TLS_PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')
start_fresh_server "$WORK/server" --host 127.0.0.1 --stacks axis2 --no-rpc --tls-port "$TLS_PORT"
CLIENT=(java -jar "$ROOT/client/target/echosoap-client.jar")
COMMON=(--target "http://127.0.0.1:$PORT/echosoap" --tls-port "$TLS_PORT"
        --tls-trust "$WORK/server/tls/echosoap-server.crt" --history off --quiet --force)
load() { cut -d' ' -f1 /proc/loadavg; }

echo "1. keep-alive throughput, /baseline/null, 16 connections, ${SECONDS_EACH}s each (msgs/s)"
echo "   transport   plain      https     https/plain   load"
for transport in nio core httpclient; do
  declare -A rate=()
  for side in plain https; do
    tls=(); [ "$side" = https ] && tls=(--tls)
    "${CLIENT[@]}" run "${COMMON[@]}" "${tls[@]}" --scenario null --transport "$transport" --connections 16 \
      --precision off --repeat $((SECONDS_EACH * 1000 / 200)) --duration 200ms --prime 3s \
      --out "$WORK/throughput-$transport-$side" > /dev/null
    rate[$side]=$(python3 -c 'import json,sys; r=json.load(open(sys.argv[1])); print(round(r["runs"][0]["throughputPerSec"]))' \
      "$WORK/throughput-$transport-$side/result.json")
  done
  printf '   %-10s %8s %10s %12s   %s\n' "$transport" "${rate[plain]}" "${rate[https]}" \
    "$(python3 -c "print(f'{${rate[https]}/${rate[plain]}:.2f}x')")" "$(load)"
done

if command -v wrk >/dev/null; then
  # wrk, 2 threads as bench/client-vs-wrk.sh at 16 connections, the same POST; it does not check the certificate.
  cat > "$WORK/post.lua" <<LUA
wrk.method = "POST"
wrk.headers["Content-Type"] = "text/xml; charset=UTF-8"
local f = io.open("$ROOT/client/src/main/resources/org/echosoap/client/scenario/echoFloat-request.xml", "rb")
wrk.body = f:read("*a")
f:close()
LUA
  declare -A rate=()
  for side in plain https; do
    url="http://127.0.0.1:$PORT/echosoap/baseline/null"
    [ "$side" = https ] && url="https://127.0.0.1:$TLS_PORT/echosoap/baseline/null"
    wrk -t2 -c16 -d3s -s "$WORK/post.lua" "$url" > /dev/null   # its own priming, as the client's --prime 3s
    rate[$side]=$(wrk -t2 -c16 -d"${SECONDS_EACH}s" -s "$WORK/post.lua" "$url" \
      | awk '/Requests\/sec/ { printf "%d", $2 }')
  done
  printf '   %-10s %8s %10s %12s   %s\n' "wrk" "${rate[plain]}" "${rate[https]}" \
    "$(python3 -c "print(f'{${rate[https]}/${rate[plain]}:.2f}x')")" "$(load)"
else
  echo "   wrk         not installed (apt-get install -y wrk): no reference row"
fi

# cost NAME ARGS...: one layer.tls.echoFloat run; prints its cost line.
cost() {
  local name=$1; shift
  "${CLIENT[@]}" run "${COMMON[@]}" --scenario layer.tls.echoFloat --connections 1 \
    --max-time "${SECONDS_EACH}s" --prime 3s --out "$WORK/$name" "$@" > /dev/null || true
  python3 - "$WORK/$name/result.json" "$name" "$(load)" <<'PY'
import json, sys
try:
    r = json.load(open(sys.argv[1]))
except OSError:
    print(f"   {sys.argv[2]:24s} failed (no result.json)"); sys.exit()
c = r["costs"][0]
runs = {x["endpoint"]: x for x in r["runs"]}
print(f"   {sys.argv[2]:24s} {c['perMessageCostMicros']:8.1f} ± {c['ci95Micros']:6.1f} µs/msg"
      f"   (https {c['soapMicros']:7.1f}, http {c['baselineMicros']:7.1f} µs; {c['pairs']} pairs)   load {sys.argv[3]}")
PY
}
echo "2. the per-message cost of TLS on echoFloat, kept connections (1 connection, nio transport)"
cost keepalive-1.3 --tls-protocol 1.3
cost keepalive-1.2 --tls-protocol 1.2
echo "3. with a new connection per message: the handshake (and TCP setup on both sides)"
for version in 1.3 1.2; do
  for session in resume full; do
    cost "new-$version-$session" --no-keepalive --tls-protocol "$version" --tls-session "$session"
  done
done
echo "(results in $WORK)"
