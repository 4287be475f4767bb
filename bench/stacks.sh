#!/usr/bin/env bash
# Figures: every SOAP stack side by side (suite --suite stacks: Axis2 AXIOM, ADB and XMLBeans, CXF, Metro, Axis 1)
# on a fresh real Tomcat on 127.0.0.1 holding the stacks' WARs, then the HTML report of it. The full suite is 274
# parts of at most 3 s measuring each (12 s for a part of slow messages short of its first 20 pairs): 26 minutes
# quiet on 2 CPUs (2026-11-27); --quick gives the 34-part smoke run.
#
#   bench/stacks.sh [--quick]
# Writes bench/results/stacks-DATE.md (the command, the server's heap after start, and the whole table) and prints
# the table; the HTML report of the run stays in the work directory under target/ (generated output, not committed).
# Dashboard: the file written is linked from bench/results/stacks.md (bench/record.sh). By hand: the run's reading
# goes on top of that file, and the row of BENCHMARKS.md that links it takes costs, time, costs within ±10% and the
# median CI.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
"$ROOT/echosoap" build
mkdir -p "$ROOT/target"
WORK=$(mktemp -d "$ROOT/target/bench-stacks.XXXXXX")
SUFFIX=""
[ "${1:-}" = --quick ] && SUFFIX="-quick"
OUT="$ROOT/bench/results/stacks$SUFFIX-$(date -u +%Y-%m-%d)"
CLIENT=(java -jar "$ROOT/client/target/echosoap-client.jar")
. "$ROOT/bench/fresh-server.sh"
start_fresh_server "$WORK/server"
PID=$(tr -dc '0-9' < "$WORK/server/tomcat.pid")
HEAP=$(jcmd "$PID" GC.heap_info 2>/dev/null | grep -iE 'PSYoungGen|ParOldGen' | sed 's/^ *//' | tr '\n' ';' || true)

COMMAND="suite --suite stacks --target http://127.0.0.1:$PORT/echosoap ${1:-}"
"${CLIENT[@]}" $COMMAND --out "$WORK/stacks" --quiet > "$WORK/stacks.txt" 2>&1 || true
"${CLIENT[@]}" report "$WORK/stacks" --out "$WORK/stacks/report.html" --force > /dev/null 2>&1 || true

{
  echo "# SOAP stacks side by side (\`bench/stacks.sh ${1:-}\`, $(date -u +%Y-%m-%dT%H:%MZ), $(hostname), $(nproc) CPUs)"
  echo
  echo "Command: \`./echosoap $COMMAND\` against \`./echosoap server start\` (every stack's WAR in one Tomcat,"
  echo "512 MB heap). Server heap after start: ${HEAP:-unknown}. \`./echosoap report DIR\` draws this run's charts."
  echo
  echo '```'
  cat "$WORK/stacks.txt"
  echo '```'
} > "$OUT.md"
"$ROOT/bench/record.sh" stacks "$OUT.md" || true
cat "$WORK/stacks.txt"
echo "wrote $OUT.md; the report: $WORK/stacks/report.html" >&2
