"""How much a session's log(B/A) varied in groups of compares: pooled within each compare (its own
mean taken out), from comparison.json. Usage: python3 spread.py LABEL=BUNDLE[,BUNDLE...] ..."""
import json, math, os, statistics as st, sys

for arg in sys.argv[1:]:
    label, bundles = arg.split('=', 1)
    squares, df, n = 0.0, 0, 0
    for b in bundles.split(','):
        case = json.load(open(os.path.join(b, 'comparison.json')))['cases'][0]
        xs = [math.log(y / x) for x, y in zip(case['a'], case['b'])]
        squares += (len(xs) - 1) * st.variance(xs)
        df += len(xs) - 1
        n += len(xs)
    print(f"{label}: {n} sessions of {len(bundles.split(','))} compares, a session's log(B/A) SD"
          f" {100 * math.sqrt(squares / df):.2f}%")
