"""Per fork of A/ and B/: each measured run's time, and the JIT's work during it, placed by the
JVM's uptime (PrintCompilation). A run ends where JMH's full GCs before the next one begin
(-gc true, -Xlog:gc) and began its measured seconds before that; the last run begins after the
last GCs. Prints, per run: compilations at tier 3 and tier 4 (OSR counted apart), methods made
not entrant, and the worker's own methods (Worker::number, BusyWork) compiled or dropped, at
seconds into the run."""
import glob, json, re, sys, statistics as st
GC = re.compile(r'^\[(\d+\.\d+)s\]\[info\]\[gc\] GC\(\d+\) Pause Full \(System\.gc\(\)\)')
COMP = re.compile(r'^\s*(\d+)\s+(\d+)\s+([%sbn!]*)\s*(\d)\s+(\S+)(.*)$')
WATCH = ('Worker::number', 'BusyWork::')

def runs(log):
    full, comps = [], []
    for line in open(log, errors='replace'):
        # JMH's "Iteration N:" prefix may share a line with the fork's output
        line = re.sub(r'^Iteration\s+\d+:\s*', '', line.rstrip('\n'))
        m = GC.match(line)
        if m:
            full.append(float(m.group(1)))
            continue
        m = COMP.match(line)
        if m:
            comps.append((int(m.group(1)) / 1000, m.group(3), int(m.group(4)), m.group(5), m.group(6)))
    # clusters of full GCs (JMH calls System.gc() until the heap stops shrinking): a run starts after one
    clusters = []
    for t in full:
        if clusters and t - clusters[-1][-1] < 0.5:
            clusters[-1].append(t)
        else:
            clusters.append([t])
    starts = [c[-1] for c in clusters]
    ends = [c[0] for c in clusters[1:]] + [float('inf')]
    return starts, ends, comps

def main():
    for side in ('A', 'B'):
        for log in sorted(glob.glob(f'{side}/fork-*.log')):
            secs = list(json.load(open(log[:-3] + 'json'))[0]['primaryMetric']['rawData'][0])
            starts, ends, comps = runs(log)
            print(f'{side} {log.split("/")[-1]}: runs {" ".join(f"{s:.3f}" for s in secs)} s')
            for i, (s, e) in enumerate(zip(starts, ends)):
                if e != float('inf'):
                    s = e - secs[i]  # the first window holds the fork's warm-up too
                inside = [c for c in comps if s <= c[0] < e]
                t3 = sum(1 for c in inside if c[2] == 3 and 'made not entrant' not in c[4])
                t4 = sum(1 for c in inside if c[2] == 4 and 'made not entrant' not in c[4])
                osr = sum(1 for c in inside if '%' in c[1] and 'made not entrant' not in c[4])
                dropped = sum(1 for c in inside if 'made not entrant' in c[4])
                mine = [f'{c[0] - s:+.2f}s {"OSR " if "%" in c[1] else ""}t{c[2]} {c[3].split(".")[-1]}'
                        f'{" dropped" if "made not entrant" in c[4] else ""}'
                        for c in inside if any(w in c[3] for w in WATCH)]
                print(f'  run {i + 1}: {s:.2f}-{min(e, s + secs[i]):.2f}s, compiled t3 {t3}, t4 {t4} (OSR {osr}), dropped {dropped}; '
                      + ('; '.join(mine) or 'the worker\'s code unchanged'))
main()
