#!/usr/bin/env python3
"""Where a lockstep logio session's noise sits, per compare, from turn-means.py's CSV: a pair of
turns' log(B/A) around its session's mean (the turns' own noise), what that predicts for a
session's mean of 7 pairs, and how much sessions' means did vary (the rest is each session's own
level: its two forks and their files)."""
import csv, collections, math, statistics as st, sys

sessions = collections.defaultdict(dict)
for r in csv.DictReader(open(sys.argv[1])):
    sessions[(r['bundle'], int(r['session']))][(r['side'], int(r['position']))] = float(r['mean_us'])

def pairs(turns):
    """The 7 measured pairs' log(B/A) in %: positions (3,4) .. (15,16), after the warm-up pair."""
    out = []
    for k in range(1, 8):
        a = [v for (s, p), v in turns.items() if s == 'A' and p in (2 * k + 1, 2 * k + 2)]
        b = [v for (s, p), v in turns.items() if s == 'B' and p in (2 * k + 1, 2 * k + 2)]
        out.append(100 * math.log(b[0] / a[0]))
    return out

for bundle in sorted({b for b, _ in sessions}):
    resid, means = [], []
    for (b, _), turns in sessions.items():
        if b == bundle:
            ds = pairs(turns)
            resid += [d - st.mean(ds) for d in ds]
            means.append(st.mean(ds))
    pair = st.stdev(resid) * math.sqrt(7 / 6)  # residuals around a mean of 7 lose one degree of freedom
    print(f"{bundle}, {len(means)} sessions: a pair of turns' log(B/A) varies {pair:.2f}% around its"
          f" session's mean; that alone would make a session's mean vary {pair / math.sqrt(7):.2f}%;"
          f" sessions' means varied {st.stdev(means):.2f}%, so each session's own level adds"
          f" {math.sqrt(max(0, st.stdev(means) ** 2 - pair ** 2 / 7)):.2f}%")
