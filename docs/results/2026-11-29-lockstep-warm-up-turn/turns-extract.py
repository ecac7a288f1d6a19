"""From lockstep compare bundles with a warm-up pair of turns (before their rounds are stripped): every
run, one line each, into turns.csv: bundle, session, side, turn (0 the warm-up run, from the round's
console.log; 1..7 the measured runs, from its jmh.json), seconds, and the session's turn order
(turns.txt, the warm-up pair first). A bundle does not keep its rounds' console.log: they were
copied from the compare's work directory while it ran (consoles/<work directory>/<round>/), the
work directory named in each round's command.txt; where the copy missed a round (a compare's last
session, in the first compares), its warm-up run is left out. Usage: python3 turns-extract.py CONSOLES BUNDLE..."""
import glob, json, os, re, sys

consoles = sys.argv[1]

out = ["bundle,session,side,turn,seconds,order"]
for b in sorted(sys.argv[2:]):
    c = json.load(open(os.path.join(b, 'comparison.json')))
    for j in sorted(glob.glob(b + '/rounds/*/jmh.json')):
        d = os.path.dirname(j)
        rnd = [r for r in c['roundLog'] if r['step'] == int(os.path.basename(d).split('-')[0])][0]
        order = open(os.path.join(d, 'turns.txt')).read().strip()
        work = re.search(r"(\.compare-rounds-[0-9]+)/", open(os.path.join(d, 'command.txt')).read()).group(1)
        log = os.path.join(consoles, work, os.path.basename(d), 'console.log')
        runs = dict(enumerate(json.load(open(j))[0]['primaryMetric']['rawData'][0], start=1))
        if os.path.exists(log):
            # the score JMH prints after its warm-up iteration's line
            runs[0] = float(re.search(r"# Warmup Iteration\s+1:.*?^([0-9.]+) s/op$", open(log).read(),
                                      re.S | re.M).group(1))
        for i, x in sorted(runs.items()):
            out.append(f"{os.path.basename(b)},{rnd['round']},{rnd['side']},{i},{x:.6f},{order}")
open('turns.csv', 'w').write("\n".join(out) + "\n")
print(len(out) - 1, "runs")
