#!/usr/bin/env bash
# Builds echosoap's two images from the build output (./mvnw -DskipTests package, or ./echosoap build):
#   echosoap-server:dev  docker/server/Dockerfile (Tomcat, our server.xml and JVM options, the Axis2, CXF, Metro WARs)
#   echosoap-client:dev  docker/client/Dockerfile (a JRE 17, the client jar and its client stacks)
# --bases official (the default): the Dockerfiles' own pinned official bases, pulled when not in the image store.
# --bases debian: the equivalents docker/bases/build-bases.sh builds from Debian's packages (built first if missing).
# An image is built only when what it is made of changed: its Dockerfile, the build context (.dockerignore's
# exceptions, by content) and its base's image ID, hashed into its label org.echosoap.inputs; an unchanged one is kept
# (a cached docker build still sent the ~100 MB context: 7 s a call). Each image carries its base in the label
# org.echosoap.base-image. Usage: docker/build-images.sh [--bases official|debian] [--tag T]
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
# context_files: every file the build context holds, from .dockerignore's exceptions (the one list of them).
context_files() {
  sed -n 's/^!//p' "$ROOT/.dockerignore" | sed 's|/\*\*$||' | sort -u | while IFS= read -r entry; do
    if [ -e "$ROOT/$entry" ]; then (cd "$ROOT" && find "$entry" -type f); fi
  done | LC_ALL=C sort -u
}
context_hash=$(cd "$ROOT" && context_files | tr '\n' '\0' | xargs -0 sha256sum | sha256sum | cut -c1-64)
# build NAME DOCKERFILE BASE: builds NAME:$tag unless its org.echosoap.inputs label already holds what it is made of.
build() {
  local name=$1 dockerfile=$2 base=$3 inputs have
  inputs=$( { echo "$context_hash"; sha256sum < "$dockerfile"; "$DOCKER" image inspect -f '{{.Id}}' "$base"; } \
    | sha256sum | cut -c1-64)
  have=$("$DOCKER" image inspect -f '{{index .Config.Labels "org.echosoap.inputs"}}' "$name:$tag" 2>/dev/null || true)
  if [ "$have" = "$inputs" ]; then
    echo "build-images.sh: have $name:$tag on $base (its inputs unchanged)" >&2
    return
  fi
  # --network none: nothing in either Dockerfile fetches anything, and the daemon may run without a default bridge.
  "$DOCKER" build -q --network none -f "$dockerfile" --build-arg BASE_IMAGE="$base" \
    --label "org.echosoap.inputs=$inputs" -t "$name:$tag" "$ROOT" >/dev/null
  echo "build-images.sh: built $name:$tag on $base" >&2
}
build echosoap-server "$ROOT/docker/server/Dockerfile" "$server_base"
build echosoap-client "$ROOT/docker/client/Dockerfile" "$client_base"
# The images these tags held before are left untagged: remove them (only echosoap's: they carry the base label).
"$DOCKER" image prune -f --filter label=org.echosoap.base-image >/dev/null
