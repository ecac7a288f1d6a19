"""From recorded lockstep turns (turns CSV: bundle,session,side,turn,seconds,order): how much a
session's log(B/A) varies when it is the mean of its turns from a given one on (pooled over the
bundles, each bundle's own mean taken out), and each turn's time by its place, as a share of its
side's median in the session. Turn 0 is a warm-up turn where the CSV has one. Usage: python3 session-sd.py TURNS.csv [more.csv]"""
import csv, math, statistics as st, sys
from collections import defaultdict

for f in sys.argv[1:]:
    sessions = defaultdict(lambda: defaultdict(dict))
    for r in csv.DictReader(open(f)):
        sessions[(r['bundle'], int(r['session']))][r['side']][int(r['turn'])] = float(r['seconds'])
    whole = {k: s for k, s in sessions.items() if len(s['A']) == 8 and len(s['B']) == 8}
    bundles = sorted({k[0] for k in whole})
    print(f"{f}: {len(whole)} sessions of 8 turns a side, {len(bundles)} bundles")
    numbers = sorted(next(iter(whole.values()))['A'])
    for first in numbers[:4]:
        kept = [t for t in numbers if t >= first]
        squares, df = 0.0, 0
        for b in bundles:
            xs = [math.log(st.mean(s['B'][t] for t in kept) / st.mean(s['A'][t] for t in kept))
                  for k, s in whole.items() if k[0] == b]
            if len(xs) > 2:
                squares += (len(xs) - 1) * st.variance(xs)
                df += len(xs) - 1
        print(f"  turns {first}-{numbers[-1]}: a session's log(B/A) SD {100 * math.sqrt(squares / df):.2f}%")
    place = defaultdict(list)
    for s in whole.values():
        for side in 'AB':
            median = st.median(s[side].values())
            for t, v in s[side].items():
                place[t].append(v / median)
    print("  turn by place, mean and SD of time / its side's session median:")
    print("   " + "  ".join(f"{t}: {st.mean(v):.3f} ±{st.stdev(v):.3f}" for t, v in sorted(place.items())))
