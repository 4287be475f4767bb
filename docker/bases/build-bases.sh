#!/usr/bin/env bash
# Builds stand-ins for the official base images from Debian's packages, for machines that cannot pull from Docker
# Hub (docs/crosshost.md, "With Docker"):
#   echosoap-bases/debian:bookworm               debootstrap --variant=minbase bookworm, imported (docker import)
#   echosoap-bases/jre:17-bookworm               + Debian's openjdk-17-jre-headless at /opt/java/openjdk, LANG=C.UTF-8
#                                                (stands in for eclipse-temurin:17.0.15_6-jre)
#   echosoap-bases/tomcat:VERSION-jre17-bookworm + Tomcat VERSION (pom.xml's tomcat.version) from the local Maven
#                                                repository at /usr/local/tomcat (stands in for tomcat:VERSION-jdk17-temurin)
# An image whose tag exists is kept (Docker's image store is the cache: only a new machine pays for the bases);
# --rebuild builds all three again. Prints the tags, one a line, as NAME=TAG. Needs root for debootstrap.
# Usage: docker/bases/build-bases.sh [--rebuild]
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
HERE="$ROOT/docker/bases"
# Debian's own client (/usr/bin) matches its daemon; a newer client first on the PATH warns that the classic builder
# is deprecated on every build.
DOCKER=${DOCKER:-$([ -x /usr/bin/docker ] && echo /usr/bin/docker || echo docker)}
export DOCKER_BUILDKIT=0   # the classic builder: BuildKit (buildx) is not in Debian bookworm
SUITE=bookworm
rebuild=0
case ${1:-} in
  "") ;;
  --rebuild) rebuild=1 ;;
  *) echo "build-bases.sh: unknown option '$1' (usage: docker/bases/build-bases.sh [--rebuild])" >&2; exit 2 ;;
esac

die() { echo "build-bases.sh: $*" >&2; exit 1; }
"$DOCKER" info >/dev/null 2>&1 || die "no Docker daemon answers (or no permission to use it): apt-get install docker.io, then docker/dockerd.sh as root"
tomcat_version=$(sed -n 's:.*<tomcat.version>\(.*\)</tomcat.version>.*:\1:p' "$ROOT/pom.xml" | head -n 1)
[ -n "$tomcat_version" ] || die "no tomcat.version in $ROOT/pom.xml"
DEBIAN_TAG=echosoap-bases/debian:$SUITE
JRE_TAG=echosoap-bases/jre:17-$SUITE
TOMCAT_TAG=echosoap-bases/tomcat:$tomcat_version-jre17-$SUITE

have() { [ "$rebuild" = 0 ] && "$DOCKER" image inspect "$1" >/dev/null 2>&1; }
log() { echo "build-bases.sh: $*" >&2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if have "$DEBIAN_TAG"; then
  log "have $DEBIAN_TAG"
else
  command -v debootstrap >/dev/null || die "no debootstrap: apt-get install debootstrap"
  [ "$(id -u)" = 0 ] || die "debootstrap needs root"
  # The host's own Debian mirror (apt's sources), so the base comes from where this machine's packages come from.
  mirror=$(sed -n 's/^URIs: *\([^ ]*debian\)$/\1/p' /etc/apt/sources.list.d/debian.sources 2>/dev/null | head -n 1)
  mirror=${mirror:-http://deb.debian.org/debian}
  log "debootstrap --variant=minbase $SUITE from $mirror (about 2 min) ..."
  debootstrap --variant=minbase "$SUITE" "$work/rootfs" "$mirror" > "$work/debootstrap.log" 2>&1 \
    || { tail -n 20 "$work/debootstrap.log" >&2; die "debootstrap failed"; }
  rm -rf "$work/rootfs/var/cache/apt/archives/"*.deb "$work/rootfs/var/lib/apt/lists/"*
  tar -C "$work/rootfs" -c . | "$DOCKER" import - "$DEBIAN_TAG" >/dev/null
  rm -rf "$work/rootfs"
  log "built $DEBIAN_TAG"
fi

if have "$JRE_TAG"; then
  log "have $JRE_TAG"
else
  log "building $JRE_TAG (apt-get install openjdk-17-jre-headless, about 1 min) ..."
  "$DOCKER" build -q --network host --build-arg DEBIAN_IMAGE="$DEBIAN_TAG" -t "$JRE_TAG" "$HERE/jre" >/dev/null
  log "built $JRE_TAG"
fi

if have "$TOMCAT_TAG"; then
  log "have $TOMCAT_TAG"
else
  tarball="$HOME/.m2/repository/org/apache/tomcat/tomcat/$tomcat_version/tomcat-$tomcat_version.tar.gz"
  if [ ! -f "$tarball" ]; then
    log "resolving org.apache.tomcat:tomcat:$tomcat_version:tar.gz into the local Maven repository ..."
    (cd "$ROOT" && ./mvnw -B -q dependency:get -Dartifact="org.apache.tomcat:tomcat:$tomcat_version:tar.gz" -Dtransitive=false) >&2
  fi
  [ -f "$tarball" ] || die "no $tarball"
  mkdir -p "$work/tomcat"
  cp "$HERE/tomcat/Dockerfile" "$work/tomcat/"
  cp "$tarball" "$work/tomcat/tomcat.tar.gz"
  "$DOCKER" build -q --network none --build-arg JRE_IMAGE="$JRE_TAG" --build-arg TOMCAT_VERSION="$tomcat_version" \
    -t "$TOMCAT_TAG" "$work/tomcat" >/dev/null
  log "built $TOMCAT_TAG"
fi
echo "CLIENT_BASE=$JRE_TAG"
echo "SERVER_BASE=$TOMCAT_TAG"
