# The recorded lockstep sessions of two earlier reports (8 measured turns, no warm-up turn), each
# session's number recomputed without its first K measured turns (derive.py from K + 1), then resampled:
# what the warm-up pair of turns was chosen by (h2-K, mem-K: K turns left out).
# Run from the repository's root: bash docs/results/2026-11-29-lockstep-warm-up-turn/derived/run.sh
set -euo pipefail
R=docs/results; here=$R/2026-11-29-lockstep-warm-up-turn; out=${TMPDIR:-/tmp}/warm-up-derived
H=$R/2026-11-29-h2-mvstore-run-noise; M=$R/2026-11-29-compare-lockstep
h2=$(ls -d $H/data/2* | grep -v 072648)                      # the eight compares at 1..250,000
mem=$(for b in $(cut -d, -f1 $M/turns.csv | sort -u | grep -v bundle); do echo $M/data/$b; done)
for k in 0 1 2; do python3 $here/derive.py $((k + 1)) $out/h2-$k $H/turns-250k.csv $h2; done
for k in 0 1; do python3 $here/derive.py $((k + 1)) $out/mem-$k $M/turns.csv $mem; done
python3 $here/session-sd.py $H/turns-250k.csv $M/turns.csv > $here/derived/session-sd.txt
for t in 2 1.7; do
  for set in h2-0 h2-1 h2-2 $( [ $t = 1.7 ] && echo mem-0 mem-1 ); do
    rm -rf $out/resample-$set-$t && mkdir -p $out/resample-$set-$t
    scripts/compare-resample $out/$set/* --pool --target $t% --budget 10m --results-dir $out/resample-$set-$t > /dev/null
    mkdir -p $here/derived/$set-target-$t
    cp $out/resample-$set-$t/*/summary.txt $out/resample-$set-$t/*/resample.json $here/derived/$set-target-$t/
  done
done
