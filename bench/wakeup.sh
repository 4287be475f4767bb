#!/usr/bin/env bash
# The machine's wake-up delay against idle time (bench/wakeup.c): why a long request's measured cost exceeds its
# server time on a VM. Two threads, a pipe: the writer spins IDLE µs, then writes; the reader, blocked meanwhile, is
# timed from the write to its return. Unpinned and pinned on CPUs 0/1. Bounded: 8 idle times x 1,500-3,000 round
# trips x 2 (about 20 s). Needs a C compiler (cc).
#
#   bench/wakeup.sh
# Writes bench/results/wakeup-DATE.md and prints it.
# Dashboard: the file written is linked from bench/results/wakeup.md (bench/record.sh). By hand: the run's reading
# goes on top of that file, and the row of BENCHMARKS.md that links it takes the wake-up delay after each idle time.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
command -v cc >/dev/null || { echo "bench/wakeup.sh: needs a C compiler (apt-get install -y gcc)" >&2; exit 1; }
WORK=$(mktemp -d "${TMPDIR:-/tmp}/echosoap-wakeup.XXXXXX")
cc -O2 -pthread -o "$WORK/wakeup" "$ROOT/bench/wakeup.c"
OUT="$ROOT/bench/results/wakeup-$(date -u +%Y-%m-%d).md"
mkdir -p "$ROOT/bench/results"
{
  echo "# Wake-up delay against idle time (\`bench/wakeup.sh\`, $(date -u +%Y-%m-%dT%H:%MZ), $(hostname), $(nproc) CPUs, cpuidle driver: $(cat /sys/devices/system/cpu/cpuidle/current_driver 2>/dev/null || echo unknown))"
  for placement in unpinned pinned; do
    echo
    echo "$placement (writer and reader $( [ $placement = pinned ] && echo 'on CPUs 0 and 1' || echo 'where the scheduler puts them')):"
    echo
    echo "| idle µs | wake mean µs | p50 | p90 | p99 |"
    echo "|---:|---:|---:|---:|---:|"
    for idle in 0 50 100 200 300 1000 3000 10000; do
      n=$(( idle >= 1000 ? 1500 : 3000 ))
      if [ $placement = pinned ]; then "$WORK/wakeup" "$idle" "$n" 0 1; else "$WORK/wakeup" "$idle" "$n"; fi
    done
  done
} > "$OUT"
"$ROOT/bench/record.sh" wakeup "$OUT" || true
rm -rf "$WORK"
cat "$OUT"
