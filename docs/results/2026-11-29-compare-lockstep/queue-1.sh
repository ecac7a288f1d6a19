#!/bin/bash
# lockstep compares on the memory store, one at a time; a classic (rounds one after the other) known effect third
M="threeen1 --store memory --tuned --workers 4 --to 1000000 --budget 10m --target 1.7%"
KE="--b-set workload.extra-cpu-ns=20"
run() { name=$1; shift; echo "$name start $(date -u +%T)" >> queue.log
  java -jar ../ls.jar compare --results-dir data "$@" > log.$name 2>&1; echo "$name exit $? $(date -u +%T)" >> queue.log; }
run aa1 --lockstep $M
run ke1 --lockstep $M $KE
run classic-ke $M $KE
run aa2 --lockstep $M
run ke2 --lockstep $M $KE
run aa3 --lockstep $M
run ke3 --lockstep $M $KE
run aa4 --lockstep $M
run ke4 --lockstep $M $KE
run aa5 --lockstep $M
run ke5 --lockstep $M $KE
echo done >> queue.log
