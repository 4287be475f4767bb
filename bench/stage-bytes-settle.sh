#!/usr/bin/env bash
# Does longer priming make EchoFloat's exact stage bytes agree across fresh server JVMs? Each of JVMS fresh JVMs
# measures EchoFloat with --stages RUNS times in a row (each run primes every endpoint for all of PRIME, as --stages does):
# run 1 is what a single run on a fresh JVM reports; the later runs come after the server has had more load. Prints
# each stage's bytes per JVM and run (with the seconds since the JVM started), and the spread across JVMs per run:
#   - if run 3's bytes agree across JVMs where run 1's do not, the JIT was still removing allocations after the
#     time series looked steady, and a priming rule that waits for the bytes is the fix;
#   - if each JVM keeps its own bytes run after run, the spread is between JIT compilations (as JMH's forks show),
#     and no priming length removes it: more JVMs (forks) do.
# Then the stages' time shares per JVM and their sd across JVMs (percentage points).
# About a minute per JVM on 2 cores (PRIME=90s: about 4); only 127.0.0.1.
#
#   bench/stage-bytes-settle.sh [JVMS]      (default 6; PRIME=20s, RUNS=3, REPEAT=8: rounds of 50 ms blocks a run;
#                                            SERVER_CPUS=1 CLIENT_CPUS=0: pin each side to its own CPUs)
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
JVMS=${1:-6}
"$ROOT/echosoap" build >&2
mkdir -p "$ROOT/target"
WORK=$(mktemp -d "$ROOT/target/bench-stage-bytes-settle.XXXXXX")
. "$ROOT/bench/fresh-server.sh"
CLIENT=(java -jar "$ROOT/client/target/echosoap-client.jar")
PRIME=${PRIME:-20s}
RUNS=${RUNS:-3}
REPEAT=${REPEAT:-8}
RUN=(--stages --precision off --repeat "$REPEAT" --history off --quiet --force --no-report --prime "$PRIME")
SERVER_PIN=()
[ -n "${SERVER_CPUS:-}" ] && SERVER_PIN=(--cpus "$SERVER_CPUS")
[ -n "${CLIENT_CPUS:-}" ] && CLIENT=(taskset -c "$CLIENT_CPUS" "${CLIENT[@]}")
start=$(date +%s)
for j in $(seq 1 "$JVMS"); do
  J="$WORK/jvm$j"
  mkdir -p "$J"
  start_fresh_server "$J/server" --no-rpc --stacks axis2 "${SERVER_PIN[@]}" 2>/dev/null
  up=$(date +%s)
  for k in $(seq 1 "$RUNS"); do
    "${CLIENT[@]}" run --target "http://127.0.0.1:$PORT/echosoap" "${RUN[@]}" --out "$J/run$k" >/dev/null
    echo $(( $(date +%s) - up )) > "$J/run$k/seconds-since-start"
  done
  "$ROOT/echosoap" server stop --base "$FRESH_SERVER_BASE" >/dev/null 2>&1 || true
  echo "JVM $j measured ($(( $(date +%s) - start )) s)" >&2
done
python3 - "$WORK" "$JVMS" "$RUNS" <<'PY'
import json, statistics, sys
work, jvms, runs = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
def stages(path):
    r = json.load(open(path))
    e = next(x for x in r["runs"] if x["endpoint"] == "EchoFloat")
    prim = e.get("priming") or {}
    seconds = open(path.replace("result.json", "seconds-since-start")).read().strip()
    return {s["name"]: s["allocatedBytes"] for s in e["stages"]}, prim.get("millis"), prim.get("steady"), seconds
def shares(path):
    e = next(x for x in json.load(open(path))["runs"] if x["endpoint"] == "EchoFloat")
    total = sum(s["micros"] for s in e["stages"])
    return {s["name"]: 100 * s["micros"] / total for s in e["stages"]}, total
table = {(j, k): stages(f"{work}/jvm{j}/run{k}/result.json") for j in range(1, jvms + 1) for k in range(1, runs + 1)}
names = list(table[(1, 1)][0])
print("| JVM | run | done s after start | EchoFloat primed ms (steady) | " + " | ".join(names) + " |")
print("|---:|---:|---:|---:|" + "---:|" * len(names))
for (j, k), (b, ms, st, sec) in table.items():
    print(f"| {j} | {k} | {sec} | {ms} ({st}) | " + " | ".join(f"{b.get(n, float('nan')):,.0f}" for n in names) + " |")
print()
print("Largest deviation from the median across JVMs, per run and stage (%):")
print("| run | " + " | ".join(names) + " |")
print("|---:|" + "---:|" * len(names))
for k in range(1, runs + 1):
    cells = []
    for n in names:
        v = [table[(j, k)][0][n] for j in range(1, jvms + 1)]
        m = statistics.median(v)
        cells.append(f"{100 * max(abs(x - m) for x in v) / m:.2f}" if m else "-")
    print(f"| {k} | " + " | ".join(cells) + " |")
print("\nTime shares per stage (% of the stages' µs), per JVM and run, and their sd across JVMs (percentage points):")
print("| JVM | run | stages µs | " + " | ".join(names) + " |")
print("|---:|---:|---:|" + "---:|" * len(names))
share = {(j, k): shares(f"{work}/jvm{j}/run{k}/result.json") for j in range(1, jvms + 1) for k in range(1, runs + 1)}
for (j, k), (sh, total) in share.items():
    print(f"| {j} | {k} | {total:.1f} | " + " | ".join(f"{sh.get(n, float('nan')):.1f}" for n in names) + " |")
for k in range(1, runs + 1):
    sds = [statistics.stdev([share[(j, k)][0][n] for j in range(1, jvms + 1)]) if jvms > 1 else float("nan")
           for n in names]
    print(f"| sd | {k} | | " + " | ".join(f"{x:.2f}" for x in sds) + " |")
changed = sum(1 for j in range(1, jvms + 1) if table[(j, 1)][0] != table[(j, runs)][0])
print(f"\nJVMs whose stage bytes changed between run 1 and run {runs}: {changed} of {jvms}")
PY
