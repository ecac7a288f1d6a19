"""The known effect by a run's place in its fork (turn 1..8), from turns.csv: per session, log(B/A)
of the two sides' k-th runs; the mean over sessions as a change with a normal 95% interval. Turn 1
is each fork's first measured run (what a round of rounds measures), turns 2-8 a long-lived JVM's."""
import csv, math, statistics as st, sys
runs = {}
for r in csv.DictReader(open(sys.argv[1] if len(sys.argv) > 1 else 'turns.csv')):
    runs[(r['bundle'], int(r['session']), r['side'], int(r['turn']))] = float(r['seconds'])
sessions = sorted({(b, s) for b, s, _, _ in runs})
pct = lambda x: 100 * (math.exp(x) - 1)
def line(name, d):
    m, h = st.mean(d), 1.96 * st.stdev(d) / len(d) ** 0.5
    print(f"{name}: {pct(m):+.2f}% (95%: {pct(m - h):+.2f} .. {pct(m + h):+.2f}), {len(d)} sessions, SD {100 * st.stdev(d):.1f}%")
for t in range(1, 9):
    line(f"turn {t}", [math.log(runs[(b, s, 'B', t)] / runs[(b, s, 'A', t)]) for b, s in sessions])
later = [st.mean(math.log(runs[(b, s, 'B', t)] / runs[(b, s, 'A', t)]) for t in range(2, 9)) for b, s in sessions]
first = [math.log(runs[(b, s, 'B', 1)] / runs[(b, s, 'A', 1)]) for b, s in sessions]
line("turns 2-8", later)
line("turn 1 minus turns 2-8", [f - l for f, l in zip(first, later)])
