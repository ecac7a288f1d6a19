"""Every run of lockstep compare bundles whose rounds' turns.txt hold each turn's seconds (from
2026-11-29 afternoon), one line each, into turns.csv in the format of
../2026-11-29-lockstep-warm-up-turn/session-sd.py: bundle, session, side, turn (0 the warm-up
run, 1..7 the measured ones: a side's turns in the order they ran), seconds as its fork timed
them, and the session's turn order. Works on stripped bundles (no jmh.json needed).
Usage: python3 turns-from-bundles.py BUNDLE..."""
import glob, json, os, sys

out = ["bundle,session,side,turn,seconds,order"]
for b in sorted(sys.argv[1:]):
    c = json.load(open(os.path.join(b, 'comparison.json')))
    for t in sorted(glob.glob(b + '/rounds/*/turns.txt')):
        d = os.path.dirname(t)
        rnd = [r for r in c['roundLog'] if r['step'] == int(os.path.basename(d).split('-')[0])][0]
        order, seconds = open(t).read().split('\n')[:2]
        mine = [float(x) for side, x in zip(order, seconds.split()) if side == rnd['side']]
        for i, x in enumerate(mine):
            out.append(f"{os.path.basename(b)},{rnd['round']},{rnd['side']},{i},{x:.6f},{order}")
open('turns.csv', 'w').write("\n".join(out) + "\n")
print(len(out) - 1, "runs")
