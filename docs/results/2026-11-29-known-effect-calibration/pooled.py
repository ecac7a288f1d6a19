"""The 40 ns known effect in lockstep on the memory store: the fifty-minute compare of data/, and
pooled with the four ten-minute ones of 2026-11-29-compare-lockstep (same settings, that morning):
per session log(B/A), the mean as a change with a normal 95% interval; and each half of the long
compare, to see whether it drifted."""
import glob, json, math, statistics as st
pct = lambda x: 100 * (math.exp(x) - 1)

def sessions(pattern):
    out = []
    for f in sorted(glob.glob(pattern)):
        c = json.load(open(f))
        if c.get('lockstepTurns') and (c['b']['settings'] or {}).get('workload.extra-cpu-ns') == '40':
            case = c['cases'][0]
            out += [math.log(b / a) for a, b in zip(case['a'], case['b'])]
    return out

def line(name, d):
    m, h = st.mean(d), 1.96 * st.stdev(d) / len(d) ** 0.5
    print(f"{name}: {pct(m):+.2f}% (95%: {pct(m - h):+.2f} .. {pct(m + h):+.2f}, ±{100 * h:.2f} points), {len(d)} sessions")

long = sessions('data/*/comparison.json')
short = sessions('../2026-11-29-compare-lockstep/data/*/comparison.json')
line("fifty minutes, one compare", long)
line("  its first half", long[:len(long) // 2])
line("  its second half", long[len(long) // 2:])
line("four ten-minute compares (02:26-02:56)", short)
line("all five pooled", long + short)
