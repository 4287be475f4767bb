#!/usr/bin/env bash
# The truth check of a link you choose: ./echosoap crosshost --link RATE --scenario wire --size N. The
# wire cost (/baseline/null answering N bytes minus answering 135, the same request) must come back, cross host, as
# the transmission time of the N - 135 extra bytes at RATE with 66 B of TCP/IP/Ethernet headers per 1,448 B segment
# (client/.../scenario/WireTime.java), within ±10%; same host (no link) it is what copying them costs, near zero.
#
# Default cases: 10mbit with 20,000 B and 100mbit with 200,000 B (both about 16.6 ms on the link), and 100mbit with
# 20,000 B (1.66 ms): a payload short against what the tbf's burst lets through unshaped after a pause, so it comes
# back short (docs/crosshost.md "A link you choose"). Each case is one crosshost (--prime 5s --max-time 30s each side):
# about 2 minutes per case. Needs root; traffic only between the test hosts' namespaces, removed afterwards.
#
#   bench/link.sh [RATE:BYTES ...]        e.g. bench/link.sh 10mbit:20000 1gbit:2000000
# Writes bench/results/link-DATE.md and prints it.
# Dashboard: the file written is linked from bench/results/link.md (bench/record.sh). By hand: the run's reading goes
# on top of that file, and the row of BENCHMARKS.md that links it takes each rate's measured wire cost against its
# arithmetic (error %).
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
[ "$(id -u)" = 0 ] || { echo "bench/link.sh: needs root (the test hosts are network namespaces)" >&2; exit 1; }
CASES=("$@")
[ ${#CASES[@]} -gt 0 ] || CASES=(10mbit:20000 100mbit:200000 100mbit:20000)
for c in "${CASES[@]}"; do
  [[ $c =~ ^[^:]+:[0-9]+$ ]] || { echo "bench/link.sh: a case is RATE:BYTES, e.g. 10mbit:20000, got '$c'" >&2; exit 2; }
  "$ROOT/conf/testhosts/testhosts.sh" check-link "${c%%:*}" >/dev/null || exit 2
done
nice -n 19 "$ROOT/echosoap" build
# A truth check of single runs: no run history (its run-to-run widening is not what is checked here, and these runs
# must not enter the user's own).
export ECHOSOAP_HISTORY=off
WORK=$(mktemp -d "$ROOT/target/bench-link.XXXXXX")
# Cases of one's own go to a file of their own: link-DATE-1gbit_2000000.md.
SUFFIX=$([ $# = 0 ] || (IFS=-; echo "-${CASES[*]}") | tr ':' '_')
OUT="$ROOT/bench/results/link-$(date -u +%Y-%m-%d)$SUFFIX.md"
mkdir -p "$ROOT/bench/results"
ROWS="$WORK/rows.md"
: > "$ROWS"
for c in "${CASES[@]}"; do
  rate=${c%%:*} bytes=${c##*:}
  bps=$("$ROOT/conf/testhosts/testhosts.sh" check-link "$rate")
  echo "bench/link.sh: $rate, wire --size $bytes ..." >&2
  # Bounded: each side primes at most 5 s and measures at most 30 s; the launcher tears the test hosts down.
  if ! ECHOSOAP_NO_BUILD=1 timeout 600 nice -n 19 "$ROOT/echosoap" crosshost --link "$rate" --out "$WORK/$rate-$bytes" \
      --scenario wire --size "$bytes" --prime 5s --max-time 30s > "$WORK/$rate-$bytes.log" 2>&1; then
    tail -n 20 "$WORK/$rate-$bytes.log" >&2
    echo "| $rate | $bytes | crosshost failed: $WORK/$rate-$bytes.log |" >> "$ROWS"
    continue
  fi
  grep '^testhosts: link' "$WORK/$rate-$bytes.log" >&2 || true
  python3 - "$WORK/$rate-$bytes" "$rate" "$bps" "$bytes" >> "$ROWS" <<'PY'
import json, sys
out, rate, bps, n = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
BASELINE_BYTES, PAYLOAD, HEADERS = 135, 1448, 66          # Scenarios.WIRE_BASELINE_BYTES, WireTime
expected = (n - BASELINE_BYTES) * (1 + HEADERS / PAYLOAD) * 8 / bps * 1e6
def wire(side):
    r = json.load(open(f"{out}/{side}/result.json"))
    return next(c for c in r["costs"] if c["endpoint"] == "wire"), r
cross, r = wire("cross-host")
same, _ = wire("same-host")
mean, mci = cross["perMessageCostMicros"], cross["ci95Micros"]
med, dci = cross["perMessageCostMedianMicros"], cross["ci95MedianMicros"]
ok = lambda v: "yes" if abs(v / expected - 1) <= 0.10 else "**no**"
print(f"| {rate} | {n:,} | {expected / 1000:.2f} | {mean / 1000:.2f} ± {mci / 1000:.2f} | {100 * (mean / expected - 1):+.1f}% | {ok(mean)} "
      f"| {med / 1000:.2f} ± {dci / 1000:.2f} | {100 * (med / expected - 1):+.1f}% | {ok(med)} "
      f"| {cross['serverCostMicros']:.0f} | {same['perMessageCostMicros']:.0f} ± {same['ci95Micros']:.0f} "
      f"| {cross['pairs']} | {r['runs'][-1]['measuring']['stop']} |")
PY
done
{
  echo "# The truth check of a link (\`bench/link.sh\`, $(date -u +%Y-%m-%dT%H:%MZ), $(hostname), $(nproc) CPUs, load $(cut -d' ' -f1 /proc/loadavg) at the end)"
  echo
  echo "\`./echosoap crosshost --link RATE --scenario wire --size N --prime 5s --max-time 30s\`: wire = /baseline/null answering"
  echo "N bytes minus answering 135, the same request; expected = (N − 135) × (1 + 66/1448) × 8 / RATE (headers of each"
  echo "1,448 B TCP segment: Ethernet 14, IPv4 20, TCP 20 + 12 timestamps). Cost by means (the headline) and by medians,"
  echo "each ± its 95% CI; \"in\" = within ±10% of expected; server = the part inside the webapp (Server-Timing); same host ="
  echo "the client in the server's namespace, no link."
  echo
  echo "| rate | N bytes | expected ms | measured ms (means) | error | in | by medians ms | error | in | server µs | same host µs | pairs | stop |"
  echo "|---|---:|---:|---:|---:|---|---:|---:|---|---:|---:|---:|---|"
  cat "$ROWS"
} > "$OUT"
"$ROOT/bench/record.sh" link "$OUT" || true
cat "$OUT"
