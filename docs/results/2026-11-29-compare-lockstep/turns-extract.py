"""From lockstep compare bundles (before their rounds are stripped): every measured run, one line each,
into turns.csv: bundle, session, side, turn (1..8 within the side's fork), seconds, and the session's
turn order (turns.txt). Usage: python3 turns-extract.py BUNDLE..."""
import glob, json, os, sys
out = ["bundle,session,side,turn,seconds,order"]
for b in sorted(sys.argv[1:]):
    for j in sorted(glob.glob(b + '/rounds/*/jmh.json')):
        d = os.path.dirname(j)
        name = os.path.basename(d)
        c = json.load(open(os.path.join(b, 'comparison.json')))
        rnd = [r for r in c['roundLog'] if r['step'] == int(name.split('-')[0])][0]
        order = open(os.path.join(d, 'turns.txt')).read().strip()
        raw = json.load(open(j))[0]['primaryMetric']['rawData'][0]
        for i, x in enumerate(raw):
            out.append(f"{os.path.basename(b)},{rnd['round']},{rnd['side']},{i+1},{x:.6f},{order}")
open('turns.csv', 'w').write("\n".join(out) + "\n")
print(len(out) - 1, "runs")
