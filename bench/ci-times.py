#!/usr/bin/env python3
"""Per-class test times of a finished `./mvnw verify`, from the Surefire and Failsafe XML reports under every module's
target/ (measure CI before cutting it). Prints a Markdown table, slowest first, with each module's total.

    python3 bench/ci-times.py [ROOT] > bench/results/ci-YYYY-MM-DD.md
"""
import glob, os, sys, xml.etree.ElementTree as ET
root = sys.argv[1] if len(sys.argv) > 1 else "."
rows, modules = [], {}
for kind in ("surefire-reports", "failsafe-reports"):
    for path in glob.glob(os.path.join(root, "**", "target", kind, "TEST-*.xml"), recursive=True):
        try:
            suite = ET.parse(path).getroot()
        except ET.ParseError:
            continue
        module = os.path.relpath(path, root).split(os.sep + "target" + os.sep)[0]
        seconds = float(suite.get("time", "0") or 0)
        tests = int(suite.get("tests", "0"))
        failed = int(suite.get("failures", "0")) + int(suite.get("errors", "0"))
        name = suite.get("name", os.path.basename(path))
        rows.append((seconds, module, name.rsplit(".", 1)[-1], kind.split("-")[0], tests, failed))
        m = modules.setdefault(module, [0.0, 0.0])
        m[0 if kind.startswith("surefire") else 1] += seconds
rows.sort(reverse=True)
total = sum(r[0] for r in rows)
print(f"# Test time per class ({len(rows)} classes, {total:.0f} s in tests)\n")
print("| module | unit s | IT s |\n|---|---:|---:|")
for module, (unit, it) in sorted(modules.items(), key=lambda kv: -(kv[1][0] + kv[1][1])):
    print(f"| {module} | {unit:.0f} | {it:.0f} |")
print("\n| s | share | module | class | kind | tests | failed |\n|---:|---:|---|---|---|---:|---:|")
for seconds, module, name, kind, tests, failed in rows:
    print(f"| {seconds:.1f} | {100 * seconds / total if total else 0:.1f}% | {module} | {name} | {kind} | {tests} | {failed} |")
