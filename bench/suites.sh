#!/usr/bin/env bash
# The lineage's experiments with their default (full) settings against one fresh real Tomcat, in this order:
# the demo's run (echoFloat with null/bytes/chars), suite parsers, suite latency, suite soapbench.
# Takes about 15 minutes on 2 cores; only 127.0.0.1; every run is bounded by its settings.
#
#   bench/suites.sh [--record]     --record writes the tables (with this command) to bench/results/suites-DATE.md
# Dashboard: the file written is linked from bench/results/suites.md (bench/record.sh). By hand: the run's reading
# goes on top of that file, and the row of BENCHMARKS.md that links it takes soapbench's median CI, rows within ±5%
# and time.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
RECORD=0
[ "${1:-}" = --record ] && RECORD=1
"$ROOT/echosoap" build
WORK=$(mktemp -d "$ROOT/target/bench-suites.XXXXXX")
. "$ROOT/bench/fresh-server.sh"
start_fresh_server "$WORK/server"
CLIENT=(java -jar "$ROOT/client/target/echosoap-client.jar")
TARGET="http://127.0.0.1:$PORT/echosoap"

"${CLIENT[@]}" run --target "$TARGET" --with bytes,chars --prime 10s --max-time 40s \
  --out "$WORK/run" --quiet > "$WORK/run.txt" || true
for suite in parsers latency soapbench; do
  "${CLIENT[@]}" suite --suite "$suite" --target "$TARGET" --out "$WORK/$suite" --quiet > "$WORK/$suite.txt" || true
done

{
  echo
  echo "## Suites (\`bench/suites.sh\`, $(date -u +%Y-%m-%d), $(hostname), $(nproc) CPUs)"
  echo
  for part in run parsers latency soapbench; do
    echo "\`$part\`:"
    echo
    echo '```'
    sed '/^results: /d' "$WORK/$part.txt"
    echo '```'
    echo
  done
} > "$WORK/section.md"
cat "$WORK/section.md"
if [ "$RECORD" = 1 ]; then
  cat "$WORK/section.md" > "$ROOT/bench/results/suites-$(date -u +%Y-%m-%d).md"
  "$ROOT/bench/record.sh" suites "$ROOT/bench/results/suites-$(date -u +%Y-%m-%d).md" || true
fi
