"""Is h2-mvstore's slow state the machine's or the JVM's? In a lockstep session the two sides' JVMs
take turns (the session's order string), so the runs form one timeline. Each run's deviation is
its log time less its side's mean in the session (runs 2 on: a side's first run is its
warm-up's tail). If the machine slows for a while, a run and the next one on the timeline slow
together whichever side each is (cross-side neighbours correlate); if a JVM has its own state, a
side's successive runs correlate and its neighbours of the other side do not."""
import csv, math, statistics as st, sys
from collections import defaultdict

def corr(pairs):
    if len(pairs) < 3:
        return float('nan')
    xs, ys = zip(*pairs)
    return st.correlation(xs, ys)

for path in sys.argv[1:]:
    rows = list(csv.DictReader(open(path)))
    sessions = defaultdict(dict)
    for r in rows:
        sessions[(r['bundle'], r['session'])][(r['side'], int(r['turn']))] = (float(r['seconds']), r['order'])
    cross, same = [], []
    for key, runs in sessions.items():
        order = next(iter(runs.values()))[1]
        seen = defaultdict(int)
        line = []
        for side in order:
            seen[side] += 1
            line.append((side, seen[side]))
        logs = {k: math.log(v[0]) for k, v in runs.items() if k[1] >= 2}
        mean = {s: st.mean(v for (side, t), v in logs.items() if side == s) for s in 'AB'}
        dev = {k: v - mean[k[0]] for k, v in logs.items()}
        line = [k for k in line if k in dev]
        for a, b in zip(line, line[1:]):
            if a[0] != b[0]:
                cross.append((dev[a], dev[b]))
        for s in 'AB':
            mine = [k for k in line if k[0] == s]
            same += [(dev[a], dev[b]) for a, b in zip(mine, mine[1:])]
    print(f"{path.split('/')[-1]}: {len(sessions)} sessions; neighbours of the other side r = {corr(cross):+.2f}"
          f" ({len(cross)} pairs); a side's successive runs r = {corr(same):+.2f} ({len(same)} pairs)")
