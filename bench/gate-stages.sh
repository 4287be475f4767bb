#!/usr/bin/env bash
# The exact stages' targets on fresh server JVMs, every side of a pair its own JVM (as a CI job compares main's run
# with a pull request's). Each of PAIRS+1 JVMs in turn measures, with --stages:
#   E: echoFloat (EchoFloat − null) on Axis2
#   S: /baseline/spin?micros=0&allocBytes=0 over null (--url)
#   R: /baseline/spin?micros=0&allocBytes=N over null: N extra bytes allocated in the invocation stage
# Then:
#   - EchoFloat's stages across the JVMs: each stage's bytes within ±1% of their median (target), each stage's share
#     of the time inside the webapp with its sd in percentage points (target ≤ 1 pp);
#   - the gate on stage bytes, pair i = JVM i against JVM i+1: A/A on E and S with alloc.STAGE>1% for every stage
#     they send (target: 0 of PAIRS fail); S against R with alloc.invocation>1%, N ~2% of the spin's invocation
#     bytes (target: PAIRS of PAIRS fail).
# Short fixed runs (--precision off, 8 rounds of 50 ms blocks) primed until steady (at most 20 s per endpoint).
# About 15 minutes on 2 cores; only 127.0.0.1.
#
#   bench/gate-stages.sh [PAIRS]      (default 10; PRIME=20s: the runs' --prime limit)
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
PAIRS=${1:-10}
"$ROOT/echosoap" build >&2
mkdir -p "$ROOT/target"
WORK=$(mktemp -d "$ROOT/target/bench-gate-stages.XXXXXX")
. "$ROOT/bench/fresh-server.sh"
. "$ROOT/bench/gate-pairs.sh"
CLIENT=(java -jar "$ROOT/client/target/echosoap-client.jar")
PRIME=${PRIME:-20s}
RUN=(--stages --precision off --repeat 8 --history off --quiet --force --no-report --prime "$PRIME")

echo_run() { # OUT
  "${CLIENT[@]}" run --target "http://127.0.0.1:$PORT/echosoap" "${RUN[@]}" --out "$1" >/dev/null
}
spin_run() { # ALLOC_BYTES OUT
  spin_alloc_run "$1" "$2"
}
stage_bytes() { # RESULT ENDPOINT STAGE -> the stage's allocated bytes per message
  python3 -c 'import json,sys; r=json.load(open(sys.argv[1])); e=next(x for x in r["runs"] if x["endpoint"]==sys.argv[2]); print(next(s["allocatedBytes"] for s in e["stages"] if s["name"]==sys.argv[3]))' "$1" "$2" "$3"
}
stage_rules() { # RESULT -> alloc.STAGE>1% for every stage the result's endpoints send
  python3 -c 'import json,sys; r=json.load(open(sys.argv[1])); n=[]
for x in r["runs"]:
  for s in x.get("stages",[]):
    if s["name"] not in n: n.append(s["name"])
print(" ".join("alloc."+s+">1%" for s in n))' "$1"
}

start=$(date +%s)
EXTRA=""
for j in $(seq 0 "$PAIRS"); do
  J="$WORK/jvm$j"
  mkdir -p "$J"
  start_fresh_server "$J/server" --no-rpc --stacks axis2 2>/dev/null
  echo_run "$J/E"
  if [ -z "$EXTRA" ]; then
    spin_run 0 "$J/S"
    # The array adds 16 header bytes + N (a multiple of 8): the N nearest to 2% of the invocation stage's bytes.
    inv=$(stage_bytes "$J/S/result.json" spin invocation)
    EXTRA=$(python3 -c 'import sys; a=float(sys.argv[1]); print(max(0, round((0.02*a-16)/8))*8)' "$inv")
    echo "allocBytes=$EXTRA: the spin's invocation stage allocated $inv B per message in JVM 0" >&2
    spin_run "$EXTRA" "$J/R"
  elif [ $((j % 2)) -eq 1 ]; then
    spin_run 0 "$J/S"; spin_run "$EXTRA" "$J/R"
  else
    spin_run "$EXTRA" "$J/R"; spin_run 0 "$J/S"
  fi
  "$ROOT/echosoap" server stop --base "$FRESH_SERVER_BASE" >/dev/null 2>&1 || true
  echo "JVM $j measured ($(( $(date +%s) - start )) s)" >&2
