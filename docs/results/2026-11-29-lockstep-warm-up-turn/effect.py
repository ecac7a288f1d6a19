"""The known effect as the compares of data/ measured it, pooled: per setting of
workload.extra-cpu-ns (A/A: none), every session's log(B/A) from comparison.json, its mean as a
change in percent with a Student's t 95% interval, and how many sessions and compares.
Usage: python3 effect.py BUNDLE..."""
import json, math, os, re, statistics as st, sys
from collections import defaultdict



def t975(df):
    """Student's t, two-sided 95%, by its Cornish-Fisher expansion (within 0.005 from 8 degrees of freedom)."""
    z = 1.959964
    return z + (z ** 3 + z) / (4 * df) + (5 * z ** 5 + 16 * z ** 3 + 3 * z) / (96 * df ** 2)


logs = defaultdict(list)
compares = defaultdict(int)
for b in sys.argv[1:]:
    c = json.load(open(os.path.join(b, 'comparison.json')))
    m = re.search(r"workload\.extra-cpu-ns=(\d+)", " ".join(c['differences']))
    setting = m.group(1) + " ns" if m else "A/A"
    case = c['cases'][0]
    logs[setting] += [math.log(y / x) for x, y in zip(case['a'], case['b'])]
    compares[setting] += 1
for setting, xs in sorted(logs.items()):
    n, mean, sd = len(xs), st.mean(xs), st.stdev(xs)
    half = t975(n - 1) * sd / math.sqrt(n)
    print(f"{setting:>6}: {100 * math.expm1(mean):+.2f}% (95%: {100 * math.expm1(mean - half):+.2f} .."
          f" {100 * math.expm1(mean + half):+.2f}), {n} sessions of {compares[setting]} compares, session SD {100 * sd:.1f}%")
