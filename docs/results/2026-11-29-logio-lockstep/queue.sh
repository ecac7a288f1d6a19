#!/bin/bash
# logio in lockstep, 2026-11-29: the five and five, a ten-minute A/A bank, the known effect's calibration,
# rwd, and a rounds A/A in the same hour. One compare at a time.
J=/tmp/runs/ls/ls.jar
R=/tmp/runs/ls/q
S="logio --modes force-false --sizes 8K --parts write --starts aligned --dir /tmp/runs/ls/disk"
run() { echo "== $(date -u +%H:%M:%S) $*"; java -jar $J compare "$@" --results-dir $R; echo "== rc=$? $(date -u +%H:%M:%S)"; }
for i in 1 2 3 4 5; do
  run --lockstep $S --budget 10m --target 4.3%
  run --lockstep $S --budget 10m --target 4.3% --b-set write.extra-cpu-ns=4000
done
run --lockstep $S --budget 10m --target 0.5%
for i in 1 2; do
  run --lockstep ${S/force-false/rwd} --budget 10m --target 4.3%
  run --lockstep ${S/force-false/rwd} --budget 10m --target 4.3% --b-set write.extra-cpu-ns=4000
done
run $S --budget 10m --target 4.3%
run --lockstep $S --budget 45m --target 0.4% --b-set write.extra-cpu-ns=4000
run $S --budget 10m --target 0.5%
run $S --budget 10m --target 0.5% --b-set write.extra-cpu-ns=4000
