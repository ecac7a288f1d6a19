#!/bin/bash
# second queue: waits for the first, then the 200 ns scaling check (in one JVM and across forks)
cd /tmp/runs/ij
until grep -q "all done" q.log; do sleep 5; done
F="-XX:+UseParallelGC -Xms3072m -Xmx3072m -Xmn1536m -XX:+AlwaysPreTouch"
J=/tmp/runs/cur.jar
for s in 31 32 33 34 35; do
  echo "$(date -u +%T) start k200-$s" >> q.log
  java $F -cp $J InJvmPairs.java memory 1000000 4 200 60 $s > k200-$s.csv 2> k200-$s.err
  echo "$(date -u +%T) end k200-$s rc=$?" >> q.log
done
echo "$(date -u +%T) start fork200" >> q.log
java -jar $J compare threeen1 --store memory --tuned --workers 4 --to 1000000 --budget 4m --target 1.7% --b-set workload.extra-cpu-ns=200 --results-dir /tmp/runs/ij/forks > fork200.out 2>&1
echo "$(date -u +%T) end fork200 rc=$?" >> q.log
echo "$(date -u +%T) second done" >> q.log
