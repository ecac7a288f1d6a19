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

# each turn against its round's median, by whether its side went first or second in the pair,
# and how much a pair's log(B/A) varied at each turn
order = {}
for r in rows:
    order[(r['bundle'], int(r['session']))] = r['order']
rel, pair_by_turn = defaultdict(list), defaultdict(list)
for b, sessions in by.items():
    for s, sides in sessions.items():
        o = order[(b, s)]
        for side, runs in sides.items():
            m = st.median(runs.values())
            for t, x in runs.items():
                rel[(t, 'first' if o[2 * (t - 1)] == side else 'second')].append(x / m)
        for t in sides['A']:
            pair_by_turn[t].append(math.log(sides['B'][t] / sides['A'][t]))
for t in sorted(pair_by_turn):
    print(f"turn {t}: against its round's median {st.median(rel[(t, 'first')]):.3f} when its side went first,"
          f" {st.median(rel[(t, 'second')]):.3f} when second; a pair's log(B/A) SD {100*st.stdev(pair_by_turn[t]):.1f}%")

# how many turns a session should have (Kalibera and Jones: spend the repetitions where the variance
# is): the variance of a session's mean per unit of time, (2 f^2 + p^2 / n) (c_s + c_t n), with the
# pooled fork level f and pair SD p above; c_s, what a session costs besides its turns, taken as 3 s
# (two JVM starts and warm-ups at once), and c_t, a pair of turns, from the sessions' median time
import glob, json, os
here = os.path.dirname(os.path.abspath(__file__))
secs = [2 * r['seconds'] for f in glob.glob(os.path.join(here, 'data/*/comparison.json')) for c in [json.load(open(f))]
        if c.get('lockstepTurns') and c['cases'][0]['label'].startswith('memory')
        for r in c['roundLog'] if r['side'] == 'A']
c_s = 3.0
c_t = (st.median(secs) - c_s) / 8
print(f"median session {st.median(secs):.1f} s: c_t {c_t:.2f} s a pair of turns")
costs = {n: (2 * fork + w / n) * (c_s + c_t * n) for n in (2, 4, 6, 8, 12, 16)}
best = min(costs.values())
print("variance per minute against the best: " + ", ".join(f"{n} turns {v / best:.2f}" for n, v in costs.items()))