done

echo "EchoFloat's stages on $((PAIRS + 1)) fresh server JVMs (bytes: median and largest deviation from it; time: share of the stages' sum, mean and sd):"
python3 - "$WORK" "$PAIRS" <<'PY'
import json, statistics, sys
work, pairs = sys.argv[1], int(sys.argv[2])
by_stage = {}
for j in range(pairs + 1):
    r = json.load(open(f"{work}/jvm{j}/E/result.json"))
    e = next(x for x in r["runs"] if x["endpoint"] == "EchoFloat")
    total = sum(s["micros"] for s in e["stages"])
    for s in e["stages"]:
        by_stage.setdefault(s["name"], []).append((s["allocatedBytes"], 100.0 * s["micros"] / total))
worst_bytes, worst_sd = 0.0, 0.0
for name, v in by_stage.items():
    b = [x[0] for x in v]; sh = [x[1] for x in v]
    med = statistics.median(b)
    dev = max(abs(x - med) for x in b) / med * 100 if med > 0 else 0.0
    sd = statistics.stdev(sh) if len(sh) > 1 else 0.0
    worst_bytes, worst_sd = max(worst_bytes, dev), max(worst_sd, sd)
    print(f"  {name:14s} bytes {med:9,.0f} B ±{dev:5.2f}%   time share {statistics.mean(sh):5.1f}% sd {sd:4.2f} pp")
print(f"  largest bytes deviation ±{worst_bytes:.2f}% (target ±1%); largest share sd {worst_sd:.2f} pp (target ≤ 1 pp)")
PY

aa_echo=0; aa_spin=0; rise=0
for i in $(seq 1 "$PAIRS"); do
  A="$WORK/jvm$((i - 1))"
  B="$WORK/jvm$i"
  G="$WORK/gate$i"
  mkdir -p "$G"
  # shellcheck disable=SC2046 # one rule per word
  e=$(gate "$A/E" "$B/E" "$G/echo" $(stage_rules "$A/E/result.json"))
  # shellcheck disable=SC2046
  s=$(gate "$A/S" "$B/S" "$G/spin" $(stage_rules "$A/S/result.json"))
  r=$(gate "$A/S" "$B/R" "$G/rise" 'alloc.invocation>1%')
  [ "$e" = 1 ] && aa_echo=$((aa_echo + 1))
  [ "$s" = 1 ] && aa_spin=$((aa_spin + 1))
  [ "$r" = 1 ] && rise=$((rise + 1))
  printf 'pair %-3s echoFloat A/A %-5s spin A/A %-5s spin +%s B in invocation: invocation %s -> %s B, %s\n' "$i" \
    "$([ "$e" = 0 ] && echo pass || echo FAIL)" "$([ "$s" = 0 ] && echo pass || echo FAIL)" "$EXTRA" \
    "$(stage_bytes "$A/S/result.json" spin invocation)" "$(stage_bytes "$B/R/result.json" spin invocation)" \
    "$([ "$r" = 1 ] && echo fails || echo PASSES)"
done
echo
echo "A/A echoFloat (alloc.STAGE>1%, every stage): $aa_echo of $PAIRS pairs failed (target 0)"
echo "A/A spin      (alloc.STAGE>1%, every stage): $aa_spin of $PAIRS pairs failed (target 0)"
echo "spin +${EXTRA} B in invocation (alloc.invocation>1%): $rise of $PAIRS pairs failed (target $PAIRS)"
echo "($(( $(date +%s) - start )) s, --prime $PRIME; load average at the end $(cut -d' ' -f1-3 /proc/loadavg); results in $WORK)"
