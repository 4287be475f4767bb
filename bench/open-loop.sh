#!/usr/bin/env bash
# The open-loop target: the client's open loop (--rate) must hold at least 0.8x the closed-loop maximum
# rate of /baseline/null on this machine, with the rate achieved within 1% of the rate asked. On a fresh real Tomcat
# on 127.0.0.1, per round: the closed-loop maximum at C connections (run --scenario null, one block of D seconds),
# then open loop at FRACTION x that maximum with the same connections; rounds alternate so drift hits both.
#
#   bench/open-loop.sh [--connections 16] [--duration 10] [--rounds 3] [--fraction 0.8] [--record]
# --record writes bench/results/open-loop-DATE.md (this command line and the table), linked from open-loop.md.
# Bounded: rounds x 2 runs x (duration + 3 s priming); only 127.0.0.1.
# Dashboard: the file written is linked from bench/results/open-loop.md (bench/record.sh). By hand: the run's reading
# goes on top of that file, and the row of BENCHMARKS.md that links it takes rounds held and achieved/asked at the
# asked fraction of the closed-loop maximum.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
CONNECTIONS=16
DURATION_SECONDS=10
ROUNDS=3
FRACTION=0.8
RECORD=0
COMMAND_LINE="bench/open-loop.sh $*"
while [ $# -gt 0 ]; do
  case $1 in
    --connections) CONNECTIONS=$2; shift 2 ;;
    --duration) DURATION_SECONDS=$2; shift 2 ;;
    --rounds) ROUNDS=$2; shift 2 ;;
    --fraction) FRACTION=$2; shift 2 ;;
    --record) RECORD=1; shift ;;
    *) echo "usage: $0 [--connections N] [--duration S] [--rounds N] [--fraction F] [--record]" >&2; exit 2 ;;
  esac
done
"$ROOT/echosoap" build
mkdir -p "$ROOT/target"
WORK=$(mktemp -d "$ROOT/target/bench-open-loop.XXXXXX")
. "$ROOT/bench/fresh-server.sh"
start_fresh_server "$WORK/server" --stacks axis2
TARGET="http://127.0.0.1:$PORT/echosoap"
CLIENT=(java -jar "$ROOT/client/target/echosoap-client.jar")
COMMON=(--target "$TARGET" --scenario null --connections "$CONNECTIONS" --repeat 1 --warmup 1s
        --duration "${DURATION_SECONDS}s" --prime 3s --quiet --force)

for round in $(seq 1 "$ROUNDS"); do
  "${CLIENT[@]}" run "${COMMON[@]}" --out "$WORK/closed-$round" > /dev/null
  MAX=$(python3 -c "import json; print(json.load(open('$WORK/closed-$round/result.json'))['runs'][0]['throughputPerSec'])")
  RATE=$(python3 -c "print(round($MAX * $FRACTION))")
  "${CLIENT[@]}" run "${COMMON[@]}" --rate "$RATE" --out "$WORK/open-$round" > /dev/null || true
  echo "round $round: closed-loop maximum $MAX/s, open loop at $RATE/s done" >&2
done

python3 - "$WORK" "$ROUNDS" "$CONNECTIONS" "$DURATION_SECONDS" "$FRACTION" "$COMMAND_LINE" <<'PY' | tee "$WORK/section.md"
import json, sys, platform, os
work, rounds, conns, duration, fraction, command = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4], float(sys.argv[5]), sys.argv[6]
print(f"### Open loop against the closed-loop maximum on /baseline/null ({platform.node()}, {os.cpu_count()} CPUs)\n")
print(f"Command: `{command}` — per round the closed-loop maximum at {conns} connections ({duration} s), then "
      f"`run --rate` at {fraction:g}x it with the same connections; target: the rate achieved within 1% of the "
      f"rate asked (held) at >= 0.8x the maximum.\n")
print("| round | closed-loop max /s | closed p50 µs | closed p99 µs | rate asked /s | achieved /s | achieved/asked | held | open p50 µs | open p99 µs | connections busy | mean send lag µs |")
print("|---:|---:|---:|---:|---:|---:|---:|:---:|---:|---:|---:|---:|")
for r in range(1, rounds + 1):
    c = json.load(open(f"{work}/closed-{r}/result.json"))["runs"][0]
    o = json.load(open(f"{work}/open-{r}/result.json"))["runs"][0]
    rate = o["rate"]
    print(f"| {r} | {c['throughputPerSec']:,.0f} | {c['latencyMicros']['p50']:.0f} | {c['latencyMicros']['p99']:.0f} | "
          f"{rate['askedPerSec']:,.0f} | {rate['achievedPerSec']:,.0f} | {rate['achievedPerSec']/rate['askedPerSec']:.4f} | "
          f"{'yes' if rate['held'] else 'NO'} | {o['latencyMicros']['p50']:.0f} | {o['latencyMicros']['p99']:.0f} | "
          f"{rate['connectionBusyPercent']:.0f}% | {rate['meanSendLagMicros']:.0f} |")
print()
PY
if [ "$RECORD" = 1 ]; then
  { echo; cat "$WORK/section.md"; } > "$ROOT/bench/results/open-loop-$(date -u +%Y-%m-%d).md"
  "$ROOT/bench/record.sh" open-loop "$ROOT/bench/results/open-loop-$(date -u +%Y-%m-%d).md" || true
fi
