#!/usr/bin/env bash
# Links a bench script's raw output from its subject's history, newest first: puts "- [NAME](NAME)" first under
# "## Raw outputs (the scripts' files, newest first)" in SUBJECT.md beside FILE (bench/results/SUBJECT.md; the
# section, or the file, is made when missing; a file already linked is left alone). The bench scripts call it after
# writing FILE. What stays a person's job, because it needs reading: a dated section with the run's reading on top
# of SUBJECT.md, and today's figure in the subject's row of BENCHMARKS.md (the old row moves to SUBJECT.md's
# "Dashboard rows, newest first").
#
#   bench/record.sh SUBJECT FILE        e.g. bench/record.sh stacks bench/results/stacks-2026-11-28.md
set -euo pipefail
usage() { echo "usage: bench/record.sh SUBJECT FILE (SUBJECT: a name like stacks, FILE: the script's output)" >&2; exit 2; }
[ $# -eq 2 ] || usage
SUBJECT=$1
FILE=$2
case $SUBJECT in '' | *[!a-z0-9-]*) usage ;; esac
[ -f "$FILE" ] || { echo "bench/record.sh: no such file: $FILE" >&2; exit 2; }
HISTORY="$(dirname "$FILE")/$SUBJECT.md"
python3 - "$HISTORY" "$(basename "$FILE")" "$SUBJECT" <<'PY'
import os, sys
history, name, subject = sys.argv[1:]
heading = "## Raw outputs (the scripts' files, newest first)"
item = f"- [{name}]({name})"
text = open(history, encoding="utf-8").read() if os.path.exists(history) else f"# {subject}\n"
lines = text.rstrip("\n").split("\n")
if item in lines:
    print(f"{name} is already linked from {history}", file=sys.stderr)
    sys.exit(0)
if heading in lines:
    at = lines.index(heading) + 1
    while at < len(lines) and not lines[at].strip():
        at += 1
    lines.insert(at, item)
else:
    lines += ["", heading, "", item]
with open(history, "w", encoding="utf-8") as out:
    out.write("\n".join(lines) + "\n")
print(f"linked {name} from {history}; put the run's reading on top there, today's figure in BENCHMARKS.md's row",
      file=sys.stderr)
PY
