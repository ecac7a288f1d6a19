"""Where h2-mvstore's lockstep noise sat, per compare (the estimates of 2026-11-29-compare-lockstep's
sessions.py): how much a pair of runs' log(B/A) varies inside a session, how much the sessions'
means vary (compare's unit) against what independent pairs would give, and each side's fork level
that follows. Usage: python3 noise.py LABEL=TURNS.csv ..."""
import csv, math, statistics as st, sys
from collections import defaultdict
for arg in sys.argv[1:]:
    label, path = arg.split('=', 1)
    by = defaultdict(lambda: defaultdict(dict))
    for r in csv.DictReader(open(path)):
        by[r['bundle']][int(r['session'])].setdefault(r['side'], {})[int(r['turn'])] = float(r['seconds'])
    for b, sessions in by.items():
        pairs, means = [], []
        for s, sides in sorted(sessions.items()):
            a, bb = sides['A'], sides['B']
            pairs.append([math.log(bb[t] / a[t]) for t in sorted(a) if t in bb])
            means.append(math.log(st.mean(bb.values()) / st.mean(a.values())))
        n = len(pairs[0])
        within, between = st.mean(st.variance(p) for p in pairs), st.variance(means)
        fork = max(0.0, (between - within / n) / 2)
        print(f"{label} {b}: {len(pairs)} sessions; pair SD {100 * math.sqrt(within):.1f}%, session SD "
              f"{100 * math.sqrt(between):.1f}% (independent pairs: {100 * math.sqrt(within / n):.1f}%), "
              f"fork level {100 * math.sqrt(fork):.1f}%")
