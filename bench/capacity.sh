#!/usr/bin/env bash
# Figures of the capacity suite (the highest open-loop rate meeting a latency objective, the null
# baseline against Axis2 EchoFloat) on a fresh real Tomcat on 127.0.0.1 holding echosoap.war only.
#
#   bench/capacity.sh [--quick] [--slo p99=10ms] [--scenario echoFloat]
# Writes bench/results/capacity-DATE.md (the command and the whole table) and prints the table; the HTML report of the
# run stays in the work directory under target/ (generated output, not committed). Bounded by the suite's ladder
# (at most 20 steps of about 3 s per endpoint).
# Dashboard: the file written is linked from bench/results/capacity.md (bench/record.sh). By hand: the run's reading
# goes on top of that file, and the row of BENCHMARKS.md that links it takes the null and EchoFloat rates that meet
# the objective, over fresh servers.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
"$ROOT/echosoap" build
mkdir -p "$ROOT/target"
WORK=$(mktemp -d "$ROOT/target/bench-capacity.XXXXXX")
SUFFIX=""
case " $* " in *" --quick "*) SUFFIX="-quick" ;; esac
OUT="$ROOT/bench/results/capacity$SUFFIX-$(date -u +%Y-%m-%d)"
CLIENT=(java -jar "$ROOT/client/target/echosoap-client.jar")
. "$ROOT/bench/fresh-server.sh"
start_fresh_server "$WORK/server" --stacks axis2

COMMAND="suite --suite capacity --target http://127.0.0.1:$PORT/echosoap $*"
"${CLIENT[@]}" $COMMAND --out "$WORK/capacity" --quiet > "$WORK/capacity.txt" 2>&1 || true
"${CLIENT[@]}" report "$WORK/capacity" --out "$WORK/capacity/report.html" --force > /dev/null 2>&1 || true

{
  echo "# Capacity: highest open-loop rate meeting the objective (\`bench/capacity.sh $*\`, $(date -u +%Y-%m-%dT%H:%MZ), $(hostname), $(nproc) CPUs)"
  echo
  echo "Command: \`./echosoap $COMMAND\` against \`./echosoap server start --stacks axis2\` (512 MB heap)."
  echo
  echo '```'
  cat "$WORK/capacity.txt"
  echo '```'
} > "$OUT.md"
"$ROOT/bench/record.sh" capacity "$OUT.md" || true
cat "$WORK/capacity.txt"
echo "wrote $OUT.md; the report: $WORK/capacity/report.html" >&2
