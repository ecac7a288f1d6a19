#!/bin/bash
# after the classic known-effect compare: the known effect by run index in forks (A and B alternated,
# 4 runs each with JMH's GC before each), then lockstep A/As and known effects of 40 ns
while pgrep -f "ls.jar compare" > /dev/null; do sleep 2; done
echo "classic-ke ended $(date -u +%T)" >> queue.log
ARGS='-XX:+UseParallelGC -Xms3072m -Xmx3072m -Xmn1536m -XX:+AlwaysPreTouch --add-opens=java.base/java.lang=ALL-UNNAMED --add-opens=java.base/java.lang.reflect=ALL-UNNAMED --add-opens=java.base/java.nio=ALL-UNNAMED --add-opens=java.base/sun.nio.ch=ALL-UNNAMED --add-exports=java.base/sun.nio.ch=ALL-UNNAMED --add-exports=jdk.compiler/com.sun.tools.javac.file=ALL-UNNAMED --add-exports=java.base/jdk.internal.ref=ALL-UNNAMED -Dchronicle.analytics.disable=true'
mkdir -p runindex/A runindex/B
echo "runindex start $(date -u +%T)" >> queue.log
for n in $(seq -w 1 20); do
  if [ $((RANDOM % 2)) = 0 ]; then order="A B"; else order="B A"; fi
  for v in $order; do
    extra=""; [ $v = B ] && extra=" -Dworkload.extra-cpu-ns=20"
    java -jar ../ls.jar jmh 'Threeen1Benchmark.run$' -p store=memory -p tuned=true -p workers=4 -p to=1000000 -p durability=relaxed -f 1 -wi 0 -i 4 -gc true -bm ss -jvmArgs "$ARGS$extra" -rf json -rff runindex/$v/fork-$n.json > runindex/$v/fork-$n.log 2>&1
    echo "$v $n $(date -u +%T)" >> runindex/order.txt
  done
done
echo "runindex end $(date -u +%T)" >> queue.log
M="threeen1 --store memory --tuned --workers 4 --to 1000000 --budget 10m --target 1.7%"
KE="--b-set workload.extra-cpu-ns=40"
run() { name=$1; shift; echo "$name start $(date -u +%T)" >> queue.log
  java -jar ../ls.jar compare --results-dir data "$@" > log.$name 2>&1; echo "$name exit $? $(date -u +%T)" >> queue.log; }
run aa2 --lockstep $M
run ke2 --lockstep $M $KE
run aa3 --lockstep $M
run ke3 --lockstep $M $KE
run aa4 --lockstep $M
run ke4 --lockstep $M $KE
run aa5 --lockstep $M
run ke5 --lockstep $M $KE
echo done >> queue.log
