#!/usr/bin/env bash
# Builds echosoap's two images from the build output (./mvnw -DskipTests package, or ./echosoap build):
#   echosoap-server:dev  docker/server/Dockerfile (Tomcat, our server.xml and JVM options, the Axis2, CXF, Metro WARs)
#   echosoap-client:dev  docker/client/Dockerfile (a JRE 17, the client jar and its client stacks)
# --bases official (the default): the Dockerfiles' own pinned official bases, pulled when not in the image store.
# --bases debian: the equivalents docker/bases/build-bases.sh builds from Debian's packages (built first if missing).
# The images are rebuilt on every call (the builder's layer cache makes an unchanged one cost seconds). Each image
# carries its base in the label org.echosoap.base-image. Usage: docker/build-images.sh [--bases official|debian] [--tag T]
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# Debian's own client (/usr/bin) matches its daemon; a newer client first on the PATH warns that the classic builder
# is deprecated on every build.
DOCKER=${DOCKER:-$([ -x /usr/bin/docker ] && echo /usr/bin/docker || echo docker)}
export DOCKER_BUILDKIT=0   # the classic builder: BuildKit (buildx) is not in Debian bookworm
bases=official
tag=dev
while [ $# -gt 0 ]; do
  case $1 in
    --bases) [ $# -ge 2 ] || { echo "build-images.sh: --bases needs official or debian" >&2; exit 2; }; bases=$2; shift 2 ;;
    --tag) [ $# -ge 2 ] || { echo "build-images.sh: --tag needs a value" >&2; exit 2; }; tag=$2; shift 2 ;;
    *) echo "build-images.sh: unknown option '$1' (usage: docker/build-images.sh [--bases official|debian] [--tag T])" >&2; exit 2 ;;
  esac
done
die() { echo "build-images.sh: $*" >&2; exit 1; }
"$DOCKER" info >/dev/null 2>&1 || die "no Docker daemon answers (or no permission to use it): apt-get install docker.io, then docker/dockerd.sh as root (or add your user to the docker group)"
for artifact in client/target/echosoap-client.jar client/target/client-stacks webapp/target/echosoap.war \
    webapp/cxf/target/echosoap-cxf.war webapp/metro/target/echosoap-metro.war; do
  [ -e "$ROOT/$artifact" ] || die "$artifact is missing: build first (./echosoap build, or ./mvnw -DskipTests package)"
done
# default_base DOCKERFILE: the ARG BASE_IMAGE default, the one place the official base is named.
default_base() { sed -n 's/^ARG BASE_IMAGE=//p' "$1" | head -n 1; }
case $bases in
  official)
    server_base=$(default_base "$ROOT/docker/server/Dockerfile")
    client_base=$(default_base "$ROOT/docker/client/Dockerfile")
    for base in "$server_base" "$client_base"; do
      "$DOCKER" image inspect "$base" >/dev/null 2>&1 && continue
      timeout 120 "$DOCKER" pull -q "$base" >/dev/null 2>&1 \
        || die "cannot pull $base (no route to its registry?); build an equivalent base here with docker/bases/build-bases.sh and use docker/build-images.sh --bases debian"
    done ;;
  debian)
    bases_out=$("$ROOT/docker/bases/build-bases.sh")
    server_base=$(sed -n 's/^SERVER_BASE=//p' <<< "$bases_out")
    client_base=$(sed -n 's/^CLIENT_BASE=//p' <<< "$bases_out") ;;
  *) echo "build-images.sh: --bases takes official or debian, got '$bases'" >&2; exit 2 ;;
esac
# --network none: nothing in either Dockerfile fetches anything, and the daemon may run without a default bridge.
"$DOCKER" build -q --network none -f "$ROOT/docker/server/Dockerfile" --build-arg BASE_IMAGE="$server_base" \
  -t "echosoap-server:$tag" "$ROOT" >/dev/null
echo "build-images.sh: built echosoap-server:$tag on $server_base" >&2
"$DOCKER" build -q --network none -f "$ROOT/docker/client/Dockerfile" --build-arg BASE_IMAGE="$client_base" \
  -t "echosoap-client:$tag" "$ROOT" >/dev/null
echo "build-images.sh: built echosoap-client:$tag on $client_base" >&2
# The images these tags held before are left untagged: remove them (only echosoap's: they carry the base label).
"$DOCKER" image prune -f --filter label=org.echosoap.base-image >/dev/null
