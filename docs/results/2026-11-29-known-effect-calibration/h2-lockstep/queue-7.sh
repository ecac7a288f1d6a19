#!/bin/bash
# h2-mvstore in lockstep with its files on tmpfs (--data-dir /dev/shm): A/A, known effect, A/A
# stopped by hand during its second compare, after the first (an MDE of 12.8%, worse than on the
# disk) had answered the question; queue-8.sh ran instead
while pgrep -f "q6.sh" > /dev/null; do sleep 2; done
H="threeen1 --store h2-mvstore --tuned --workers 4 --to 1000000 --data-dir /dev/shm --budget 10m --target 1.7%"
run() { name=$1; shift; echo "$name start $(date -u +%T)" >> queue.log
  java -jar ../cal5.jar compare --results-dir data "$@" > log.$name 2>&1; echo "$name exit $? $(date -u +%T)" >> queue.log; }
run shmaa1 --lockstep $H
run shmke1 --lockstep $H --b-set workload.extra-cpu-ns=70
run shmaa2 --lockstep $H
echo done >> queue.log
