#!/usr/bin/env bash
# Two test hosts on one machine (seed 003's "client and server on different hosts"): network namespaces joined by
# a veth pair, with addresses in a /30 subnet that only these two namespaces ever use.
#
#   conf/testhosts/testhosts.sh up            create (after removing leftovers of an earlier, killed run)
#   conf/testhosts/testhosts.sh down          remove everything it created (safe to call twice)
#   conf/testhosts/testhosts.sh server CMD... run CMD in the server host (namespace echosoap-server, 10.77.231.1)
#   conf/testhosts/testhosts.sh client CMD... run CMD in the client host (namespace echosoap-client, 10.77.231.2,
#                                             its own host name "echosoap-client" so result files tell them apart)
#
# Needs root (ip netns). The subnet 10.77.231.0/30 exists only inside these namespaces: nothing is routed to or
# from the machine's real interfaces, and no traffic leaves the machine.
set -euo pipefail

SERVER_NS=echosoap-server
CLIENT_NS=echosoap-client
SERVER_IF=es-srv0
CLIENT_IF=es-cli0
SERVER_ADDRESS=10.77.231.1
CLIENT_ADDRESS=10.77.231.2
PREFIX_LENGTH=30

die() { echo "testhosts: $*" >&2; exit 1; }

require_root() {
  [ "$(id -u)" = 0 ] || die "needs root (ip netns); run as root or with sudo"
  command -v ip >/dev/null || die "needs iproute2's ip command (apt-get install -y iproute2)"
}

down() {
  ip netns del "$SERVER_NS" 2>/dev/null || true
  ip netns del "$CLIENT_NS" 2>/dev/null || true
  ip link del "$SERVER_IF" 2>/dev/null || true # a veth whose namespace was never set up
}

up() {
  down
  ip netns add "$SERVER_NS"
  ip netns add "$CLIENT_NS"
  ip link add "$SERVER_IF" type veth peer name "$CLIENT_IF"
  ip link set "$SERVER_IF" netns "$SERVER_NS"
  ip link set "$CLIENT_IF" netns "$CLIENT_NS"
  ip -n "$SERVER_NS" addr add "$SERVER_ADDRESS/$PREFIX_LENGTH" dev "$SERVER_IF"
  ip -n "$CLIENT_NS" addr add "$CLIENT_ADDRESS/$PREFIX_LENGTH" dev "$CLIENT_IF"
  for ns in "$SERVER_NS" "$CLIENT_NS"; do
    ip -n "$ns" link set lo up
  done
  ip -n "$SERVER_NS" link set "$SERVER_IF" up
  ip -n "$CLIENT_NS" link set "$CLIENT_IF" up
  # The link is proven by use: the server's readiness check and the client's preflight both cross it.
  echo "testhosts: server host $SERVER_NS $SERVER_ADDRESS, client host $CLIENT_NS $CLIENT_ADDRESS"
}

case ${1:-} in
  up) require_root; up ;;
  down) require_root; down ;;
  server) require_root; shift; exec ip netns exec "$SERVER_NS" "$@" ;;
  client) require_root; shift
    # A UTS namespace of its own, so the client's host name differs from the server's in result.json.
    exec ip netns exec "$CLIENT_NS" unshare --uts sh -c 'hostname echosoap-client && exec "$@"' sh "$@" ;;
  address) echo "$SERVER_ADDRESS" ;;
  *) echo "usage: $0 up|down|server CMD...|client CMD...|address" >&2; exit 2 ;;
esac
