#!/usr/bin/env python3
"""Prints, for each JMH result file given (20 runs of the memory store inside one fork), the runs'
times, their SD and the SD of a pair of neighbouring runs (runs 1-2, 3-4, ...), all of log time,
in %. Usage: python3 neighbours.py same-jvm-no-gc.json same-jvm-gc.json"""
import json, math, statistics as st, sys

for f in sys.argv[1:]:
    for b in json.load(open(f)):
        runs = [x for fork in b["primaryMetric"]["rawData"] for x in fork]
        logs = [math.log(x) for x in runs]
        pairs = [logs[2 * i + 1] - logs[2 * i] for i in range(len(logs) // 2)]
        print("%s: %d runs, %.2f-%.2f s, SD %.1f%%, a pair of neighbours' log ratio SD %.1f%%" % (
            f, len(runs), min(runs), max(runs), 100 * st.stdev(logs), 100 * st.stdev(pairs)))
        print("  " + " ".join("%.2f" % x for x in runs))
