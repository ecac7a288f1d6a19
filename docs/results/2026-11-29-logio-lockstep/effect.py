"""The known effect and the A/As of the logio compares in data/, per kind: per pair (a session in lockstep)
log(B/A) of the write case, the mean as a change with a normal 95% interval (the long compare is
a fixed design: it could not reach its target, so its plain interval holds), its halves too."""
import glob, json, math, statistics as st
pct = lambda x: 100 * (math.exp(x) - 1)

def line(name, d):
    m, h = st.mean(d), 1.96 * st.stdev(d) / len(d) ** 0.5
    print(f"{name}: {pct(m):+.2f}% (95%: {pct(m - h):+.2f} .. {pct(m + h):+.2f}, ±{100 * h:.2f} points),"
          f" {len(d)} pairs, SD {100 * st.stdev(d):.2f}%")

groups = {}
for f in sorted(glob.glob('data/*/comparison.json')):
    c = json.load(open(f))
    case = [x for x in c['cases'] if x['label'] == 'LogWrite'][0]
    d = [math.log(b / a) for a, b in zip(case['a'], case['b'])]
    effect = (c['b'].get('settings') or {}).get('write.extra-cpu-ns', '0')
    method = 'rwd' if '--modes rwd' in ' '.join(c['studyArgs']) else 'force-false'
    design = 'lockstep' if c.get('lockstepTurns') else 'rounds'
    long = c['budgetSeconds'] > 1200
    groups.setdefault((method, design, effect, long), []).append(d)
for (method, design, effect, long), ds in sorted(groups.items()):
    d = [x for one in ds for x in one]
    line(f"{method} {design} {effect} ns{' (the long compare)' if long else ''}, {len(ds)} compares", d)
    if long:
        line("  its first half", d[:len(d) // 2])
        line("  its second half", d[len(d) // 2:])
