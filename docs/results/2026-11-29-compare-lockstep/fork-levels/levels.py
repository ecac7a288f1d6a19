"""Prints every figure the report quotes from forks.csv: per experiment and variant, how much each
run varies from fork to fork, how much runs vary inside one fork, the fork's own level, and how
runs and forks next to each other in time go together."""
import csv, math, statistics as st
rows = list(csv.DictReader(open('forks.csv')))
def runs(r):
    return [float(r[k]) for k in ('run1', 'run2', 'run3', 'run4') if r[k]]
for exp, var in (('levels', 'base'), ('thp', 'base'), ('thp', 'thp')):
    forks = [runs(r) for r in rows if r['experiment'] == exp and r['variant'] == var]
    k = len(forks[0])
    print(f"{exp}/{var}: {len(forks)} forks of {k} runs")
    for i in range(k):
        v = [math.log(f[i]) for f in forks]
        print(f"  run {i+1}: median {st.median(f[i] for f in forks):.3f} s, SD across forks {100*st.stdev(v):.1f}%")
    later = [[math.log(x) for x in f[1:]] for f in forks]
    within = math.sqrt(st.mean(st.variance(f) for f in later))
    level = max(0.0, st.variance([st.mean(f) for f in later]) - within ** 2 / len(later[0]))
    print(f"  runs 2-{k}: SD inside a fork {100*within:.1f}%; the fork's own level SD {100*math.sqrt(level):.1f}%")
    r1 = [math.log(f[0]) for f in forks]
    print(f"  run 1 with run 2 of the same fork: correlation {st.correlation(r1, [math.log(f[1]) for f in forks]):.2f}")
    if exp == 'levels':
        m = [st.mean(math.log(x) for x in f) for f in forks]
        for lag in (1, 2, 3):
            print(f"  fork means {lag} fork(s) apart (about {10*lag} s): correlation {st.correlation(m[:-lag], m[lag:]):.2f}")
        print(f"  run 4 of a fork with run 1 of the next fork (about 3 s apart, two JVMs): correlation"
              f" {st.correlation([math.log(f[3]) for f in forks[:-1]], [math.log(f[0]) for f in forks[1:]]):.2f}")
        print(f"  run 1 with run 4 of the same fork (about 5 s apart): correlation"
              f" {st.correlation(r1, [math.log(f[3]) for f in forks]):.2f}")
base = [st.mean(math.log(x) for x in runs(r)) for r in rows if r['experiment'] == 'thp' and r['variant'] == 'base']
thp = [st.mean(math.log(x) for x in runs(r)) for r in rows if r['experiment'] == 'thp' and r['variant'] == 'thp']
d = [t - b for b, t in zip(base, thp)]
h = 1.96 * st.stdev(d) / len(d) ** 0.5
print(f"thp against base, forks next to each other: {100*(math.exp(st.mean(d))-1):+.1f}%"
      f" (95%: {100*(math.exp(st.mean(d)-h)-1):+.1f} .. {100*(math.exp(st.mean(d)+h)-1):+.1f}), {len(d)} pairs of forks")
