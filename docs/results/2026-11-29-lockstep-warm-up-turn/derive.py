"""Derived bundles: each session's number recomputed from its recorded turns (a turns CSV) as the mean
of its turns from FIRST on, the session's time unchanged. Turns 1 and up are the ones a bundle
measured (0 is a warm-up turn where there is one, recorded from its console), so FIRST=2 is a session
whose first measured turn had been a warm-up, FIRST=0 one whose warm-up turn had been measured.
Usage: python3 derive.py FIRST OUT_DIR TURNS.csv BUNDLE..."""
import csv, json, os, shutil, statistics as st, sys
from collections import defaultdict

first, out, turns_csv, bundles = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4:]
turns = defaultdict(lambda: defaultdict(dict))
for r in csv.DictReader(open(turns_csv)):
    turns[(r['bundle'], int(r['session']))][r['side']][int(r['turn'])] = float(r['seconds'])
for b in bundles:
    name = os.path.basename(b.rstrip('/'))
    dst = os.path.join(out, name)
    shutil.rmtree(dst, ignore_errors=True)
    shutil.copytree(b, dst)
    c = json.load(open(os.path.join(dst, 'comparison.json')))
    case = c['cases'][0]
    for side in 'ab':
        for i, recorded in enumerate(case[side]):
            t = turns[(name, i + 1)][side.upper()]
            measured = st.mean(v for k, v in t.items() if k >= 1)
            assert abs(measured - recorded) / recorded < 1e-4, (name, i, measured, recorded)
            case[side][i] = st.mean(v for k, v in t.items() if k >= first)
    json.dump(c, open(os.path.join(dst, 'comparison.json'), 'w'))
print('derived', len(bundles), 'bundles, each session the mean of its turns from', first, '->', out)
