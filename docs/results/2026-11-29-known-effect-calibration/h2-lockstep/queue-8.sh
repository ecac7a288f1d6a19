#!/bin/bash
# h2-mvstore in lockstep with its files on the disk, as in the morning's queue-4.sh: a third A/A and
# a known effect near 2% (70 ns a commit: 600 ns measured +17.9%, scaled; not calibrated)
H="threeen1 --store h2-mvstore --tuned --workers 4 --to 1000000 --budget 10m --target 1.7%"
run() { name=$1; shift; echo "$name start $(date -u +%T)" >> queue.log
  java -jar ../cal5.jar compare --results-dir data-disk "$@" > log.$name 2>&1; echo "$name exit $? $(date -u +%T)" >> queue.log; }
run diskaa3 --lockstep $H
run diskke70 --lockstep $H --b-set workload.extra-cpu-ns=70
echo done >> queue.log
