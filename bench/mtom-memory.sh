#!/usr/bin/env bash
# MTOM vs base64: the server's peak live heap per binary echo (seed 004's question: what a message holds, not only
# what it allocates), on Axis2, CXF and Metro, 1 KB to 10 MB, against one fresh real Tomcat (512 MB heap,
# ParallelGC, conf/tomcat/jvm.options). bench/MtomPeakHeap.java attaches to the server's JVM, and while echoes run
# (3 s one at a time, then 3 s with 4 callers, per stack, size and encoding) forces a full collection every 100 ms
# and reads the heap after it; peak minus idle is what the messages in flight held (a sampled peak: a lower bound).
# About 10 minutes on 2 cores; only 127.0.0.1; every phase is bounded in time and count.
#
#   bench/mtom-memory.sh [--record] [MtomPeakHeap options, e.g. --sizes 1000000,10000000 --stacks cxf]
#   --record writes the table (with this command) to bench/results/mtom-memory-DATE.md
# Dashboard: the file written is linked from bench/results/mtom-memory.md (bench/record.sh). By hand: the run's
# reading goes on top of that file, and the row of BENCHMARKS.md that links it takes the copies of a 10 MB payload
# held, MTOM and base64, one echo at a time.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
RECORD=0
if [ "${1:-}" = --record ]; then
  RECORD=1
  shift
fi
"$ROOT/echosoap" build
mkdir -p "$ROOT/target"
WORK=$(mktemp -d "$ROOT/target/bench-mtom-memory.XXXXXX")
. "$ROOT/bench/fresh-server.sh"
start_fresh_server "$WORK/server" --no-rpc
PID=$(tr -dc '0-9' < "$WORK/server/tomcat.pid")
LOAD_BEFORE=$(cut -d' ' -f1-3 /proc/loadavg)
java -cp "$ROOT/client/target/echosoap-client.jar" "$ROOT/bench/MtomPeakHeap.java" "http://127.0.0.1:$PORT" "$PID" \
  "$@" > "$WORK/table.md"
{
  echo "## MTOM vs base64: peak memory (\`bench/mtom-memory.sh $*\`, $(date -u +%Y-%m-%dT%H:%MZ), $(hostname), $(nproc) CPUs, load $LOAD_BEFORE at the start, $(cut -d' ' -f1-3 /proc/loadavg) at the end)"
  echo
  cat "$WORK/table.md"
} > "$WORK/section.md"
cat "$WORK/section.md"
if [ "$RECORD" = 1 ]; then
  cp "$WORK/section.md" "$ROOT/bench/results/mtom-memory-$(date -u +%Y-%m-%d).md"
  "$ROOT/bench/record.sh" mtom-memory "$ROOT/bench/results/mtom-memory-$(date -u +%Y-%m-%d).md" || true
fi
