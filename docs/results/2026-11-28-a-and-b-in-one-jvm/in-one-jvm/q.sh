#!/bin/bash
# the in-JVM experiment's queue: one run at a time
cd /tmp/runs/ij
F="-XX:+UseParallelGC -Xms3072m -Xmx3072m -Xmn1536m -XX:+AlwaysPreTouch"
J=/tmp/runs/cur.jar
ij() { # name ns seed
  echo "$(date -u +%T) start $1" >> q.log
  java $F -cp $J InJvmPairs.java memory 1000000 4 $2 120 $3 > $1.csv 2> $1.err
  echo "$(date -u +%T) end $1 rc=$?" >> q.log
}
for s in 1 2 3 4 5; do ij k20-a$s 20 $s; done
echo "$(date -u +%T) start fork20" >> q.log
java -jar $J compare threeen1 --store memory --tuned --workers 4 --to 1000000 --budget 10m --target 1.7% --b-set workload.extra-cpu-ns=20 --results-dir /tmp/runs/ij/forks > fork20.out 2>&1
echo "$(date -u +%T) end fork20 rc=$?" >> q.log
for s in 11 12 13 14 15; do ij aa-$s 0 $s; done
for s in 21 22 23 24 25; do ij k20-b$s 20 $s; done
echo "$(date -u +%T) all done" >> q.log
