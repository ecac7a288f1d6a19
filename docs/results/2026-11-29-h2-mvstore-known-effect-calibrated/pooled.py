"""65 ns a commit on h2-mvstore (tuned, 4 workers, 1..250,000, files on tmpfs) in lockstep: the
long compare of data/, each half of it (did it drift?), and pooled with the day's ten-minute
compares at 65 ns (the quiet ones, then all, the seven of ../2026-11-29-lockstep-warm-up-turn
included, of which four ran beside a copying loop): per session log(B/A), the mean as a change
with a normal 95% interval."""
import glob, json, math, statistics as st
pct = lambda x: 100 * (math.exp(x) - 1)
LOOP = range(4, 11)  # the warm-up report's compares 5-11 (sorted), which ran beside its copy loop

def sessions(bundles):
    out = []
    for f in bundles:
        c = json.load(open(f))
        if c.get('lockstepWarmUpTurns') and (c['b']['settings'] or {}).get('workload.extra-cpu-ns') == '65':
            case = c['cases'][0]
            out += [math.log(b / a) for a, b in zip(case['a'], case['b'])]
    return out

def line(name, d):
    m, h = st.mean(d), 1.96 * st.stdev(d) / len(d) ** 0.5
    print(f"{name}: {pct(m):+.2f}% (95%: {pct(m - h):+.2f} .. {pct(m + h):+.2f}, ±{100 * h:.2f} points),"
          f" {len(d)} sessions, session SD {100 * st.stdev(d):.2f}%")

here = sorted(glob.glob('data/*/comparison.json'))
long = [f for f in here if json.load(open(f))['budgetSeconds'] > 3600]
morning = sorted(glob.glob('../2026-11-29-lockstep-warm-up-turn/data/*/comparison.json'))
quiet = [f for i, f in enumerate(morning) if i not in LOOP] + [f for f in here if f not in long]
d = sessions(long)
line("the long compare", d)
line("  its first half", d[:len(d) // 2])
line("  its second half", d[len(d) // 2:])
line("ten-minute compares on a quiet machine", sessions(quiet))
line("the long one and the quiet ones pooled", d + sessions(quiet))
line("every compare at 65 ns pooled", d + sessions(morning + [f for f in here if f not in long]))
