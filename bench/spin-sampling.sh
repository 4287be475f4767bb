#!/usr/bin/env bash
# Why a spin lost its samples: JFR's execution samples of a 50 µs spin, by loop and JDK (bench/SpinSampling.java).
# The spin baseline used to spin on bare System.nanoTime() calls; on a KVM guest each is a ~27 ns vDSO call
# (clock_gettime, native code), and JDK 17's Java-only sampler drops a sample whose thread is there. Each case spins
# for SECONDS (default 8) on one thread with 1 ms sampling; the figure is the samples whose top frame is the spin,
# against the SECONDS x 1,000 the period asks for. No network; bounded by SECONDS per case.
#
#   bench/spin-sampling.sh [SECONDS]      (recorded 2026-12-03: 8)
# To record: keep the output as bench/results/spin-sampling-DATE.md, link it with bench/record.sh phases FILE.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
SECONDS_PER_CASE=${1:-8}
JDK25=$(ls -d /usr/lib/jvm/temurin-25* 2>/dev/null | head -1 || true)
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
echo "# spin-sampling $(date -u +%Y-%m-%dT%H:%MZ), $(git -C "$ROOT" rev-parse --short HEAD), $(nproc) CPUs," \
  "load $(cut -d' ' -f1-3 /proc/loadavg), clocksource $(cat /sys/devices/system/clocksource/clocksource0/current_clocksource)"
echo
echo "| JDK | sampler | loop | samples in the spin | of the ${SECONDS_PER_CASE}000 asked |"
echo "|---|---|---|---:|---:|"
for java in "$(readlink -f "$(command -v java)")" ${JDK25:+"$JDK25/bin/java"}; do
  version=$("$java" -XshowSettings:properties -version 2>&1 | awk -F'= ' '/java.specification.version/{print $2}')
  events=jdk.ExecutionSample
  [ "$version" -ge 25 ] && events=jdk.CPUTimeSample
  for loop in clock work; do
    jfr_file="$WORK/$loop-$version.jfr"
    if [ "$events" = jdk.CPUTimeSample ]; then sampling="+jdk.CPUTimeSample#enabled=true,+jdk.CPUTimeSample#throttle=1ms"
    else sampling="+jdk.ExecutionSample#period=1ms"; fi
    "$java" -XX:CompileCommand=quiet -XX:CompileCommand=dontinline,SpinSampling::spinOnTheClock \
      -XX:CompileCommand=dontinline,SpinSampling::spinOnArithmetic \
      "-XX:StartFlightRecording=filename=$jfr_file,settings=profile,$sampling" \
      -Xlog:jfr=off "$ROOT/bench/SpinSampling.java" "$loop" "$SECONDS_PER_CASE" >/dev/null
    samples=$("${java%/java}/jfr" print --events "$events" --stack-depth 1 "$jfr_file" | grep -c 'SpinSampling.spinOn' || true)
    echo "| $version | $events | $loop | $samples | $(awk -v s="$samples" -v n="$SECONDS_PER_CASE" 'BEGIN{printf "%.0f%%", 100*s/(n*1000)}') |"
  done
done
