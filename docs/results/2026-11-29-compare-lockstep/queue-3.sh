#!/bin/bash
# after the memory-store queue: one lockstep A/A on h2-mvstore, 1..1,000,000, 4 workers, tuned
while ! grep -q '^done' queue.log; do sleep 5; done
H="threeen1 --store h2-mvstore --tuned --workers 4 --to 1000000 --budget 10m --target 1.7%"
echo "h2aa1 start $(date -u +%T)" >> queue.log
java -jar ../ls.jar compare --results-dir data-h2 --lockstep $H > log.h2aa1 2>&1
echo "h2aa1 exit $? $(date -u +%T)" >> queue.log
echo "h2 done" >> queue.log
