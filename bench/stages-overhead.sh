#!/usr/bin/env bash
# What the stage marks cost (docs/stages.md). 1) On: EchoFloat's inside time (Server-Timing app, the server's own
# clock) with and without Echosoap-Stages: on, on one keep-alive connection, in blocks of BLOCK messages, the two
# settings alternating block by block (the order swapped every other pair); per pair the ratio of the blocks' medians
# (on / off), then the median and range of those ratios, and the bytes per message of each setting. 2) Off: a mark
# with no request asking is one volatile read: its cost per call, measured in a loop in a JVM of its own (server/
# common's classes), times the number of marks an EchoFloat message passes (bench/StagesMarkCost.java).
# Only 127.0.0.1; bounded: PAIRS x 2 x BLOCK messages (default 12 x 2 x 400), each with a 10 s timeout.
#
#   bench/stages-overhead.sh [PAIRS] [BLOCK]
# To record: keep the output as bench/results/stages-overhead-DATE.md, link it with bench/record.sh stages FILE, and
# put the reading on top of bench/results/stages.md.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
PAIRS=${1:-12}
BLOCK=${2:-400}
# No "echosoap build": server start builds what the server needs (the client is not used here).
mkdir -p "$ROOT/target"
WORK=$(mktemp -d "$ROOT/target/bench-stages.XXXXXX")
. "$ROOT/bench/fresh-server.sh"
start_fresh_server "$WORK/server" --stacks axis2 --no-rpc
echo "# stages-overhead $(date -u +%Y-%m-%dT%H:%MZ), $(git -C "$ROOT" rev-parse --short HEAD), $(nproc) CPUs, load $(cut -d' ' -f1-3 /proc/loadavg)"
echo
echo '```'
python3 - "$PORT" "$PAIRS" "$BLOCK" "$ROOT/server/common/src/test/resources/echoFloat-request.xml" <<'PY'
import http.client, re, statistics as st, sys
port, pairs, block, seed = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), open(sys.argv[4], 'rb').read()
TIMING = re.compile(r'app;dur=(\d+\.\d{3}), alloc;dur=(\d+)')
conn = http.client.HTTPConnection('127.0.0.1', port, timeout=10)
def block_of(on, n):
    micros, allocs = [], []
    headers = {'Content-Type': 'text/xml; charset=utf-8'}
    if on:
        headers['Echosoap-Stages'] = 'on'
    for _ in range(n):
        conn.request('POST', '/echosoap/services/EchoFloat', body=seed, headers=headers)
        r = conn.getresponse()
        r.read()
        if r.status != 200 or (r.getheader('Echosoap-Stages') is not None) != on:
            sys.exit(f'unexpected answer: {r.status}, stages header {r.getheader("Echosoap-Stages")!r}')
        m = TIMING.match(r.getheader('Server-Timing'))
        micros.append(float(m.group(1)) * 1000)
        allocs.append(int(m.group(2)))
    return st.median(micros), st.median(allocs)
block_of(False, 3000); block_of(True, 3000)  # the JIT's warm-up, both paths
print('pair  off p50 µs  on p50 µs  on/off   off B/msg  on B/msg')
ratios, offs, ons, boff, bon = [], [], [], [], []
for p in range(pairs):
    order = (False, True) if p % 2 == 0 else (True, False)
    res = {on: block_of(on, block) for on in order}
    (off_us, off_b), (on_us, on_b) = res[False], res[True]
    ratios.append(on_us / off_us); offs.append(off_us); ons.append(on_us); boff.append(off_b); bon.append(on_b)
    print(f'{p + 1:>4}  {off_us:10.1f}  {on_us:9.1f}  {on_us / off_us:6.3f}  {off_b:10.0f}  {on_b:8.0f}')
print(f'median of the pair ratios on/off: {st.median(ratios):.3f} (range {min(ratios):.3f} to {max(ratios):.3f});'
      f' inside time p50 off {st.median(offs):.1f} µs, on {st.median(ons):.1f} µs;'
      f' bytes per message off {st.median(boff):.0f}, on {st.median(bon):.0f}')
PY
echo
java -cp "$ROOT/server/common/target/classes" "$ROOT/bench/StagesMarkCost.java"
echo '```'
