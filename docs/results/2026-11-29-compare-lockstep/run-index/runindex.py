"""The known effect (workload.extra-cpu-ns=20 in B's forks) by run index: 20 A forks and 20 B forks,
alternated in pairs (order drawn per pair), 4 runs each with JMH's GC before each. Per run index,
the mean over fork pairs of log(B/A) with a t interval; then runs 2-4 together."""
import csv, math, statistics as st
rows = list(csv.DictReader(open('runs.csv')))
forks = {}
for r in rows:
    forks.setdefault((r['side'], r['pair']), []).append(float(r['seconds']))
pairs = sorted(p for s, p in forks if s == 'A' and ('B', p) in forks)
T975 = {19: 2.093, 18: 2.101, 17: 2.110, 16: 2.120, 15: 2.131}
def line(label, d):
    m, s = st.mean(d), st.stdev(d) / len(d) ** 0.5
    t = T975.get(len(d) - 1, 2.1)
    f = lambda x: 100 * (math.exp(x) - 1)
    print(f"  {label}: B/A {f(m):+.1f}% (95%: {f(m - t*s):+.1f} .. {f(m + t*s):+.1f}), {len(d)} fork pairs")
print("workload.extra-cpu-ns=20, A fork against the B fork next to it")
for k in range(4):
    line(f"run {k+1}", [math.log(forks[('B', p)][k] / forks[('A', p)][k]) for p in pairs])
line("runs 2-4", [math.log(st.mean(forks[('B', p)][1:]) / st.mean(forks[('A', p)][1:])) for p in pairs])
line("runs 1-4", [math.log(st.mean(forks[('B', p)]) / st.mean(forks[('A', p)])) for p in pairs])
