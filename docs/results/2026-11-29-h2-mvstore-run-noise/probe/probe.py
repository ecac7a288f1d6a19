"""h2-mvstore's runs, one probe fork per file (H2Probe.java: run k's line follows its indented
lines). Per fork: how much a run varies about the fork's mean (runs 2 on, log SD), and the runs
split by what they stored in the run: the stores (MVStore versions) and the file's size at the end
of the run. Then, over the forks at 1..1,000,000 with the tuned settings unchanged, a run's time,
its workers' CPU and what the other threads (serialization, save) used, by the number of stores
the background writer made in the run."""
import glob, math, re, statistics as st, sys

def read(path):
    """One fork's runs, each a dict of its line and of the indented lines before it."""
    runs, pending = [], {}
    for line in open(path):
        if line.startswith('   '):
            m = re.search(r'alloc: workers (\d+) MB', line)
            if m:
                pending['alloc'] = int(m.group(1))
            m = re.search(r'commits at \[(.*?)\]', line)
            if m:
                pending['stores'] = len([x for x in m.group(1).split(',') if x.strip()])
            m = re.search(r'epoch ms: run from (\d+) to (\d+)', line)
            if m:
                pending['span'] = (int(m.group(1)), int(m.group(2)))
        elif line[0].isdigit():
            c = line.replace('|', ' ').split()
            runs.append(dict(k=int(c[0]), run=float(c[2]), close=float(c[3]), wall=float(c[5]),
                             wcpu=float(c[7]), other=float(c[9]), gc=int(c[10]), mb=float(c[-2]), **pending))
            pending = {}
    return runs

def sd(xs):
    return 100 * st.stdev([math.log(x) for x in xs]) if len(xs) > 2 else float('nan')

def main(pattern):
    # each fork's file read once, in name order
    byname = {path.split('/')[-1][:-4]: read(path) for path in sorted(glob.glob(pattern))}
    print('fork              runs  wall s  SD%  run s  SD%  close s  SD%  workers CPU s  stores per run  file MB')
    for name, runs in byname.items():
        later = runs[2:]  # run 0 is the JVM's first, run 1 still compiles
        if len(later) < 3:
            continue
        stores = ' '.join(str(r.get('stores', '?')) for r in later)
        mb = f"{min(r['mb'] for r in later):.0f}-{max(r['mb'] for r in later):.0f}"
        print(f"{name:16} {len(later):5}  {st.mean(r['wall'] for r in later):6.2f} {sd([r['wall'] for r in later]):4.1f}"
              f"  {st.mean(r['run'] for r in later):5.2f} {sd([r['run'] for r in later]):4.1f}"
              f"  {st.mean(r['close'] for r in later):7.2f} {sd([r['close'] for r in later]):4.1f}"
              f"  {st.mean(r['wcpu'] for r in later):13.2f}  {stores:15} {mb}")

    # the tuned settings unchanged, 1..1,000,000, 4 workers, the disk: runs 2 on, by the stores in the run
    DEFAULT = ['disk2', 'disk3', 'ret1000-1', 'ret1000-2', 'def-1', 'def-2', 'def3-1', 'def3-2', 'w4-1', 'w4-2',
               'al-1', 'al-2', 'al-3']
    pooled = [r for name, runs in byname.items() if name in DEFAULT for r in runs[2:]]
    print(f"\n{len(pooled)} runs of {len(DEFAULT)} forks with the tuned settings (1..1,000,000, 4 workers), by the"
          " background writer's stores in the run:")
    print('stores  runs   run s  close s  wall s  workers CPU s  others CPU s  GC ms  file MB  workers alloc MB')
    for n in sorted({r['stores'] for r in pooled}):
        g = [r for r in pooled if r['stores'] == n]
        alloc = [r['alloc'] for r in g if 'alloc' in r]
        print(f"{n:6} {len(g):5}  {st.mean(r['run'] for r in g):6.2f}  {st.mean(r['close'] for r in g):7.2f}"
              f"  {st.mean(r['wall'] for r in g):6.2f}  {st.mean(r['wcpu'] for r in g):13.2f}"
              f"  {st.mean(r['other'] for r in g):12.2f}  {st.mean(r['gc'] for r in g):5.0f}  {st.mean(r['mb'] for r in g):7.0f}"
              f"  {st.mean(alloc) if alloc else float('nan'):16.0f}")
    big = [r for r in pooled if r['mb'] >= 190]
    small = [r for r in pooled if r['mb'] < 190]
    print(f"file at least 190 MB: {len(big)} runs, run {st.mean(r['run'] for r in big):.2f} s, workers CPU "
          f"{st.mean(r['wcpu'] for r in big):.2f} s; below: {len(small)} runs, run {st.mean(r['run'] for r in small):.2f} s,"
          f" workers CPU {st.mean(r['wcpu'] for r in small):.2f} s")
    for label, g in (('at least 190 MB', big), ('below 190 MB', small)):
        print(f"  a run about its mode's mean ({label}): SD {sd([r['run'] for r in g]):.1f}% (pooled over forks, fork levels in it)")

    # a run about its own fork's mean (wall, runs 2 on), root mean square over the forks of a kind
    KINDS = [('the tuned settings', DEFAULT), ('retention 500 or 2000 ms', ['ret500-1', 'ret500-2', 'ret2000-1', 'ret2000-2']),
             ('autoCompactFillRate 0', ['fill0-1', 'fill0-2']), ('autoCommitBufferSize 1 GiB', ['buf1g-1', 'buf1g-2']),
             ('autoCommitDelay 0', ['nodelay1', 'delay0-1', 'delay0-2']), ('2 workers', ['w2-1', 'w2-2']),
             ('C1 only', ['c1-1', 'c1-2', 'c1-3']), ('1..500,000', ['r500k-1', 'r500k-2', 'r500k-shm-1', 'r500k-shm-2']),
             ('durability none, /tmp', ['none-1', 'none-2']), ('durability none, tmpfs', ['none-shm-1', 'none-shm-2']),
             ('transparent huge pages', ['thp-1', 'thp-2']), ('the same hour without', ['nothp-1', 'nothp-2']),
             ('durability none, huge pages', ['thp-none-1', 'thp-none-2']), ('the same hour without', ['nothp-none-1', 'nothp-none-2']),
             ('the memory store', ['mem4-1', 'mem4-2'])]
    print('\nkind                          forks  a run about its fork (RMS SD%)  fork means (wall s)')
    for label, names in KINDS:
        got = [byname[n][2:] for n in names if n in byname]
        rms = math.sqrt(st.mean(sd([r['wall'] for r in runs]) ** 2 for runs in got))
        means = ' '.join(f"{st.mean(r['wall'] for r in runs):.2f}" for runs in got)
        print(f"{label:29} {len(got):5}  {rms:30.1f}  {means}")


if __name__ == '__main__':
    main(sys.argv[1] if len(sys.argv) > 1 else 'forks/*.txt')
