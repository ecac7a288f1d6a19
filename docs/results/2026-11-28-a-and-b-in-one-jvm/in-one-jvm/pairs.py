#!/usr/bin/env python3
"""Prints the in-JVM experiment's figures from its CSVs (one per JVM) and times.txt (each JVM's start
and end, from the queue's log): per JVM and per set, the effect of B over A (the JVMs' mean of their
pairs' mean log(B / A), as a change in % the way bench compare prints it) with a t interval over the
set's JVMs (so a JVM-level bias counts), the SD of one pair's log(B / A), the order effect (the
second run of a pair against the first: half the difference between the pairs that ran A first and
those that ran B first, so that the effect itself cancels), the pairs ten minutes hold and the MDE
(80% power, 5% two-sided) they would reach. Usage: python3 pairs.py DIR"""
import csv, math, os, re, statistics as st, sys

T95 = {1: 12.71, 2: 4.30, 3: 3.18, 4: 2.78, 5: 2.57, 6: 2.45, 7: 2.36, 8: 2.31, 9: 2.26}
d = sys.argv[1] if len(sys.argv) > 1 else "."
wall = {}
starts = {}
for line in open(os.path.join(d, "times.txt")):
    m = re.match(r"(\d+):(\d+):(\d+) (start|end) (\S+)", line)
    if m:
        t = int(m[1]) * 3600 + int(m[2]) * 60 + int(m[3])
        if m[4] == "start":
            starts[m[5]] = t
        else:
            wall[m[5]] = (t - starts[m[5]]) % 86400
sets = {}
for f in sorted(os.listdir(d)):
    if f.endswith(".csv"):
        sets.setdefault(re.sub(r"\d+$", "", f[:-4]).rstrip("-"), []).append(f[:-4])
def change(log_ratio):
    """A mean log ratio as the change in % it stands for, as bench compare prints its delta."""
    return 100 * (math.exp(log_ratio) - 1)


def summarise(clock, name, jvms, show_jvms):
    means, logs, a_first, b_first, pairs_per_s = [], [], [], [], []
    for j in jvms:
        rows = list(csv.DictReader(open(os.path.join(d, j + ".csv"))))
        x = [math.log(float(r["b_" + clock]) / float(r["a_" + clock])) for r in rows]
        a_first += [v for v, r in zip(x, rows) if r["first"] == "A"]
        b_first += [v for v, r in zip(x, rows) if r["first"] == "B"]
        means.append(st.mean(x))
        logs += x
        pairs_per_s.append(len(rows) / wall[j])
        if show_jvms:
            print("  %-8s %3d pairs in %3d s  effect %+6.2f%%  pair SD %4.1f%%" % (j, len(rows), wall[j], change(st.mean(x)), 100 * st.stdev(x)))
    k = len(means)
    m, se = st.mean(means), st.stdev(means) / math.sqrt(k)
    sd = st.stdev(logs)
    # the later run of a pair against the earlier, the effect taken out: + when the later is slower
    order = (st.mean(a_first) - st.mean(b_first)) / 2
    n10 = 600 * st.mean(pairs_per_s)
    print("  %s: %d JVMs, %d pairs: effect %+.2f%% (95%% over JVMs %+.2f .. %+.2f), pair SD %.1f%%, order effect %+.2f%%,"
          " %.0f pairs in ten minutes, MDE %.1f%%" % (name, k, len(logs), change(m), change(m - T95[k - 1] * se),
                                                     change(m + T95[k - 1] * se), 100 * sd, change(order), n10,
                                                     100 * 2.8 * sd / math.sqrt(n10)))


for clock in ("call", "seconds"):
    print("clock: %s (%s)" % (clock, "the whole run, store open to closed: what compare's JMH score is" if clock == "call"
                                else "the run's measured interval, workers released to the last one done"))
    for name, jvms in sets.items():
        summarise(clock, name, jvms, True)
    groups = {}
    for name, jvms in sets.items():
        groups.setdefault(name.split("-")[0], []).append(name)
    for group, names in groups.items():
        if len(names) > 1:
            summarise(clock, " + ".join(names), [j for n in names for j in sets[n]], False)
    print()
