# Sourced by the bench scripts: start_fresh_server DIR [server start options] starts the real Tomcat with the
# launcher on a free port of 127.0.0.1, its CATALINA_BASE in DIR, sets PORT, and stops it when the script exits.
# Needs ROOT (the repository). One place for what every benchmark does first.
start_fresh_server() {
  FRESH_SERVER_BASE=$1
  shift
  PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')
  trap '"$ROOT/echosoap" server stop --base "$FRESH_SERVER_BASE" >/dev/null 2>&1 || true' EXIT
  "$ROOT/echosoap" server start "$@" --port "$PORT" --base "$FRESH_SERVER_BASE" >&2
}
