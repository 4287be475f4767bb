#!/usr/bin/env bash
# Two test hosts on one machine (seed 003's "client and server on different hosts"): network namespaces joined by
# a veth pair, with addresses in a /30 subnet that only these two namespaces ever use.
#
#   conf/testhosts/testhosts.sh up            create (after removing leftovers of an earlier, killed run)
#   conf/testhosts/testhosts.sh down          remove everything it created (safe to call twice)
#   conf/testhosts/testhosts.sh server CMD... run CMD in the server host (namespace echosoap-server, 10.77.231.1)
#   conf/testhosts/testhosts.sh client CMD... run CMD in the client host (namespace echosoap-client, 10.77.231.2,
#                                             its own host name "echosoap-client" so result files tell them apart;
#                                             behind a link, its rate (and delay) too: "echosoap-client-10mbit")
#   conf/testhosts/testhosts.sh link RATE [DELAY]  a link of RATE (10mbit, 100mbit, 1gbit, or bit/s) each way: tbf
#                                             on the egress of both veth ends; DELAY (1ms, 500us) each way with netem
#                                             where the kernel has it (one line says when it does not)
#   conf/testhosts/testhosts.sh link off      back to the bare veth (removing the namespaces removes it too)
#   conf/testhosts/testhosts.sh check-link RATE [DELAY]  validate only, print RATE in bit/s (no root, nothing touched)
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

# ---------------------------------------------------------------- a link you choose
# The shaping is a token bucket (tbf) on the root of each veth end, so each direction is a RATE link with a queue in
# front of it, as a switch port is. Its two sizes:
#   burst = max(1600 B, 1 ms at RATE). tbf sends a packet only when the bucket holds its length (an Ethernet frame
#           with headers is up to 1514 B: below that, full-sized packets could never leave), and an idle link fills
#           the bucket up to burst, so the first burst bytes after a pause leave at once: the shaped link is faster
#           than a wire by at most burst/RATE per pause (1.3 ms at 10mbit, 1 ms above 12.8mbit). Smaller is truer,
#           but tbf waits for the next token with a kernel timer, and this VM's timers are late by tens of µs: with
#           31 KB (250 µs) at 1gbit the link delivered 8% less than its rate, with 125 KB (1 ms) it delivered the rate
#           (a 1 MB answer, bench notes in bench/results/link.md).
#   limit = max(128 KiB, 100 ms at RATE) of queue. A closed loop on one connection holds at most one answer (its
#           congestion window) in the queue, so the depth adds no delay by itself; a drop would cost a TCP
#           retransmission timeout (200 ms and more) and swamp any per-message figure, so the queue is deep.
# Added delay (netem) is the tbf's child (parent 1:1): a packet waits DELAY in netem, then its turn at RATE, as on a
# wire DELAY long; tbf stays at the root in both cases, so 'link off' is one delete per end.
LINK_MIN_BURST_BYTES=1600
LINK_BURST_MICROS=1000
LINK_MIN_LIMIT_BYTES=131072
LINK_QUEUE_MILLIS=100
LINK_NETEM_LIMIT_PACKETS=100000
NO_NETEM_LINE="netem is not in this kernel: no added delay or loss; rate shaping with tbf only"

# RATE in bit/s as tc spells it (decimal units: 1kbit = 1000 bit/s), printed as a whole number; fails on anything else.
# tc's "bps" means bytes per second: refused, so that nobody asks for 8 times the rate they meant.
rate_bits_per_second() {
  local text=${1,,}
  [[ $text =~ ^([0-9]+(\.[0-9]+)?)(bit|kbit|mbit|gbit)?$ ]] || return 1
  local number=${BASH_REMATCH[1]} unit=${BASH_REMATCH[3]:-bit}
  local multiplier
  case $unit in bit) multiplier=1 ;; kbit) multiplier=1000 ;; mbit) multiplier=1000000 ;; gbit) multiplier=1000000000 ;; esac
  # Below 64 kbit/s one full frame takes 190 ms, TCP's own timers would be what is measured; above 100 gbit/s the
  # veth itself is the limit.
  awk -v n="$number" -v m="$multiplier" 'BEGIN { r = n * m; if (r < 64000 || r > 100e9) exit 1; printf "%.0f\n", r }'
}

