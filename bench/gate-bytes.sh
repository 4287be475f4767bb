#!/usr/bin/env bash
# The bytes gate's targets: A/A pairs through `compare --fail-on alloc>1% --fail-on wire>0` pass (0 of 10 fail), and a
# change that adds ~2% allocation fails (10 of 10). Every side of a pair is its own fresh server JVM, as a CI job
# compares main's run with a pull request's. Each of PAIRS+1 JVMs in turn measures
#   E: echoFloat (EchoFloat − null)
#   S: /baseline/spin?micros=0&allocBytes=0 over null (--url)
#   R: /baseline/spin?micros=0&allocBytes=N over null: N extra bytes allocated per request
# and pair i gates JVM i against JVM i+1 (each JVM serves two neighbouring pairs, so the pairs are not independent):
#   A/A: E_i vs E_i+1 and S_i vs S_i+1 with alloc>1% and wire>0 (must pass);
#   rise: S_i vs R_i+1 with alloc>1% (must fail); N is chosen once so the array (16 header bytes + N) is ~2% of the
#   spin endpoint's allocation, and the measured rise is printed;
#   and, for reference, E_i vs E_i+1 on time at 5% (what these VMs cannot resolve).
# Short fixed runs (--precision off, 8 rounds of 50 ms blocks) primed until steady (at most 20 s per endpoint, run's
# default): allocation falls as the JIT compiles, and with 6 s priming on a loaded VM 3 of 11 JVMs were measured
# before it finished (bench/results/gate-bytes.md). About 12 minutes on 2 busy cores; only 127.0.0.1.
#
#   bench/gate-bytes.sh [PAIRS]      (default 10; PRIME_ECHO=20s PRIME_SPIN=20s: the runs' --prime limits)
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
PAIRS=${1:-10}
"$ROOT/echosoap" build >&2
WORK=$(mktemp -d "$ROOT/target/bench-gate-bytes.XXXXXX")
. "$ROOT/bench/fresh-server.sh"
. "$ROOT/bench/gate-pairs.sh"
CLIENT=(java -jar "$ROOT/client/target/echosoap-client.jar")
RUN=(--precision off --repeat 8 --history off --quiet --force)
PRIME_ECHO=${PRIME_ECHO:-20s}
PRIME_SPIN=${PRIME_SPIN:-20s}

echo_run() { # OUT
  "${CLIENT[@]}" run --target "http://127.0.0.1:$PORT/echosoap" --prime "$PRIME_ECHO" "${RUN[@]}" --out "$1" >/dev/null
}
spin_run() { # ALLOC_BYTES OUT
  spin_alloc_run "$1" "$2" --prime "$PRIME_SPIN"
}
alloc_of() { # RESULT ENDPOINT -> serverAllocatedBytes.mean
  python3 -c 'import json,sys; r=json.load(open(sys.argv[1])); print(next(x["serverAllocatedBytes"]["mean"] for x in r["runs"] if x["endpoint"]==sys.argv[2]))' "$1" "$2"
}
change() { # A B -> +1.23%
  python3 -c 'import sys; a,b=map(float,sys.argv[1:3]); print(f"{(b-a)/a*100:+.2f}%")' "$1" "$2"
}
verdict() { # CODE -> pass | FAIL
  if [ "$1" = 0 ]; then echo pass; else echo FAIL; fi
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
    # The array adds 16 header bytes + N (a multiple of 8): the N nearest to 2% of the endpoint's allocation.
    EXTRA=$(python3 -c 'import sys; a=float(sys.argv[1]); print(max(0, round((0.02*a-16)/8))*8)' \
      "$(alloc_of "$J/S/result.json" spin)")
    echo "allocBytes=$EXTRA: spin allocated $(alloc_of "$J/S/result.json" spin) B per message in JVM 0" >&2
    spin_run "$EXTRA" "$J/R"
  elif [ $((j % 2)) -eq 1 ]; then
    spin_run 0 "$J/S"; spin_run "$EXTRA" "$J/R"
  else
    spin_run "$EXTRA" "$J/R"; spin_run 0 "$J/S"
  fi
  "$ROOT/echosoap" server stop --base "$FRESH_SERVER_BASE" >/dev/null 2>&1 || true
  echo "JVM $j measured ($(( $(date +%s) - start )) s)" >&2
done

aa_echo=0; aa_spin=0; rise=0; time_failed=0; time_unresolved=0
printf '%-4s  %-24s  %-24s  %-26s  %s\n' pair "echoFloat A/A alloc+wire" "spin A/A alloc+wire" "spin +$EXTRA B: rise, gate" \
  "echoFloat A/A, time 5%"
for i in $(seq 1 "$PAIRS"); do
  A="$WORK/jvm$((i - 1))"
  B="$WORK/jvm$i"
  G="$WORK/gate$i"
  mkdir -p "$G"
  e=$(gate "$A/E" "$B/E" "$G/echo" 'alloc>1%' 'wire>0')
  s=$(gate "$A/S" "$B/S" "$G/spin" 'alloc>1%' 'wire>0')
  r=$(gate "$A/S" "$B/R" "$G/rise" 'alloc>1%')
  t=$(gate "$A/E" "$B/E" "$G/time" '5%')
  [ "$e" = 1 ] && aa_echo=$((aa_echo + 1))
  [ "$s" = 1 ] && aa_spin=$((aa_spin + 1))
  [ "$r" = 1 ] && rise=$((rise + 1))
  [ "$t" = 1 ] && time_failed=$((time_failed + 1))
  resolves=$(sed -n 's/.*what these runs resolve (\(±[0-9]*%\)).*/\1/p' "$G/time.txt" | head -1)
  [ -n "$resolves" ] && time_unresolved=$((time_unresolved + 1))
  printf '%-4s  %-24s  %-24s  %-26s  %s\n' "$i" \
    "$(change "$(alloc_of "$A/E/result.json" EchoFloat)" "$(alloc_of "$B/E/result.json" EchoFloat)") $(verdict "$e")" \
    "$(change "$(alloc_of "$A/S/result.json" spin)" "$(alloc_of "$B/S/result.json" spin)") $(verdict "$s")" \
    "$(change "$(alloc_of "$A/S/result.json" spin)" "$(alloc_of "$B/R/result.json" spin)") $([ "$r" = 1 ] && echo fails || echo PASSES)" \
    "$(verdict "$t")${resolves:+; resolves $resolves}"
done
echo
echo "A/A echoFloat (alloc>1%, wire>0): $aa_echo of $PAIRS pairs failed (target 0)"
echo "A/A spin      (alloc>1%, wire>0): $aa_spin of $PAIRS pairs failed (target 0)"
echo "spin +${EXTRA} B per request (alloc>1%): $rise of $PAIRS pairs failed (target $PAIRS)"
echo "A/A echoFloat on time at 5%: $time_failed of $PAIRS failed; 5% named as below what the runs resolve in $time_unresolved of $PAIRS"
echo "($(( $(date +%s) - start )) s, --prime $PRIME_ECHO for echoFloat, $PRIME_SPIN for spin; load average at the end $(cut -d' ' -f1-3 /proc/loadavg); results in $WORK)"
