#!/bin/bash
# the JIT reading of the first-run effect: the same lockstep compare as queue-5.sh with both sides
# on C1 only (-XX:TieredStopAtLevel=1), so that no run's code changes tier; by-turn.py on its runs
while pgrep -f "q8.sh" > /dev/null; do sleep 2; done
M="threeen1 --store memory --tuned --workers 4 --to 1000000"
C1="-XX:TieredStopAtLevel=1"
echo "c1 start $(date -u +%T)" >> queue.log
java -jar ../cal5.jar compare --results-dir data --lockstep $M --a-jvm-args="$C1" --b-jvm-args="$C1" \
    --b-set workload.extra-cpu-ns=40 --budget 33m --target 0.3% > log.c1 2>&1
echo "c1 exit $? $(date -u +%T)" >> queue.log
