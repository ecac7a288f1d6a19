#!/bin/bash
# h2-mvstore in lockstep: a known effect (600 ns a commit) and a second A/A
H="threeen1 --store h2-mvstore --tuned --workers 4 --to 1000000 --budget 10m --target 1.7%"
echo "h2ke1 start $(date -u +%T)" >> queue.log
java -jar ../ls.jar compare --results-dir data-h2 --lockstep $H --b-set workload.extra-cpu-ns=600 > log.h2ke1 2>&1
echo "h2ke1 exit $? $(date -u +%T)" >> queue.log
echo "h2aa2 start $(date -u +%T)" >> queue.log
java -jar ../ls.jar compare --results-dir data-h2 --lockstep $H > log.h2aa2 2>&1
echo "h2aa2 exit $? $(date -u +%T)" >> queue.log
echo "h2 done 2" >> queue.log
