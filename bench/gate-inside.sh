#!/usr/bin/env bash
# The inside gate's target: with 20 s runs of the spin scenario, `compare --fail-on inside>5%` fails a
# 300 µs spin against a 330 µs one (a +10% rise) in every pair, and passes every A/A pair (300 against 300), on VMs
# where the whole cost (`cost>5%`) cannot resolve 10%. Every side of a pair is its own fresh server JVM, as a CI job
# compares main's run with a pull request's. Each of PAIRS+1 JVMs in turn measures (order alternating)
#   S: run --scenario spin --spin-micros 300      T: the same with --spin-micros 330
# and pair i gates JVM i-1 against JVM i (each JVM serves two neighbouring pairs, so the pairs are not independent):
#   A/A:  S_i-1 vs S_i, inside>5% (must pass);   rise: S_i-1 vs T_i, inside>5% (must fail);
#   and, for reference, the same two with cost>5% (the whole cost, what the issue saw pass a +10% rise).
# Runs: --max-time 20s with a precision target they do not reach first (0.5%), default priming; only 127.0.0.1.
#
#   bench/gate-inside.sh [PAIRS]            measure PAIRS+1 JVMs (default 10), then gate
#   bench/gate-inside.sh --gate DIR         gate the JVMs measured in DIR again (with the current client)
#   bench/gate-inside.sh --more DIR K       measure K more JVMs into DIR, then gate them all
# A server that does not start (a loaded VM can take minutes) is tried once more, then its JVM is skipped.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
MAX_TIME=${MAX_TIME:-20s}
FIRST=0
if [ "${1:-}" = "--gate" ]; then
  WORK=$2
elif [ "${1:-}" = "--more" ]; then
  WORK=$2
  FIRST=$(ls -d "$WORK"/jvm*/S "$WORK"/jvm*/T 2>/dev/null | sed 's/.*jvm\([0-9]*\).*/\1/' | sort -n | tail -1)
  FIRST=$((FIRST + 1))
  LAST=$((FIRST + $3 - 1))
else
  "$ROOT/echosoap" build >&2
  WORK=$(mktemp -d "$ROOT/target/bench-gate-inside.XXXXXX")
  LAST=${1:-10}
fi
CLIENT=(java -jar "$ROOT/client/target/echosoap-client.jar")
RUN=(--scenario spin --max-time "$MAX_TIME" --precision 0.5% --history off --quiet --force)

spin_run() { # MICROS OUT
  "${RUN_CLIENT[@]}" run --target "http://127.0.0.1:$PORT/echosoap" --spin-micros "$1" "${RUN[@]}" --out "$2" \
    >"$2.txt" 2>&1 || { echo "run failed, see $2.txt" >&2; tail -3 "$2.txt" >&2; }
}
gate() { # A B OUT RULE -> prints compare's exit code (0 passed, 1 failed, 2 usage error)
  set +e
  "${CLIENT[@]}" compare "$1/result.json" "$2/result.json" --out "$3" --force --fail-on "$4" >"$3.txt" 2>&1
  local code=$?
  set -e
  if [ "$code" = 2 ]; then echo "compare: usage error, see $3.txt" >&2; cat "$3.txt" >&2; exit 1; fi
  echo "$code"
}
figure() { # RESULT KEY -> costs[0].KEY
  python3 -c 'import json,sys; c=json.load(open(sys.argv[1]))["costs"][0]; print(f"{c[sys.argv[2]]:.1f}")' "$1" "$2"
}
verdict() { if [ "$1" = 0 ]; then echo pass; else echo FAIL; fi; }

