# Sourced by the gate benchmarks (gate-bytes.sh, gate-stages.sh): what both do to a pair of results. Needs CLIENT (the
# client's command line as an array), PORT (a running server's, from fresh-server.sh) and RUN (the runs' options).

spin_alloc_run() { # ALLOC_BYTES OUT [MORE RUN OPTIONS...]: /baseline/spin?micros=0&allocBytes=N over null (--url)
  local alloc=$1 out=$2
  shift 2
  "${CLIENT[@]}" run --url "http://127.0.0.1:$PORT/echosoap/baseline/spin?micros=0&allocBytes=$alloc" \
    --request "$ROOT/conf/examples/orders/getQuote.xml" "$@" "${RUN[@]}" --out "$out" >/dev/null
}

gate() { # A B OUT RULE... -> prints compare's exit code (0 passed, 1 failed); a usage error (2) stops the script
  local a=$1 b=$2 out=$3
  shift 3
  local args=()
  for rule in "$@"; do args+=(--fail-on "$rule"); done
  set +e
  "${CLIENT[@]}" compare "$a/result.json" "$b/result.json" --label-a A --label-b B --out "$out" --force \
    "${args[@]}" >"$out.txt" 2>&1
  local code=$?
  set -e
  if [ "$code" = 2 ]; then echo "compare: usage error, see $out.txt" >&2; cat "$out.txt" >&2; exit 1; fi
  echo "$code"
}