check_link() {
  [ $# -ge 1 ] && [ $# -le 2 ] || die "usage: $0 link RATE [DELAY] | link off"
  rate_bits_per_second "$1" >/dev/null \
    || die "link: RATE is in bits per second, 64kbit to 100gbit: 10mbit, 100mbit, 1gbit or 2500000 (tc's 'bps' means bytes: not taken), got '$1'"
  if [ $# = 2 ]; then
    [[ $2 =~ ^[0-9]+(\.[0-9]+)?(us|ms|s)$ ]] || die "link: DELAY must be a time like 500us, 1ms or 0.2s, got '$2'"
  fi
}

link_ends() { echo "$SERVER_NS:$SERVER_IF $CLIENT_NS:$CLIENT_IF"; }

link_off() {
  local end
  for end in $(link_ends); do
    # The bare veth has no root qdisc to delete (noqueue): nothing to do then.
    tc -n "${end%%:*}" qdisc del dev "${end##*:}" root 2>/dev/null || true
  done
}

# Whether netem can be attached: a throwaway qdisc on the server's veth end, removed at once (the link is idle: the
# hosts were just built or their runs have not started).
netem_available() {
  tc -n "$SERVER_NS" qdisc add dev "$SERVER_IF" root handle 9: netem delay 0ms 2>/dev/null || return 1
  tc -n "$SERVER_NS" qdisc del dev "$SERVER_IF" root
}

link() {
  if [ "${1:-}" = off ]; then
    [ $# = 1 ] || die "usage: $0 link off"
    require_hosts
    link_off
    echo "testhosts: link off (bare veth)"
    return
  fi
  check_link "$@"
  require_hosts
  local rate_bps delay=${2:-} netem=0 end
  rate_bps=$(rate_bits_per_second "$1")
  local rate_bytes_per_second=$((rate_bps / 8))
  local burst=$((rate_bytes_per_second * LINK_BURST_MICROS / 1000000))
  [ "$burst" -ge "$LINK_MIN_BURST_BYTES" ] || burst=$LINK_MIN_BURST_BYTES
  local limit=$((rate_bytes_per_second * LINK_QUEUE_MILLIS / 1000))
  [ "$limit" -ge "$LINK_MIN_LIMIT_BYTES" ] || limit=$LINK_MIN_LIMIT_BYTES
  link_off # a previous link's netem child must not survive a link without delay
  if [ -n "$delay" ]; then
    if netem_available; then netem=1; else echo "testhosts: $NO_NETEM_LINE"; fi
  fi
  for end in $(link_ends); do
    tc -n "${end%%:*}" qdisc replace dev "${end##*:}" root handle 1: tbf rate "${rate_bps}bit" burst "$burst" limit "$limit"
    if [ "$netem" = 1 ]; then
      tc -n "${end%%:*}" qdisc add dev "${end##*:}" parent 1:1 handle 10: netem delay "$delay" limit "$LINK_NETEM_LIMIT_PACKETS"
    fi
  done
  echo "testhosts: link $1 ($rate_bps bit/s) each way$([ "$netem" = 1 ] && echo ", $delay delay each way (netem)")" \
    "(tbf on $SERVER_IF and $CLIENT_IF: burst $burst B, queue $limit B)"
}

# The client host's name, with the link it sits behind as tc reports it (echosoap-client-10mbit,
# echosoap-client-1500kbit-1ms): result.json's clientHost then tells a run over a link from one over the bare veth,
# and the run history, whose setups are keyed by host name, does not pool runs made at different rates.
client_host_name() {
  local qdiscs rate delay
  qdiscs=$(tc -n "$CLIENT_NS" qdisc show dev "$CLIENT_IF" 2>/dev/null || true)
  rate=$(sed -n 's/^qdisc tbf .* rate \([0-9A-Za-z]*\) .*/\1/p' <<< "$qdiscs" | head -n 1)
  delay=$(sed -n 's/^qdisc netem .* delay \([0-9.a-z]*\).*/\1/p' <<< "$qdiscs" | head -n 1)
  echo "$CLIENT_NS${rate:+-${rate,,}}${delay:+-$delay}"
}

require_hosts() {
  ip netns list | grep -qw "^$SERVER_NS" && ip netns list | grep -qw "^$CLIENT_NS" \
    || die "no test hosts: run '$0 up' first"
}

case ${1:-} in
  up) require_root; up ;;
  down) require_root; down ;;
  server) require_root; shift; exec ip netns exec "$SERVER_NS" "$@" ;;
  client) require_root; shift
    # A UTS namespace of its own, so the client's host name differs from the server's in result.json.
    exec ip netns exec "$CLIENT_NS" unshare --uts sh -c 'hostname "$0" && exec "$@"' "$(client_host_name)" "$@" ;;
  link) require_root; command -v tc >/dev/null || die "link needs iproute2's tc command"; shift; link "$@" ;;
  check-link) shift; check_link "$@"; rate_bits_per_second "$1" ;;
  address) echo "$SERVER_ADDRESS" ;;
  *) echo "usage: $0 up|down|server CMD...|client CMD...|link RATE [DELAY]|link off|check-link RATE [DELAY]|address" >&2; exit 2 ;;
esac
