#!/usr/bin/env bash
# Starts Docker's daemon when none answers, the way it runs on machines without systemd or NAT (Debian's docker.io,
# runc, cgroup v1): no iptables rules, no masquerading, no default bridge, so a container reaches only the Docker
# networks echosoap creates itself and nothing leaves the machine. Logs to target/dockerd.log; waits for `docker info`
# (at most 60 s). Needs root. Usage: docker/dockerd.sh [LOG]
set -euo pipefail
DOCKER=${DOCKER:-docker}
log=${1:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/target/dockerd.log}
if "$DOCKER" info >/dev/null 2>&1; then
  exit 0
fi
command -v dockerd >/dev/null || { echo "dockerd.sh: no dockerd: apt-get install docker.io (Debian's Docker 20.10)" >&2; exit 1; }
[ "$(id -u)" = 0 ] || { echo "dockerd.sh: starting dockerd needs root (or start it yourself and add your user to the docker group)" >&2; exit 1; }
mkdir -p "$(dirname "$log")"
# setsid: the daemon outlives this script and the build that called it, and is no child of either.
setsid dockerd --iptables=false --ip-masq=false --bridge=none >>"$log" 2>&1 < /dev/null &
for _ in $(seq 1 120); do
  "$DOCKER" info >/dev/null 2>&1 && exit 0
  sleep 0.5
done
echo "dockerd.sh: dockerd did not answer within 60 s (its log: $log)" >&2
exit 1
