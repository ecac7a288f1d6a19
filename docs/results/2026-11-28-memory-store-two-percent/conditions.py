#!/usr/bin/env python3
"""What the rounds' own conditions say about their times, as read for the report
2026-11-28-memory-store-two-percent.

  python3 conditions.py extract BUNDLE... > conditions.csv   (from bundles that keep their rounds' jmh.json)
  python3 conditions.py conditions.csv                      (the correlations the report quotes)
"""
import csv, glob, json, os, statistics, sys

COLUMNS = ["runStealShare", "runGcShare", "runOtherCpus", "runCpuPressure"]


def extract(bundles):
    w = csv.writer(sys.stdout)
    w.writerow(["bundle", "round", "seconds"] + COLUMNS)
    for b in bundles:
        for r in sorted(glob.glob(os.path.join(b, "rounds", "*", "jmh.json"))):
            m = json.load(open(r))[0]
            sec = m["secondaryMetrics"]
            w.writerow([os.path.basename(b.rstrip("/")), os.path.basename(os.path.dirname(r)),
                        m["primaryMetric"]["score"]] + [sec[c]["score"] if c in sec else "" for c in COLUMNS])


def correlations(path):
    rows = list(csv.DictReader(open(path)))
    for bundle in sorted({r["bundle"] for r in rows}):
        mine = [r for r in rows if r["bundle"] == bundle]
        t = [float(r["seconds"]) for r in mine]
        parts = []
        for c in COLUMNS:
            x = [float(r[c]) for r in mine]
            parts.append("%s %+.2f" % (c, statistics.correlation(t, x)) if len(set(x)) > 1 else c + " constant")
        print("%s: %d rounds; correlation with the run's time: %s" % (bundle, len(mine), ", ".join(parts)))


if __name__ == "__main__":
    if sys.argv[1] == "extract":
        extract(sys.argv[2:])
    else:
        correlations(sys.argv[1])
