"""h2-mvstore's runs in forks with the store's files on the virtio disk (disk/) and on tmpfs
(tmpfs/): per fork its 8 runs, how much a run varies inside the fork (SD of log seconds about the
fork's mean, runs 2-8) and how much two successive runs differ (SD of log(run k+1 / run k)); pooled
per place; and the young-GC pause time inside each run (-Xlog:gc, between JMH's full GCs)."""
import glob, json, math, re, statistics as st
GC = re.compile(r'\[(\d+\.\d+)s\]\[info\]\[gc\] GC\(\d+\) Pause (Full|Young) \((.*?)\).* (\d+\.\d+)ms')
for place in ('disk', 'tmpfs'):
    within, succ, gcshare = [], [], []
    for j in sorted(glob.glob(f'{place}/fork-*.json')):
        raw = json.load(open(j))[0]['primaryMetric']['rawData'][0]
        logs = [math.log(x) for x in raw]
        later = logs[1:]
        m = st.mean(later)
        within += [x - m for x in later]
        succ += [b - a for a, b in zip(logs[1:], logs[2:])]
        # JMH's System.gc() before each run shows as a young and a full pause, twice; a run's own
        # pauses are the young ones its allocation asked for, up to the next System.gc()
        ev = [(why.startswith('System.gc'), float(ms)) for t, kind, why, ms in GC.findall(open(j[:-4] + 'log').read())]
        young, inside, last = [], None, True
        for jmh, ms in ev:
            if jmh and not last and inside is not None:
                young.append(inside)
            if jmh:
                inside = 0.0
            elif inside is not None:
                inside += ms / 1000
            last = jmh
        young.append(inside)
        gcshare += [y / x for y, x in zip(young, raw)]
        print(f"{place} {j.split('/')[-1]}: runs {' '.join(f'{x:.2f}' for x in raw)} s; young GC "
              f"{' '.join(f'{y:.2f}' for y in young)} s")
    n = len(within)
    print(f"{place}: a run (2-8) about its fork's mean SD {100 * math.sqrt(sum(x * x for x in within) / (n - len(within) // 7)):.1f}%, "
          f"two successive runs' log ratio SD {100 * st.stdev(succ):.1f}%, young GC {100 * st.mean(gcshare):.1f}% of a run")

# the disk's writes while each fork ran (vmstat's bo, KiB/s, one line a second; order.txt's times)
import datetime as dt
rows = [l.split() for l in open('vmstat.txt').read().splitlines()[2:]]
seconds = [(dt.datetime.fromisoformat(r[-2] + ' ' + r[-1]), int(r[9])) for r in rows if len(r) >= 19]
for line in open('order.txt'):
    place, n, what, at = line.split()[:4]
    t = dt.datetime.fromisoformat('2026-11-29 ' + at[:15])
    if what == 'start':
        begun = t
    else:
        bo = [b for s, b in seconds if begun <= s <= t]
        print(f"{place} fork {n}: the disk wrote {sum(bo) / len(bo) / 1024:.1f} MiB/s on average, at most {max(bo) / 1024:.0f}")
