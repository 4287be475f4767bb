#!/usr/bin/env bash
# Does one run's interval cover the next restart? N independent runs, each on a fresh server JVM (and client JVM),
# then for each run: is the mean of the OTHER runs' costs inside its 95% interval (leave-one-out coverage); is its
# interval within ±10%; is any part of its split negative beyond its interval; does the headline stay at or above
# the server's own clock (inside the webapp) up to the two intervals. Every run is bounded by its settings.
#
#   bench/coverage.sh [--runs N] [--mode demo|run] [--history FILE]
#     (default: 10 demos; 'run' = ./echosoap run --forks 1; the runs keep a NEW run history of their own, as a first
#     user's would be, so the first 2 runs have no run-to-run spread in their intervals; --history FILE continues one)
# Writes bench/results/coverage-MODE-DATE[-N].md (every run's figures and the summary) and prints the summary.
# Dashboard: the file written is linked from bench/results/accuracy.md (bench/record.sh). By hand: the run's reading
# goes on top of that file, and the row of BENCHMARKS.md that links it takes the costs' range and sd over the fresh
# servers, covered N of M, CIs within ±10%.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
RUNS=10
MODE=demo
while [ $# -gt 0 ]; do
  case $1 in
    --runs) RUNS=${2:?}; shift 2 ;;
    --mode) MODE=${2:?}; shift 2 ;;
    --history) HISTORY=${2:?}; shift 2 ;;
    *) echo "usage: bench/coverage.sh [--runs N] [--mode demo|run] [--history FILE]" >&2; exit 2 ;;
  esac
done
[[ $RUNS =~ ^[0-9]+$ ]] && [ "$RUNS" -ge 3 ] || { echo "--runs takes a number >= 3" >&2; exit 2; }
case $MODE in demo|run) ;; *) echo "--mode is demo or run" >&2; exit 2 ;; esac
"$ROOT/echosoap" build
export ECHOSOAP_NO_BUILD=1
WORK=$(mktemp -d "$ROOT/target/bench-coverage.XXXXXX")
export ECHOSOAP_HISTORY=${HISTORY:-$WORK/history.jsonl}
OUT="$ROOT/bench/results/coverage-$MODE-$(date -u +%Y-%m-%d).md"
n=2
while [ -e "$OUT" ]; do OUT="$ROOT/bench/results/coverage-$MODE-$(date -u +%Y-%m-%d)-$n.md"; n=$((n + 1)); done
mkdir -p "$ROOT/bench/results"
results=()
for k in $(seq 1 "$RUNS"); do
  start=$(date +%s.%N)
  if [ "$MODE" = demo ]; then
    "$ROOT/echosoap" demo --out "$WORK/run-$k" > "$WORK/run-$k.txt" 2>&1 || true
    f="$WORK/run-$k/result.json"
  else
    "$ROOT/echosoap" run --forks 1 --quiet --out "$WORK/run-$k" > "$WORK/run-$k.txt" 2>&1 || true
    f="$WORK/run-$k/fork-1/result.json"
  fi
  end=$(date +%s.%N)
  echo "$f $(echo "$end - $start" | bc)" >> "$WORK/runs.txt"
done
{
  echo "# Coverage of restarts (\`bench/coverage.sh --runs $RUNS --mode $MODE\`, $(date -u +%Y-%m-%dT%H:%MZ), $(hostname), $(nproc) CPUs)"
  echo
  python3 - "$WORK/runs.txt" <<'PY'
import json, sys, statistics
rows = []
for line in open(sys.argv[1]):
    path, secs = line.split()
    try:
        r = json.load(open(path))
    except Exception as e:
        rows.append(None); continue
    c = [x for x in r["costs"] if x["endpoint"] == "EchoFloat"][0]
    rows.append(dict(cost=c["perMessageCostMicros"], ci=c["ci95Micros"], median=c.get("perMessageCostMedianMicros"),
                     mci=c.get("ci95MedianMicros"), inside=c.get("serverCostMicros"), ici=c.get("serverCostCi95Micros"),
                     outside=c.get("outsideCostMicros"), oci=c.get("outsideCostCi95Micros"), units=c.get("units"),
                     kind=c.get("unitKind", "pair"), pairs=c["pairs"], secs=float(secs), stat=c["statistic"],
                     own=c.get("withinRunCi95Micros", c["ci95Micros"]), tau=c.get("runToRunSdMicros"),
                     hruns=c.get("runToRunRuns", 0)))
ok = [x for x in rows if x]
print("| run | cost µs | ±CI | rel. CI | run alone ± | run-to-run sd (runs) | by medians | inside | outside | units | pairs | wall s |")
print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
for i, x in enumerate(rows, 1):
    if not x:
        print(f"| {i} | failed | | | | | | | | | | |"); continue
    tau = "-" if x['tau'] is None else f"{x['tau']:.1f} ({x['hruns']})"
    print(f"| {i} | {x['cost']:.1f} | {x['ci']:.1f} | {100*x['ci']/abs(x['cost']):.1f}% | {x['own']:.1f} | {tau} | {x['median']:.1f} ± {x['mci']:.1f} "
          f"| {x['inside']:.1f} ± {x['ici']:.1f} | {x['outside']:.1f} ± {x['oci']:.1f} | {x['units']} {x['kind']} | {x['pairs']} | {x['secs']:.0f} |")
def covers(i, x, half):
    return abs(statistics.mean([y['cost'] for j, y in enumerate(ok) if j != i]) - x['cost']) <= half
covered = sum(1 for i, x in enumerate(ok) if covers(i, x, x['ci']))
covered_alone = sum(1 for i, x in enumerate(ok) if covers(i, x, x['own']))
with_tau = [(i, x) for i, x in enumerate(ok) if x['tau'] is not None]
covered_tau = sum(1 for i, x in with_tau if covers(i, x, x['ci']))
within10 = sum(1 for x in ok if x['ci'] <= 0.10 * abs(x['cost']))
negative = sum(1 for x in ok if any(v + e < 0 for v, e in ((x['cost'], x['ci']), (x['inside'], x['ici']), (x['outside'], x['oci']))))
agree = sum(1 for x in ok if x['cost'] >= x['inside'] - x['ci'] - x['ici'])
sd = statistics.stdev([x['cost'] for x in ok]) if len(ok) > 1 else float('nan')
print()
print(f"- runs: {len(ok)} of {len(rows)} gave a result; cost mean {statistics.mean([x['cost'] for x in ok]):.1f} µs, sd across runs {sd:.1f} µs, "
      f"mean claimed SE {statistics.mean([x['ci'] for x in ok]) / 2.0:.1f} µs (CI/2)")
print(f"- leave-one-out coverage (mean of the others inside the run's 95% CI): {covered} of {len(ok)} (target >= 8 of 10); "
      f"of the runs whose interval had the run-to-run spread: {covered_tau} of {len(with_tau)}; "
      f"by each run's own interval alone: {covered_alone} of {len(ok)}")
print(f"- 95% CI within ±10%: {within10} of {len(ok)} (target >= 9 of 10)")
print(f"- a part of the split negative beyond its interval: {negative} of {len(ok)} (target 0)")
print(f"- headline >= inside-the-webapp cost − intervals: {agree} of {len(ok)}")
print(f"- wall time per run: {min(x['secs'] for x in ok):.0f}-{max(x['secs'] for x in ok):.0f} s")
PY
} > "$WORK/summary.md"
cp "$WORK/summary.md" "$OUT"
"$ROOT/bench/record.sh" accuracy "$OUT" || true
cat "$OUT"
