#!/usr/bin/env bash
# The container targets, each timed end to end, raw output to bench/results/containers-DATE.md:
#   1. bases + both images from a clean Docker (the Debian-built bases and echosoap's images removed first)
#   2. a rebuild after a code change: both images again on bases already there, their own layers all new
#      (echosoap's images removed: the upper bound of what changed jars and WARs cost)
#   3. ./echosoap crosshost --containers with default settings
#   4. ./echosoap swarm --clients 3 with default settings, merged count = sum of the clients' checked
# Needs root and Docker (docker/dockerd.sh). Usage: bench/containers.sh [--keep-bases] (skip step 1)
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
keep_bases=0
[ "${1:-}" = --keep-bases ] && keep_bases=1
out="bench/results/containers-$(date -u +%F).md"
ECHOSOAP_NO_BUILD=0 ./echosoap build >/dev/null
secs() { awk -v a="$1" -v b="$(date +%s.%N)" 'BEGIN { printf "%.0f", b - a }'; }
{
  echo "# containers, $(date -u +%FT%TZ), $(git rev-parse --short HEAD), $(nproc) CPUs, load $(cut -d' ' -f1-3 /proc/loadavg)"
  echo
  if [ "$keep_bases" = 0 ]; then
    docker rmi -f echosoap-server:dev echosoap-client:dev echosoap-bases/tomcat:11.0.24-jre17-bookworm \
      echosoap-bases/jre:17-bookworm echosoap-bases/debian:bookworm >/dev/null 2>&1 || true
    t=$(date +%s.%N); docker/build-images.sh --bases debian 2>&1 | sed 's/^/    /'
    echo "1. bases + both images from a clean Docker: $(secs "$t") s"
  fi
  docker rmi -f echosoap-server:dev echosoap-client:dev >/dev/null 2>&1 || true
  t=$(date +%s.%N); docker/build-images.sh --bases debian 2>&1 | grep -v '^build-bases' | sed 's/^/    /'
  echo "2. both images again on the bases (every layer of ours new): $(secs "$t") s"
  t=$(date +%s.%N); ./echosoap crosshost --containers --bases debian --out target/bench-crosshost-containers 2>&1 | sed 's/^/    /'
  echo "3. crosshost --containers, default settings: $(secs "$t") s"
  t=$(date +%s.%N); ./echosoap swarm --clients 3 --bases debian --out target/bench-swarm 2>&1 | sed 's/^/    /'
  echo "4. swarm --clients 3: $(secs "$t") s"
  python3 - <<'PY'
import json
m = json.load(open("target/bench-swarm/merged/result.json"))
c = [json.load(open(f"target/bench-swarm/clients/client-{i}/result.json")) for i in range(3)]
for e, run in enumerate(m["runs"]):
    parts = [x["runs"][e]["latencyMicros"]["count"] for x in c]
    print(f"   {run['endpoint']}: merged {run['latencyMicros']['count']} requests = {' + '.join(map(str, parts))}"
          f" ({'equal' if run['latencyMicros']['count'] == sum(parts) else 'NOT EQUAL'})")
PY
} 2>&1 | tee "$out"
echo "written: $out" >&2
