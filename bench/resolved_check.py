#!/usr/bin/env python3
"""Checks a suite's console output: no row prints a figure whose 95% interval exceeds half of it.

    python3 bench/resolved_check.py suite-output.txt ...

Every "X ± Y" on a table row (warning lines, which start with "  !", are not rows) must have Y <= |X| / 2.
Prints each offending line and exits 1 when there is one; prints the count of figures checked.
"""
import re
import sys

FIGURE = re.compile(r"([+-]?\d[\d,]*(?:\.\d+)?) ± (\d[\d,]*(?:\.\d+)?)")

checked = 0
bad = []
for name in sys.argv[1:]:
    with open(name, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            if line.startswith("  !"):
                continue
            for m in FIGURE.finditer(line):
                value = float(m.group(1).replace(",", ""))
                half_width = float(m.group(2).replace(",", ""))
                checked += 1
                if half_width > abs(value) / 2:
                    bad.append(f"{name}:{number}: {line.rstrip()}")
print(f"{checked} figures checked, {len(bad)} with an interval wider than half of them")
for b in bad:
    print(b)
sys.exit(1 if bad else 0)
