#!/usr/bin/env bash
# Does the noise meter's steal figure agree with vmstat's? One echoFloat run against a fresh server while
# `vmstat -t 1` samples the machine; then vmstat's st (and us+sy) averaged over the run's measured part (its last
# noise.client.seconds) against result.json's noise.client.stealPercent (and the meter's busy share: client +
# server + other processes). Target: steal within 2 points. About a minute per run on 2 cores; only 127.0.0.1.
#
#   bench/noise.sh [--runs N] [--max-time 30s]
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
RUNS=1
MAX_TIME=30s
while [ $# -gt 0 ]; do
  case $1 in
    --runs) RUNS=$2; shift 2 ;;
    --max-time) MAX_TIME=$2; shift 2 ;;
    *) echo "usage: bench/noise.sh [--runs N] [--max-time 30s]" >&2; exit 2 ;;
  esac
done
command -v vmstat >/dev/null || { echo "bench/noise.sh: needs vmstat (Debian package procps)" >&2; exit 1; }
"$ROOT/echosoap" build
mkdir -p "$ROOT/target"
WORK=$(mktemp -d "$ROOT/target/bench-noise.XXXXXX")
. "$ROOT/bench/fresh-server.sh"
start_fresh_server "$WORK/server" --no-rpc --stacks axis2
CLIENT=(java -jar "$ROOT/client/target/echosoap-client.jar")
TARGET="http://127.0.0.1:$PORT/echosoap"
echo "run  seconds  meter steal %  vmstat st %  diff   meter busy %  vmstat us+sy %  causes"
for run in $(seq 1 "$RUNS"); do
  LC_ALL=C vmstat -n -t 1 > "$WORK/vmstat-$run.log" &
  VMSTAT=$!
  "${CLIENT[@]}" run --target "$TARGET" --max-time "$MAX_TIME" --history off --quiet --out "$WORK/run-$run" \
    > "$WORK/run-$run.txt" || true
  END=$(date +%s)
  sleep 1
  kill "$VMSTAT" 2>/dev/null || true
  wait "$VMSTAT" 2>/dev/null || true
  python3 - "$WORK/run-$run/result.json" "$WORK/vmstat-$run.log" "$END" "$run" <<'PY'
import json, sys, time
result, log, end, run = json.load(open(sys.argv[1])), sys.argv[2], int(sys.argv[3]), sys.argv[4]
noise = result.get("noise")
if not noise or not noise["client"]["known"]:
    sys.exit(f"run {run}: no client noise figures in {sys.argv[1]}")
c, s = noise["client"], noise["server"]
start = end - c["seconds"]
lines = open(log).read().splitlines()
header = lines[1].split()
st_i, us_i, sy_i = header.index("st"), header.index("us"), header.index("sy")
st, busy = [], []
for line in lines[3:]:  # line 3 is the average since boot
    f = line.split()
    when = time.mktime(time.strptime(f[-2] + " " + f[-1], "%Y-%m-%d %H:%M:%S"))
    # Each line covers the second before its timestamp: keep those wholly inside the measured part.
    if start + 1 <= when <= end:
        st.append(int(f[st_i]))
        busy.append(int(f[us_i]) + int(f[sy_i]))
if not st:
    sys.exit(f"run {run}: no vmstat line inside the measured part")
vst, vbusy = sum(st) / len(st), sum(busy) / len(busy)
server_own = s["ownCpuPercent"] if s["known"] and noise["sameHost"] else 0
meter_busy = c["ownCpuPercent"] + server_own + c["otherProcessesPercent"]
print(f"{run:>3}  {c['seconds']:7.1f}  {c['stealPercent']:13.2f}  {vst:11.2f}  {c['stealPercent'] - vst:+5.2f}"
      f"  {meter_busy:12.1f}  {vbusy:14.1f}  {','.join(noise['causes'])}")
PY
done
echo "(files: $WORK)"
