#!/usr/bin/env python3
"""Each measured turn of logio lockstep compare bundles as CSV: bundle, session, side, turn (1-7),
position in the session (1-16), the case's mean time per write of that iteration (us), from each
round's jmh.json (one fork, one histogram per iteration) and turns.txt (the order the turns ran).
Usage: turn-means.py CASE_CLASS BUNDLE... (CASE_CLASS e.g. LogWriteBenchmark)."""
import json, os, sys

cls = sys.argv[1]
print('bundle,session,side,turn,position,mean_us')
for b in sys.argv[2:]:
    name = os.path.basename(b.rstrip('/'))
    rounds = sorted(os.listdir(os.path.join(b, 'rounds')), key=lambda r: int(r.split('-')[0]))
    for k, r in enumerate(rounds):
        side = r.split('-')[1]
        d = os.path.join(b, 'rounds', r)
        jmh = [x for x in json.load(open(os.path.join(d, 'jmh.json'))) if cls in x['benchmark']]
        order = open(os.path.join(d, 'turns.txt')).readline().strip()
        if len(jmh) != 1:
            continue
        hist = jmh[0]['primaryMetric']['rawDataHistogram'][0]
        # this case's turns are the first 16 of the session's order (the write case runs first)
        mine = [i for i, s in enumerate(order[:16]) if s == side][1:]  # the warm-up turn first
        for t, (it, pos) in enumerate(zip(hist, mine)):
            n = sum(c for v, c in it)
            print('%s,%d,%s,%d,%d,%.3f' % (name, k // 2 + 1, side, t + 1, pos + 1, sum(v * c for v, c in it) / n))
