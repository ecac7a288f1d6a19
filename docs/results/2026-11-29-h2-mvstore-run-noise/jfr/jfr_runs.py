"""Where the workers' CPU went, run by run, from a probe fork's JFR recording (jdk.ExecutionSample,
every 10 ms per running thread): `jfr print --events jdk.ExecutionSample --stack-depth 1 F.jfr |
gzip > F.samples.txt.gz`; the probe's output gives each run's start and end (epoch ms). Per run: the
workers' samples, and for the methods on top of the stack, their share of the workers' samples;
then the runs split by the stores the background writer made in them."""
import datetime as dt, gzip, os, re, sys, collections, statistics as st
sys.dont_write_bytecode = True  # leave no __pycache__ beside the report's data
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'probe'))
from probe import read  # the probe's output, read as probe.py reads it

def samples(text):
    # jfr prints the time of day in the machine's zone (UTC here); the recordings are of 2026-11-29
    ev = re.compile(r'jdk\.ExecutionSample \{\s*startTime = (\S+)\s*sampledThread = "([^"]*)".*?stackTrace = \[\s*(\S[^\n]*)', re.S)
    day = '2026-11-29'
    raw = gzip.open(text, 'rt').read() if text.endswith('.gz') else open(text).read()
    for t, thread, top in ev.findall(raw):
        when = dt.datetime.fromisoformat(f"{day}T{t}").replace(tzinfo=dt.timezone.utc).timestamp() * 1000
        yield when, thread, re.sub(r'\(.*', '', top.strip())

def short(n):
    return '.'.join(n.split('.')[-2:])

forks = []
for probe, text in zip(sys.argv[1::2], sys.argv[2::2]):
    runs = read(probe)
    per = [collections.Counter() for _ in runs]
    for when, thread, top in samples(text):
        if '-worker-' in thread:
            for i, r in enumerate(runs):
                if 'span' in r and r['span'][0] <= when <= r['span'][1]:
                    per[i][top] += 1
    forks.append((probe, list(zip(runs, per))[2:]))  # runs 2 on, as everywhere in this report
pooled = collections.Counter()
for _, rs in forks:
    for _, c in rs:
        pooled.update(c)
names = [n for n, _ in pooled.most_common(6)]
print('run  stores  run s  workers CPU s  samples  ' + '  '.join(short(n) for n in names))
for probe, rs in forks:
    print(probe)
    for r, c in rs:
        total = sum(c.values())
        print(f"{r['k']:3}  {r.get('stores', '?'):6}  {r['run']:5.2f}  {r['wcpu']:13.2f}  {total:7}  "
              + '  '.join(f"{100 * c[n] / total:5.1f}%" for n in names))
print('by the stores in the run (both forks):')
for n in sorted({r['stores'] for _, rs in forks for r, _ in rs}):
    g = [(r, c) for _, rs in forks for r, c in rs if r['stores'] == n]
    c = sum((c for _, c in g), collections.Counter())
    total = sum(c.values())
    print(f"  {n} stores: {len(g)} runs, run {st.mean(r['run'] for r, _ in g):.2f} s, workers CPU"
          f" {st.mean(r['wcpu'] for r, _ in g):.2f} s, {total / len(g):.0f} samples a run; "
          + ', '.join(f"{short(m)} {100 * c[m] / total:.1f}%" for m in names))
