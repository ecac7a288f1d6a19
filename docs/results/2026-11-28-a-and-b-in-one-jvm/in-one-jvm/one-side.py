#!/usr/bin/env python3
"""Prints the one-side-per-JVM experiment's figures from its files: per cycle of four JVMs (A and B,
each warmed on its own side or on both), each JVM's mean log time over its runs; then, paired by
cycle, B against A when each JVM warmed only its own side (as compare's forks do), B against A when
every JVM warmed both sides (as when they alternate in one JVM), and the difference of the two, each
as a change in % (from the mean log ratio) with a t 95% interval over the cycles.
Usage: python3 one-side.py [FILE...] (one-side.txt when none; the files' cycles are pooled, so each
file numbers its own apart)"""
import csv, math, statistics as st, sys
from collections import defaultdict

T975 = [0, 12.71, 4.30, 3.18, 2.78, 2.57, 2.45, 2.36, 2.31, 2.26, 2.23, 2.20, 2.18, 2.16, 2.14, 2.13, 2.12, 2.11,
        2.10, 2.09, 2.09, 2.08, 2.07, 2.07, 2.06, 2.06, 2.06, 2.05, 2.05, 2.05, 2.04]


def t975(df):
    """Student's t at 97.5% for df degrees of freedom: the table to 30, then 1.96 + 2.5 / df (within 0.002)."""
    return T975[df] if df <= 30 else 1.96 + 2.5 / df


def change(log_ratio):
    """A mean log ratio as the change in % it stands for, as bench compare prints its delta."""
    return 100 * (math.exp(log_ratio) - 1)


rows = [r for f in (sys.argv[1:] or ["one-side.txt"]) for r in csv.DictReader(open(f))]
for clock in ("call", "seconds"):
    jvm = defaultdict(list)
    for r in rows:
        jvm[(int(r["cycle"]), r["jvm"])].append(math.log(float(r[clock])))
    cycles = sorted({c for c, _ in jvm if all((c, k) in jvm for k in ("A:own", "B:own", "A:both", "B:both"))})
    m = {k: st.mean(v) for k, v in jvm.items()}
    own = [m[(c, "B:own")] - m[(c, "A:own")] for c in cycles]
    both = [m[(c, "B:both")] - m[(c, "A:both")] for c in cycles]
    runs_sd = st.mean(st.stdev(v) for v in jvm.values() if len(v) > 1)
    print("clock: %s; %d complete cycles of 4 JVMs, %d runs each; SD of runs inside one JVM %.1f%%" % (
        clock, len(cycles), len(rows) // max(1, len(jvm)), 100 * runs_sd))
    for name, d in (("B / A, each JVM warmed on its own side", own), ("B / A, each JVM warmed on both sides", both),
                    ("the first less the second", [o - b for o, b in zip(own, both)])):
        n = len(d)
        h = t975(n - 1) * st.stdev(d) / math.sqrt(n)
        print("  %-40s %+6.2f%% (95%%: %+.2f .. %+.2f), SD over cycles %.1f%%" % (
            name, change(st.mean(d)), change(st.mean(d) - h), change(st.mean(d) + h), 100 * st.stdev(d)))
    for k in ("A:own", "B:own", "A:both", "B:both"):
        print("  mean time %-6s %.3f s" % (k, math.exp(st.mean(m[(c, k)] for c in cycles))))
    print()
