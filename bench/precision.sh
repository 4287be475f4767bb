#!/usr/bin/env bash
# Figures: how precise the per-message cost is in every mode, and whether comparisons flag only real
# differences. In this order, each against fresh real Tomcats on 127.0.0.1 (crosshost: the test hosts, as root):
#   1. ./echosoap demo, 3 times                                   cost ± CI, relative CI, wall time
#   2. ./echosoap run --forks 1 (run's defaults, a fresh server each), 10 times: cost ± CI, relative CI, time
#   3. 5 A/A compares of those runs (1 vs 2, 3 vs 4, ...)           rows flagged (target 0)
#   4. suite --suite soapbench --quick, then the full suite         median relative CI, rows within 5%, time
#   5. ./echosoap crosshost (only as root)                          significant differences
# About 30 minutes on 2 cores. Every run is bounded by its settings (--max-time, --prime).
#
#   bench/precision.sh [--skip-suites] [--skip-crosshost]
# Writes bench/results/precision-DATE.md (the summary and every table) and prints the summary.
# Dashboard: the file written is linked from bench/results/precision.md (bench/record.sh). By hand: the run's reading
# goes on top of that file, and the row of BENCHMARKS.md that links it takes the demos' and runs' costs, CIs and times
# (and the suites row: soapbench's median CI and time).
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
SKIP_SUITES=0
SKIP_CROSSHOST=0
for a in "$@"; do
  case $a in
    --skip-suites) SKIP_SUITES=1 ;;
    --skip-crosshost) SKIP_CROSSHOST=1 ;;
    *) echo "usage: bench/precision.sh [--skip-suites] [--skip-crosshost]" >&2; exit 2 ;;
  esac
done
"$ROOT/echosoap" build
WORK=$(mktemp -d "$ROOT/target/bench-precision.XXXXXX")
OUT="$ROOT/bench/results/precision-$(date -u +%Y-%m-%d).md"
CLIENT=(java -jar "$ROOT/client/target/echosoap-client.jar")
export ECHOSOAP_NO_BUILD=1
summary() { python3 "$ROOT/bench/precision_summary.py" "$@"; }

{
  echo "# Precision figures (\`bench/precision.sh\`, $(date -u +%Y-%m-%dT%H:%MZ), $(hostname), $(nproc) CPUs)"
  echo
  echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
  echo
} > "$WORK/summary.md"

for k in 1 2 3; do
  start=$(date +%s.%N)
  "$ROOT/echosoap" demo --out "$WORK/demo-$k" > "$WORK/demo-$k.txt" 2>&1 || true
  end=$(date +%s.%N)
  summary run "demo $k" "$WORK/demo-$k/result.json" "$(echo "$end - $start" | bc)" >> "$WORK/summary.md"
done
for k in $(seq 1 10); do
  start=$(date +%s.%N)
  "$ROOT/echosoap" run --forks 1 --quiet --out "$WORK/runs-$k" > "$WORK/run-$k.txt" 2>&1 || true
  end=$(date +%s.%N)
  summary run "run $k" "$WORK/runs-$k/fork-1/result.json" "$(echo "$end - $start" | bc)" >> "$WORK/summary.md"
done
for k in 1 3 5 7 9; do
  "${CLIENT[@]}" compare "$WORK/runs-$k/fork-1/result.json" "$WORK/runs-$((k + 1))/fork-1/result.json" \
    --label-a "run-$k" --label-b "run-$((k + 1))" --out "$WORK/aa-$k" --force > "$WORK/aa-$k.txt" 2>&1 || true
  summary aa "A/A run $k vs run $((k + 1))" "$WORK/aa-$k/compare.json" >> "$WORK/summary.md"
done

if [ "$SKIP_SUITES" = 0 ]; then
  PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')
  trap '"$ROOT/echosoap" server stop --base "$WORK/server" >/dev/null 2>&1 || true' EXIT
  "$ROOT/echosoap" server start --port "$PORT" --base "$WORK/server" >&2
  for mode in quick full; do
    flag=(); [ "$mode" = quick ] && flag=(--quick)
    start=$(date +%s.%N)
    "${CLIENT[@]}" suite --suite soapbench --target "http://127.0.0.1:$PORT/echosoap" "${flag[@]}" \
      --out "$WORK/soapbench-$mode" --quiet > "$WORK/soapbench-$mode.txt" 2>&1 || true
    end=$(date +%s.%N)
    summary suite "soapbench $mode" "$WORK/soapbench-$mode/result.json" "$(echo "$end - $start" | bc)" >> "$WORK/summary.md"
  done
  "$ROOT/echosoap" server stop --base "$WORK/server" >&2
  trap - EXIT
fi

if [ "$SKIP_CROSSHOST" = 0 ] && [ "$(id -u)" = 0 ]; then
  "$ROOT/echosoap" crosshost --out "$WORK/crosshost" > "$WORK/crosshost.txt" 2>&1 || true
  summary aa "crosshost (same-host vs cross-host)" "$WORK/crosshost/compare/compare.json" >> "$WORK/summary.md"
fi

{
  cat "$WORK/summary.md"
  echo
  echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
  for f in demo-1 run-1 aa-1 soapbench-quick soapbench-full crosshost; do
    [ -f "$WORK/$f.txt" ] || continue
    echo
    echo "## $f"
    echo
    echo '```'
    cat "$WORK/$f.txt"
    echo '```'
  done
} > "$OUT"
"$ROOT/bench/record.sh" precision "$OUT" || true
cat "$WORK/summary.md"
echo "written: $OUT (work files in $WORK)"