start=$(date +%s)
if [ "${1:-}" != "--gate" ]; then
  # The runs use a copy of the client: the jar may be rebuilt while they measure.
  [ -f "$WORK/client.jar" ] || cp "$ROOT/client/target/echosoap-client.jar" "$WORK/client.jar"
  RUN_CLIENT=(java -jar "$WORK/client.jar")
  . "$ROOT/bench/fresh-server.sh"
  for j in $(seq "$FIRST" "$LAST"); do
    J="$WORK/jvm$j"
    rm -rf "$J"; mkdir -p "$J"
    if ! start_fresh_server "$J/server" --no-rpc --stacks axis2 2>/dev/null; then
      "$ROOT/echosoap" server stop --base "$FRESH_SERVER_BASE" >/dev/null 2>&1 || true
      rm -rf "$J/server"
      if ! start_fresh_server "$J/server" --no-rpc --stacks axis2 2>/dev/null; then
        "$ROOT/echosoap" server stop --base "$FRESH_SERVER_BASE" >/dev/null 2>&1 || true
        echo "JVM $j: the server did not start twice; skipped" >&2; rm -rf "$J"; continue
      fi
    fi
    if [ $((j % 2)) -eq 0 ]; then spin_run 300 "$J/S"; spin_run 330 "$J/T"; else spin_run 330 "$J/T"; spin_run 300 "$J/S"; fi
    "$ROOT/echosoap" server stop --base "$FRESH_SERVER_BASE" >/dev/null 2>&1 || true
    echo "JVM $j measured ($(( $(date +%s) - start )) s; load $(cut -d' ' -f1 /proc/loadavg))" >&2
  done
fi

# The JVMs measured, in order (a skipped one leaves a gap: its neighbours pair with each other).
JVMS=($(ls -d "$WORK"/jvm*/S 2>/dev/null | sed 's/.*jvm\([0-9]*\)\/S/\1/' | sort -n))
PAIRS=$(( ${#JVMS[@]} - 1 ))
aa=0; rise=0; aa_cost=0; rise_cost=0
printf '%-4s  %-22s  %-22s  %-24s  %s\n' pair "A/A inside>5%" "+30 µs inside>5%" "A/A cost>5%" "+30 µs cost>5%"
for i in $(seq 1 "$PAIRS"); do
  A="$WORK/jvm${JVMS[$((i - 1))]}"; B="$WORK/jvm${JVMS[$i]}"; G="$WORK/gate$i"
  mkdir -p "$G"
  a=$(gate "$A/S" "$B/S" "$G/aa-inside" 'inside>5%')
  r=$(gate "$A/S" "$B/T" "$G/rise-inside" 'inside>5%')
  ac=$(gate "$A/S" "$B/S" "$G/aa-cost" 'cost>5%')
  rc=$(gate "$A/S" "$B/T" "$G/rise-cost" 'cost>5%')
  [ "$a" = 1 ] && aa=$((aa + 1)); [ "$r" = 1 ] && rise=$((rise + 1))
  [ "$ac" = 1 ] && aa_cost=$((aa_cost + 1)); [ "$rc" = 1 ] && rise_cost=$((rise_cost + 1))
  printf '%-4s  %-22s  %-22s  %-24s  %s\n' "$i" \
    "$(figure "$A/S/result.json" serverCostMicros)/$(figure "$B/S/result.json" serverCostMicros) $(verdict "$a")" \
    "$(figure "$A/S/result.json" serverCostMicros)/$(figure "$B/T/result.json" serverCostMicros) $(verdict "$r")" \
    "$(figure "$A/S/result.json" perMessageCostMicros)/$(figure "$B/S/result.json" perMessageCostMicros) $(verdict "$ac")" \
    "$(figure "$A/S/result.json" perMessageCostMicros)/$(figure "$B/T/result.json" perMessageCostMicros) $(verdict "$rc")"
done
echo
echo "A/A spin 300 vs 300 (inside>5%): $aa of $PAIRS pairs failed (target 0)"
echo "spin 300 vs 330 (inside>5%): $rise of $PAIRS pairs failed (target $PAIRS)"
echo "for reference, cost>5%: A/A $aa_cost of $PAIRS failed; 300 vs 330 $rise_cost of $PAIRS failed"
echo "($(( $(date +%s) - start )) s, --max-time $MAX_TIME; load average at the end $(cut -d' ' -f1-3 /proc/loadavg); results in $WORK)"
