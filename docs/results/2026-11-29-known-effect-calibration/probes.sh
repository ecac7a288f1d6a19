#!/bin/bash
# after the calibration: (1) h2-mvstore's run-to-run noise with its files on the virtio disk (/tmp)
# and on tmpfs (/dev/shm), forks alternated, 8 runs each; (2) the memory store's JIT in a fork's
# runs, A and B (40 ns a commit) alternated: compilations and GC pauses with the JVM's uptime
while pgrep -f "cal5.jar compare" > /dev/null; do sleep 2; done
ARGS='-XX:+UseParallelGC -Xms3072m -Xmx3072m -Xmn1536m -XX:+AlwaysPreTouch --add-opens=java.base/java.lang=ALL-UNNAMED --add-opens=java.base/java.lang.reflect=ALL-UNNAMED --add-opens=java.base/java.nio=ALL-UNNAMED --add-opens=java.base/sun.nio.ch=ALL-UNNAMED --add-exports=java.base/sun.nio.ch=ALL-UNNAMED --add-exports=jdk.compiler/com.sun.tools.javac.file=ALL-UNNAMED --add-exports=java.base/jdk.internal.ref=ALL-UNNAMED -Dchronicle.analytics.disable=true -Xlog:gc:stdout'
J="java -jar ../cal5.jar jmh Threeen1Benchmark.run$ -p tuned=true -p workers=4 -p to=1000000 -p durability=relaxed -f 1 -wi 0 -gc true -bm ss -rf json"
mkdir -p h2/disk h2/tmpfs jit/A jit/B /dev/shm/dbbench-probe
(vmstat -t 1 > h2/vmstat.txt) & VM=$!
echo "h2 start $(date -u +%T)" >> queue.log
for n in 1 2 3 4; do
  if [ $((RANDOM % 2)) = 0 ]; then order="disk tmpfs"; else order="tmpfs disk"; fi
  for v in $order; do
    dir=/tmp; [ $v = tmpfs ] && dir=/dev/shm/dbbench-probe
    echo "$v $n start $(date -u +%T.%N)" >> h2/order.txt
    $J -p store=h2-mvstore -p dataDir=$dir -i 8 -jvmArgs "$ARGS" -rff h2/$v/fork-$n.json > h2/$v/fork-$n.log 2>&1
    echo "$v $n end $(date -u +%T.%N) exit $?" >> h2/order.txt
  done
done
kill $VM
rmdir /dev/shm/dbbench-probe
echo "jit start $(date -u +%T)" >> queue.log
JIT=' -XX:+UnlockDiagnosticVMOptions -XX:+PrintCompilation -XX:CompileCommand=quiet -XX:CompileCommand=PrintInlining,org.dbbench.threeen1.workload.Worker::number'
for n in 1 2 3; do
  if [ $((RANDOM % 2)) = 0 ]; then order="A B"; else order="B A"; fi
  for v in $order; do
    extra=""; [ $v = B ] && extra=" -Dworkload.extra-cpu-ns=40"
    $J -p store=memory -i 4 -jvmArgs "$ARGS$JIT$extra" -rff jit/$v/fork-$n.json > jit/$v/fork-$n.log 2>&1
    echo "$v $n $(date -u +%T) exit $?" >> jit/order.txt
  done
done
echo "done $(date -u +%T)" >> queue.log
