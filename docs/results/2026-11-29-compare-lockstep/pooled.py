"""Pools the compares of data/ by design and what B differs in: per unit (a lockstep session, or a
pair of rounds) log(B/A) of the case, the mean as a change with a normal 95% interval."""
import glob, json, math, statistics as st
groups = {}
for f in sorted(glob.glob('data/*/comparison.json')):
    c = json.load(open(f))
    design = 'lockstep' if c.get('lockstepTurns') else 'rounds one after the other'
    b = c['b']['settings'] or {}
    what = ', '.join(f'{k}={v}' for k, v in b.items()) or 'A/A'
    case = c['cases'][0]
    key = (case['label'], design, what)
    groups.setdefault(key, []).extend(math.log(y / x) for x, y in zip(case['a'], case['b']))
for (label, design, what), d in groups.items():
    m, h = st.mean(d), 1.96 * st.stdev(d) / len(d) ** 0.5
    f = lambda x: 100 * (math.exp(x) - 1)
    print(f"{label}, {design}, {what}: {f(m):+.2f}% (95%: {f(m - h):+.2f} .. {f(m + h):+.2f}), {len(d)} units")
