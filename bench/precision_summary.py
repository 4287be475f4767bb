#!/usr/bin/env python3
"""One markdown line per measured thing, for bench/precision.sh: a run's headline cost, an A/A compare, a suite."""
import json
import statistics
import sys


def run(label, path, seconds):
    r = json.load(open(path))
    measured = [c for c in r["costs"] if c["endpoint"] == r["runs"][-1]["endpoint"]]
    if not measured:
        print(f"- {label}: no cost ({path})")
        return
    c = measured[-1]
    rel = 100 * c["ci95Micros"] / abs(c["perMessageCostMicros"]) if c.get("ci95Micros") else float("nan")
    m = r["runs"][-1].get("measuring", {})
    primes = ", ".join(f'{x["endpoint"]} {x["priming"]["millis"] / 1000:.1f}s{"" if x["priming"]["steady"] else " (not steady)"}'
                       for x in r["runs"] if "priming" in x)
    print(f'- {label}: {c["endpoint"]} − {c["baselineEndpoint"]} {c["perMessageCostMicros"]:.1f} ± {c["ci95Micros"]:.1f} µs '
          f'(±{rel:.1f}%, {c["pairs"]} pairs, stop {m.get("stop")} after {m.get("millis", 0) / 1000:.1f} s of measuring; '
          f'by means {c["perMessageCostMeanMicros"]:.1f} ± {c["ci95MeanMicros"]:.1f}); wall {float(seconds):.0f} s; primed {primes}')


def aa(label, path):
    c = json.load(open(path))
    rows = c["rows"]
    cost_rows = [x for x in rows if x.get("kind") == "cost"]
    marked = [x for x in rows if x.get("marked")]
    marked_cost = [x for x in cost_rows if x.get("marked")]
    significant = [x for x in rows if x.get("significant")]
    detail = "; ".join(f'{x.get("endpoint")} {x.get("kind")} {x.get("differencePercent", float("nan")):+.1f}% p={x.get("pValue")}'
                       for x in marked)
    print(f"- {label}: {len(marked_cost)} of {len(cost_rows)} cost rows and {len(marked) - len(marked_cost)} of "
          f"{len(rows) - len(cost_rows)} latency rows flagged (significant and beyond the threshold); "
          f"{len(significant)} rows significant in all{': ' + detail if detail else ''}")


def suite(label, path, seconds):
    r = json.load(open(path))
    costs = r["costs"]
    rel = [100 * c["ci95Micros"] / abs(c["perMessageCostMicros"]) for c in costs
           if c.get("ci95Micros") is not None and c.get("perMessageCostMicros")]
    met = sum(1 for c in costs if c.get("ci95Micros") is not None
              and c["ci95Micros"] <= max(0.05 * abs(c["perMessageCostMicros"]), 1.0))
    wider = sum(1 for c in costs if c.get("ci95Micros") is None or c["ci95Micros"] >= abs(c["perMessageCostMicros"]))
    print(f"- {label}: {len(costs)} costs, median relative CI ±{statistics.median(rel):.1f}%, {met} within ±5% (or 1 µs), "
          f"{wider} with a CI as wide as the cost or wider; suite {r.get('elapsedSeconds', 0):.0f} s, wall {float(seconds):.0f} s")


if __name__ == "__main__":
    kind = sys.argv[1]
    {"run": run, "aa": aa, "suite": suite}[kind](*sys.argv[2:])
