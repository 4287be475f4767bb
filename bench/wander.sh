#!/usr/bin/env bash
# How far this machine's speed wanders within one server JVM: why a run's interval cannot cover the next run by
# itself. One fresh server, one long EchoFloat run of a fixed --repeat (default 900 rounds, about 3.5 min), its
# blocks cut into six consecutive parts; per part: EchoFloat's time inside the webapp (the server's clock), null's
# and EchoFloat's mean latency, the cost (block means) and the part outside the webapp. Bounded by --repeat.
#
#   bench/wander.sh [--repeat N] [--epoch-rounds N]
# Writes bench/results/wander-DATE[-N].md and prints it.
# Dashboard: the file written is linked from bench/results/accuracy.md (bench/record.sh). By hand: the run's reading
# goes on top of that file, and the row of BENCHMARKS.md that links it takes the six parts' range and sd within one
# server JVM (beside bench/coverage.sh's).
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
REPEAT=900
EPOCH_ARGS=()
while [ $# -gt 0 ]; do
  case $1 in
    --repeat) REPEAT=${2:?}; shift 2 ;;
    --epoch-rounds) EPOCH_ARGS=(--epoch-rounds "${2:?}"); shift 2 ;;
    *) echo "usage: bench/wander.sh [--repeat N] [--epoch-rounds N]" >&2; exit 2 ;;
  esac
done
[[ $REPEAT =~ ^[0-9]+$ ]] && [ "$REPEAT" -ge 60 ] && [ "$REPEAT" -le 3000 ] || { echo "--repeat takes 60..3000" >&2; exit 2; }
"$ROOT/echosoap" build
export ECHOSOAP_NO_BUILD=1 ECHOSOAP_HISTORY=off
WORK=$(mktemp -d "$ROOT/target/bench-wander.XXXXXX")
OUT="$ROOT/bench/results/wander-$(date -u +%Y-%m-%d).md"
n=2
while [ -e "$OUT" ]; do OUT="$ROOT/bench/results/wander-$(date -u +%Y-%m-%d)-$n.md"; n=$((n + 1)); done
mkdir -p "$ROOT/bench/results"
started=$(date -u +%Y-%m-%dT%H:%MZ)
"$ROOT/echosoap" run --forks 1 --scenario echoFloat --repeat "$REPEAT" "${EPOCH_ARGS[@]}" --out "$WORK/run" > "$WORK/run.txt" 2>&1
command="bench/wander.sh --repeat $REPEAT${EPOCH_ARGS[*]:+ ${EPOCH_ARGS[*]}}"
python3 - "$WORK/run/fork-1/result.json" "$started" "$command" "$(nproc)" > "$OUT" <<'PY'
import json, statistics as st, sys
path, started, command, cpus = sys.argv[1:5]
r = json.load(open(path))
runs = {x['endpoint']: x for x in r['runs']}
soap, null = runs['EchoFloat']['blocks'], runs['null']['blocks']
cost = r['costs'][0]
print(f"# Wander within one server JVM (`{command}`, {started}, {cpus} CPUs)")
print()
print(f"Whole run: EchoFloat − null {cost['perMessageCostMicros']:.1f} ± {cost['ci95Micros']:.1f} µs, "
      f"inside the webapp {cost.get('serverCostMicros') or float('nan'):.1f} µs, {len(soap)} EchoFloat blocks.")
print()
print("| part | EchoFloat inside µs | null mean µs | EchoFloat mean µs | cost µs | outside µs |")
print("|---:|---:|---:|---:|---:|---:|")
n = len(soap)
costs = []
for i in range(6):
    a, b = i * n // 6, (i + 1) * n // 6
    m = lambda blocks, key: st.mean(x[key] for x in blocks[a:b])
    c = m(soap, 'meanMicros') - m(null, 'meanMicros')
    costs.append(c)
    print(f"| {i + 1} | {m(soap, 'serverMeanMicros'):.1f} | {m(null, 'meanMicros'):.1f} | {m(soap, 'meanMicros'):.1f} "
          f"| {c:.1f} | {m(soap, 'outsideMeanMicros') - m(null, 'outsideMeanMicros'):.1f} |")
print()
print(f"- the six parts' costs: {min(costs):.1f}-{max(costs):.1f} µs, sd {st.stdev(costs):.1f} µs "
      f"({100 * st.stdev(costs) / st.mean(costs):.1f}% of their mean)")
PY
"$ROOT/bench/record.sh" accuracy "$OUT" || true
cat "$OUT"
