#!/usr/bin/env bash
# Several client hosts and one server host on one machine, for plans that several clients run together
# (run --share I/N --start-at TIME, then echosoap merge): network namespaces, the clients' veth pairs joined by a
# bridge inside the server host, addresses in a /24 that only these namespaces ever use.
#
#   conf/testhosts/clienthosts.sh up N            create N client hosts (1..8) and the server host (after removing
#                                                 leftovers of an earlier, killed run)
#   conf/testhosts/clienthosts.sh down            remove everything it created (safe to call twice)
#   conf/testhosts/clienthosts.sh server CMD...   run CMD in the server host (echosoap-mc-server, 10.78.0.1)
#   conf/testhosts/clienthosts.sh client I CMD... run CMD in client host I (echosoap-mc-clientI, 10.78.0.(11+I),
#                                                 its own host name echosoap-clientI)
#   conf/testhosts/clienthosts.sh address         the server host's address
#
# Needs root (ip netns). Every link is created inside the namespaces (the veth pairs are born there, the bridge lives in
# the server host): nothing is added to the machine's own network, nothing is routed, no traffic leaves the machine.
# The namespaces share the machine's clock: a plan's clients start together up to their scheduling delay alone.
set -euo pipefail

PREFIX=echosoap-mc-
SERVER_NS=${PREFIX}server
BRIDGE=esmc-br
SUBNET=10.78.0
SERVER_ADDRESS=$SUBNET.1
FIRST_CLIENT_HOST=11
MAX_CLIENTS=8

fail() { echo "clienthosts: $*" >&2; exit 1; }

client_ns() { echo "${PREFIX}client$1"; }

need_root() {
  [ "$(id -u)" = 0 ] || fail "needs root (ip netns); run as root or with sudo"
  command -v ip >/dev/null || fail "needs iproute2's ip command (apt-get install -y iproute2)"
}

# Every namespace this script made, also those of an earlier run with more clients.
ours() { ip netns list | awk '{print $1}' | grep "^$PREFIX" || true; }

down() {
  local ns
  for ns in $(ours); do
    ip netns del "$ns"
  done
}

up() {
  local clients=$1 i ns
  [[ $clients =~ ^[0-9]+$ ]] && [ "$clients" -ge 1 ] && [ "$clients" -le $MAX_CLIENTS ] \
    || fail "up takes the number of client hosts, 1..$MAX_CLIENTS, got '$clients'"
  down
  ip netns add "$SERVER_NS"
  ip -n "$SERVER_NS" link set lo up
  ip -n "$SERVER_NS" link add "$BRIDGE" type bridge
  ip -n "$SERVER_NS" addr add "$SERVER_ADDRESS/24" dev "$BRIDGE"
  ip -n "$SERVER_NS" link set "$BRIDGE" up
  for ((i = 0; i < clients; i++)); do
    ns=$(client_ns "$i")
    ip netns add "$ns"
    ip -n "$ns" link set lo up
    # Both ends are born in the namespaces: the server's end joins the bridge, the client's gets its address.
    ip -n "$SERVER_NS" link add "esmc-s$i" type veth peer name "esmc-c$i" netns "$ns"
    ip -n "$SERVER_NS" link set "esmc-s$i" master "$BRIDGE" up
    ip -n "$ns" addr add "$SUBNET.$((FIRST_CLIENT_HOST + i))/24" dev "esmc-c$i"
    ip -n "$ns" link set "esmc-c$i" up
  done
  # The links are proven by use: the server's readiness check and each client's preflight cross them.
  echo "clienthosts: server host $SERVER_NS $SERVER_ADDRESS; client hosts ${PREFIX}client0..$((clients - 1)) $SUBNET.$FIRST_CLIENT_HOST.."
}

in_client() {
  local i=$1 ns
  shift
  ns=$(client_ns "$i")
  ip netns list | awk '{print $1}' | grep -qx "$ns" || fail "no client host $i (run 'up N' first)"
  # A UTS namespace of its own, so each client's host name in result.json is its own.
  exec ip netns exec "$ns" unshare --uts sh -c 'hostname "$0" && exec "$@"' "echosoap-client$i" "$@"
}

case ${1:-} in
  up) need_root; up "${2:-}" ;;
  down) need_root; down ;;
  server) need_root; shift; exec ip netns exec "$SERVER_NS" "$@" ;;
  client) need_root; [[ ${2:-} =~ ^[0-9]+$ ]] || fail "client takes an index, got '${2:-}'"; i=$2; shift 2; in_client "$i" "$@" ;;
  address) echo "$SERVER_ADDRESS" ;;
  *) echo "usage: $0 up N|down|server CMD...|client I CMD...|address" >&2; exit 2 ;;
esac
