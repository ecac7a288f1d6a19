"""One line per resampling (resample.json, as scripts/compare-resample writes it): what it drew from,
its target, the share of draws that found a true 2% and 3% (B slower), and that called an A/A a
change, each with its Wilson 95% interval, and the median compare's length.
Usage: python3 rates.py DIR... (each holding a resample.json)"""
import json, os, sys

print(f"{'resampling':<22} {'sessions':>8} {'target':>6}  {'2% found':<18} {'3% found':<18} {'A/A change':<17} median")
for d in sys.argv[1:]:
    g = json.load(open(os.path.join(d, 'resample.json')))['groups'][0]
    effects = {e['effectPercent']: e for e in g['cases'][0]['effects']}

    def rate(r):
        return f"{100 * r['rate']:.1f}% ({100 * r['low95']:.1f}-{100 * r['high95']:.1f})"
    t = g['today']
    pairs = sum(s['pairs'] for s in g['sources'])
    print(f"{os.path.basename(d.rstrip('/')):<22} {pairs:>8} {t['targetPercent']:>5}%  {rate(effects[2.0]['todaySlower']):<18}"
          f" {rate(effects[3.0]['todaySlower']):<18} {rate(effects[0.0]['todayFalsePositive']):<17}"
          f" {t['medianPairs']:.0f} sessions, {t['medianSeconds'] / 60:.1f} min")
