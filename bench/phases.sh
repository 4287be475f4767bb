#!/usr/bin/env bash
# The profile's targets (docs/profile.md), on EchoFloat (Axis2) over /baseline/null, across N fresh server JVMs:
#   - each phase's share of EchoFloat's time inside the webapp: sd across the JVMs (target <= 3 percentage points);
#   - each phase's bytes allocated per message: spread across the JVMs (target within +-1% of the mean);
#   - the profile's overhead on the measured cost: each JVM runs the same run twice, with and without --profile, in
#     alternating order, and the paired ratio of the costs is summarised (target <= 5%);
#   - what --profile adds to a run's wall time (stop, fetch, analysis; target <= 10 s).
# Writes bench/results/phases-DATE.md and links it from bench/results/phases.md (bench/record.sh).
# Dashboard: the "Phases" row takes the share sd, the allocation spread, the overhead and the added seconds.
#
#   bench/phases.sh [JVMS] [extra run options]      default 5 JVMs, default run settings (at most 60 s measuring)
#   PROFILE_OPTS="--profile-sampling 5" bench/phases.sh 5      options for the profiled runs only
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
source "$ROOT/bench/fresh-server.sh"
JVMS=${1:-5}
shift || true
case $JVMS in '' | *[!0-9]*) echo "usage: bench/phases.sh [JVMS] [run options]" >&2; exit 2 ;; esac
"$ROOT/echosoap" build >&2
export ECHOSOAP_NO_BUILD=1
WORK=$(mktemp -d)
OUT="$ROOT/bench/results/phases-$(date -u +%F).md"
for i in $(seq 1 "$JVMS"); do
  start_fresh_server "$WORK/server-$i" --stacks axis2 --no-rpc
  if [ $((i % 2)) -eq 1 ]; then order="profile plain"; else order="plain profile"; fi
  for kind in $order; do
    extra=()
    # shellcheck disable=SC2206 # PROFILE_OPTS is a list of options, split on purpose
    [ "$kind" = profile ] && extra=(--profile ${PROFILE_OPTS:-})
    started=$(date +%s.%N)
    "$ROOT/echosoap" run --target "http://127.0.0.1:$PORT/echosoap" "${extra[@]}" "$@" \
      --out "$WORK/$kind-$i" --force > "$WORK/$kind-$i.txt" 2>&1
    ended=$(date +%s.%N)
    echo "$ended - $started" | bc > "$WORK/$kind-$i.seconds"
    echo "JVM $i $kind: $(cat "$WORK/$kind-$i.seconds") s" >&2
  done
  "$ROOT/echosoap" server stop --base "$WORK/server-$i" >&2
  trap - EXIT
done
python3 - "$WORK" "$JVMS" "$* ${PROFILE_OPTS:+(PROFILE_OPTS=$PROFILE_OPTS)}" > "$OUT" <<'PY'
import json, re, statistics, sys
work, jvms, extra = sys.argv[1], int(sys.argv[2]), sys.argv[3]
phases = ["http", "reading", "binding", "handlers", "writing", "security", "service", "gc", "other"]
def load(kind, i):
    return json.load(open(f"{work}/{kind}-{i}/result.json"))
def row(doc, name):
    return next(r for r in doc["runs"] if r["endpoint"] == name)
shares = {p: [] for p in phases}; alloc = {p: [] for p in phases}; ratio = []; inside = []; added = []; samples = []
for i in range(1, jvms + 1):
    prof, plain = load("profile", i), load("plain", i)
    ph = row(prof, "EchoFloat")["phases"]
    samples.append(ph["samples"])
    for p in phases:
        shares[p].append(100 * ph["byPhase"][p]["share"])
        alloc[p].append(ph["byPhase"][p]["allocatedBytes"] or 0)
    ratio.append(prof["costs"][0]["perMessageCostMicros"] / plain["costs"][0]["perMessageCostMicros"])
    inside.append(row(prof, "EchoFloat")["serverAppMicros"]["mean"] / row(plain, "EchoFloat")["serverAppMicros"]["mean"])
    added.append(float(re.search(r"analysed in ([0-9.]+) s", open(f"{work}/profile-{i}.txt").read()).group(1)))
print(f"# Phases across {jvms} fresh server JVMs ({__import__('datetime').date.today()})\n")
print(f"Command: `bench/phases.sh {jvms} {extra}`; EchoFloat over null on Axis2, default run settings; "
      f"samples of EchoFloat's measured requests per JVM: {samples}.\n")
print("| phase | share % per JVM | mean | sd (pp) | bytes/msg per JVM | mean | spread (max-min)/mean |")
print("|---|---|---|---|---|---|---|")
for p in phases:
    s, a = shares[p], alloc[p]
    ma = statistics.mean(a)
    spread = (max(a) - min(a)) / ma * 100 if ma > 0 else float("nan")
    print(f"| {p} | {', '.join(f'{x:.1f}' for x in s)} | {statistics.mean(s):.1f} | {statistics.stdev(s):.2f} | "
          f"{', '.join(f'{x:,.0f}' for x in a)} | {ma:,.0f} | {spread:.1f}% |")
m = statistics.mean(ratio); sd = statistics.stdev(ratio)
t = {2: 12.71, 3: 4.30, 4: 3.18, 5: 2.78, 6: 2.57, 7: 2.45, 8: 2.36, 9: 2.31, 10: 2.26}.get(jvms, 2.0)
print(f"\nCost with --profile over without, per JVM (paired, alternating order): "
      f"{', '.join(f'{x:.3f}' for x in ratio)}; mean {m:.3f} ± {t * sd / len(ratio) ** 0.5:.3f} (95% t).")
mi = statistics.mean(inside); sdi = statistics.stdev(inside)
print(f"EchoFloat's time inside the webapp (Server-Timing) with --profile over without, per JVM: "
      f"{', '.join(f'{x:.3f}' for x in inside)}; mean {mi:.3f} ± {t * sdi / len(inside) ** 0.5:.3f} (95% t): the "
      f"overhead where the cost itself is too noisy to show it.")
print(f"What --profile adds after the measuring (stop, fetch, analysis, flame graph), s: "
      f"{', '.join(f'{x:.1f}' for x in added)}; max {max(added):.1f} s. Run wall times, s (profile / plain): "
      + ", ".join(f"{float(open(f'{work}/profile-{i}.seconds').read()):.0f}/{float(open(f'{work}/plain-{i}.seconds').read()):.0f}"
                  for i in range(1, jvms + 1)) + ".")
PY
"$ROOT/bench/record.sh" phases "$OUT"
echo "written: $OUT" >&2
cat "$OUT"
