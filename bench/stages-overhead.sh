#!/usr/bin/env bash
# What the stage marks cost (docs/stages.md). 1) On: EchoFloat's inside time (Server-Timing app, the server's own
# clock) with and without Echosoap-Stages: on, on one keep-alive connection driven back to back
# (bench/StagesOnOff.java), after WARMUP_S seconds of both (default 90: a fresh JVM's allocation falls for ~80 s), in
# blocks of BLOCK messages, the two settings alternating block by block (the order swapped every other pair); per pair
# the ratio of the blocks' medians (on / off), then the median and range of those ratios, and the bytes per message
# of each setting. (Until 2026-12-02 a Python client drove it at ~6 ms a message: the server idled between messages,
# and a woken thread's cold caches were measured with the marks: EchoFloat read 170 µs inside.) 2) Off: a mark
# with no request asking is one volatile read: its cost per call, measured in a loop in a JVM of its own (server/
# common's classes), times the number of marks an EchoFloat message passes (bench/StagesMarkCost.java).
# Only 127.0.0.1; bounded: WARMUP_S, then PAIRS x 2 x BLOCK messages (default 12 x 2 x 400), each with a 10 s timeout.
#
#   bench/stages-overhead.sh [PAIRS] [BLOCK]      (recorded 2026-12-02: 200 500)
# To record: keep the output as bench/results/stages-overhead-DATE.md, link it with bench/record.sh stages FILE, and
# put the reading on top of bench/results/stages.md.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
PAIRS=${1:-12}
BLOCK=${2:-400}
WARMUP_S=${WARMUP_S:-90}
# No "echosoap build": server start builds what the server needs (the client is not used here).
mkdir -p "$ROOT/target"
WORK=$(mktemp -d "$ROOT/target/bench-stages.XXXXXX")
. "$ROOT/bench/fresh-server.sh"
start_fresh_server "$WORK/server" --stacks axis2 --no-rpc
echo "# stages-overhead $(date -u +%Y-%m-%dT%H:%MZ), $(git -C "$ROOT" rev-parse --short HEAD), $(nproc) CPUs, load $(cut -d' ' -f1-3 /proc/loadavg)"
echo
echo '```'
java "$ROOT/bench/StagesOnOff.java" "$PORT" "$PAIRS" "$BLOCK" "$WARMUP_S" \
  "$ROOT/server/common/src/test/resources/echoFloat-request.xml"
echo
java -cp "$ROOT/server/common/target/classes" "$ROOT/bench/StagesMarkCost.java"
echo '```'
