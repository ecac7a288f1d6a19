"""Per resampling (a resample.json, as scripts/compare-resample writes it): its design and target,
how many recorded pairs it drew from, the median compare's length, and for the write case the share
of draws that said B slower at each injected effect, with its Wilson 95% interval (at 0%: the
share that called the A/A a change either way).
Usage: python3 rates.py DIR... (each holding a resample.json)"""
import json, os, sys

for d in sys.argv[1:]:
    g = json.load(open(os.path.join(d, 'resample.json')))['groups'][0]
    t = g['today']
    case = [c for c in g['cases'] if c['label'] == 'LogWrite'][0]
    print(f"{os.path.basename(d.rstrip('/'))}: {sum(s['pairs'] for s in g['sources'])} recorded pairs,"
          f" target {t['targetPercent']}%, median {t['medianPairs']:.0f} pairs ({t['medianSeconds'] / 60:.1f} min)")
    for e in case['effects']:
        r = e['todayFalsePositive'] if e['effectPercent'] == 0 else e['todaySlower']
        print(f"  {e['effectPercent']:>4.0f}%: {100 * r['rate']:5.1f}% ({100 * r['low95']:.1f}-{100 * r['high95']:.1f})")
