#!/bin/bash
# the ±0.3-point calibration of 40 ns a commit in lockstep: one long compare (memory store, as in
# queue-2.sh), whose sessions are pooled with the four ten-minute ones of queue-2.sh by pooled.py
M="threeen1 --store memory --tuned --workers 4 --to 1000000"
echo "cal40 start $(date -u +%T)" >> queue.log
java -jar ../cal5.jar compare --results-dir data --lockstep $M --b-set workload.extra-cpu-ns=40 --budget 50m --target 0.3% > log.cal40 2>&1
echo "cal40 exit $? $(date -u +%T)" >> queue.log
